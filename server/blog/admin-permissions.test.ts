import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";

const { app, context } = await createTestApp({ RATE_LIMITS_ENABLED: "false" });
const member = await signInAs(context, await buildUser(context));
const admin = await signInAs(context, await buildAdmin(context));
const ID = "00000000-0000-4000-8000-000000000000";
type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * Every admin endpoint the app registers, read from its OpenAPI document (so a new admin route
 * is checked without editing this list), with path parameters filled in.
 */
function listAdminEndpoints(): [Method, string][] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith("/api/admin/"))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method): [Method, string] => [
        method.toUpperCase() as Method,
        path.replace(/\{[^}]+\}/g, ID),
      ]),
    );
}

const ADMIN_ENDPOINTS = listAdminEndpoints();
// A body no admin endpoint accepts: a visitor must still hear 401, not which fields are wrong.
const INVALID_BODY = { unexpected: "\u0000", title: 42, ids: "x" };

describe("admin endpoints", () => {
  it("finds the admin endpoints of every domain", () => {
    const urls = ADMIN_ENDPOINTS.map(([, url]) => url).join(" ");
    for (const area of [
      "blog",
      "comments",
      "newsletter",
      "contact",
      "uploads",
      "users",
      "access-codes",
      "emails",
      "software",
      "apps",
    ]) {
      expect(urls).toContain(`/api/admin/${area}`);
    }
  });

  it.each(ADMIN_ENDPOINTS)(
    "%s %s answers 401 to visitors and 403 to non-admins, before validating",
    async (method, url) => {
      const hasBody = method !== "GET" && method !== "DELETE";
      const payload = hasBody ? INVALID_BODY : undefined;
      const visitor = await app.inject({ method, url, payload });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ error: { code: "unauthenticated" } });
      const signedIn = await app.inject({ method, url, payload, headers: { authorization: member.authorization } });
      expect(signedIn.statusCode).toBe(403);
      expect(signedIn.json()).toMatchObject({ error: { code: "forbidden" } });
    },
  );
});

describe("API documentation", () => {
  const readPaths = async (headers: Record<string, string> = {}) =>
    Object.keys((await app.inject({ url: "/api/docs/json", headers })).json<{ paths: object }>().paths);

  it("lists admin endpoints only to admins", async () => {
    const publicPaths = await readPaths();
    expect(publicPaths).toContain("/api/blog/posts");
    expect(publicPaths.filter((path) => path.startsWith("/api/admin"))).toEqual([]);
    expect(
      (await readPaths({ authorization: member.authorization })).some((path) => path.startsWith("/api/admin")),
    ).toBe(false);
    expect(await readPaths({ authorization: admin.authorization })).toContain("/api/admin/blog/posts");
  });
});
