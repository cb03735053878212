import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { buildAdmin, signInAs } from "../test/factories";

// Prepared answers are served by the listening server before Fastify routes, so these requests
// go over a real socket (app.inject never reaches the server factory).
const { app, context } = await createTestApp();
const { authorization } = await signInAs(context, await buildAdmin(context));
const origin = await app.listen({ port: 0, host: "127.0.0.1" });
const LIST = "/api/blog/posts?limit=9";

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(origin + pathname, { headers });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("public blog reads answered again from the cache before routing", () => {
  it("answers a repeated address with the same body and headers, and a fresh request id", async () => {
    const first = await get(LIST);
    const second = await get(LIST);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    for (const name of ["content-type", "content-length", "content-security-policy", "x-frame-options"]) {
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    }
    expect(second.headers.get("x-request-id")).toBeTruthy();
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("sees a published post at once: a write empties the entry the address points to", async () => {
    await get(LIST);
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/blog/posts",
      headers: { authorization },
      payload: { title: "Recién publicado para la caché", content: "Hola", published: true },
    });
    expect(created.statusCode).toBe(201);
    const list = await get(LIST);
    expect(list.body).toContain("Recién publicado para la caché");
  });

  it("still refuses a malformed Host and an invalid query the way the route does", async () => {
    await get(LIST);
    const badQuery = await get("/api/blog/posts?limit=9999");
    expect(badQuery.status).toBe(400);
    const { request } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(origin + LIST);
      const call = request({ host: url.hostname, port: url.port, path: LIST, headers: { host: "a b" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      call.on("error", reject);
      call.end();
    });
    expect(status).toBe(400);
  });
});
