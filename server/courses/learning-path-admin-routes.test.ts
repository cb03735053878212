import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { ZLearningPathListSchema } from "../../contracts/courses";
import { ZAdminLearningPathListSchema, ZAdminLearningPathSchema } from "../../contracts/learning-paths";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";
import { buildCourse } from "./test-helpers";

const dataDir = `/tmp/platform-learning-paths-admin-test-${process.pid}`;
const { app, context } = await createTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const headers = { authorization: (await signInAs(context, await buildAdmin(context))).authorization };
const URL = "/api/admin/learning-paths";

const [first, second, draft] = await Promise.all([
  buildCourse(context, { tier: "free", lessons: 1 }),
  buildCourse(context, { tier: "premium", lessons: 1 }),
  buildCourse(context, { lessons: 1, status: "draft" }),
]);

async function publicPaths() {
  return ZLearningPathListSchema.parse((await app.inject({ url: "/api/learning-paths" })).json()).paths;
}

async function create(payload: Record<string, unknown>) {
  const response = await app.inject({ method: "POST", url: URL, headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return ZAdminLearningPathSchema.parse(response.json());
}

describe("admin learning paths", () => {
  it("creates a draft path, publishes it on /cursos with its courses in order, reorders and deletes it", async () => {
    const path = await create({
      title: "IA para despachos",
      slug: "ia-para-despachos",
      description: "De cero a un despacho que trabaja con IA.",
      courseIds: [second.course.id, first.course.id, draft.course.id],
    });
    expect(path).toMatchObject({ status: "draft", courses: [{ id: second.course.id }, { id: first.course.id }, {}] });
    expect((await publicPaths()).map((item) => item.slug)).not.toContain("ia-para-despachos");

    const published = await app.inject({
      method: "PATCH",
      url: `${URL}/${path.id}`,
      headers,
      payload: { status: "published", courseIds: [first.course.id, second.course.id, draft.course.id] },
    });
    expect(published.statusCode, published.body).toBe(200);
    const shown = (await publicPaths()).find((item) => item.slug === "ia-para-despachos");
    // The draft course stays out of /cursos until it is published itself.
    expect(shown?.courses.map((course) => course.id)).toEqual([first.course.id, second.course.id]);

    const other = await create({ title: "IA para docentes", slug: "ia-para-docentes", status: "published" });
    const sorted = await app.inject({
      method: "POST",
      url: `${URL}/reorder`,
      headers,
      payload: { ids: [other.id, path.id] },
    });
    expect(ZAdminLearningPathListSchema.parse(sorted.json()).paths.map((item) => item.id)).toEqual([other.id, path.id]);
    expect((await publicPaths()).map((item) => item.id)).toEqual([other.id, path.id]);

    const removed = await app.inject({ method: "DELETE", url: `${URL}/${path.id}`, headers });
    expect(removed.statusCode).toBe(204);
    expect((await publicPaths()).map((item) => item.id)).toEqual([other.id]);
    const again = await app.inject({ method: "DELETE", url: `${URL}/${path.id}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it("keeps a path's courses when a PATCH leaves them out, and answers 409 for a slug in use", async () => {
    const path = await create({ title: "Ruta A", slug: "ruta-a", courseIds: [first.course.id] });
    const renamed = await app.inject({
      method: "PATCH",
      url: `${URL}/${path.id}`,
      headers,
      payload: { title: "Ruta A renombrada" },
    });
    expect(ZAdminLearningPathSchema.parse(renamed.json())).toMatchObject({
      title: "Ruta A renombrada",
      courses: [{ id: first.course.id }],
    });
    const clash = await app.inject({ method: "POST", url: URL, headers, payload: { title: "Otra", slug: "ruta-a" } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error: { code: "slug_taken" } });
  });

  it.each([
    ["no title", { slug: "sin-titulo" }],
    ["an empty title", { title: "  ", slug: "vacio" }],
    ["a slug with spaces", { title: "Ruta", slug: "mi ruta" }],
    ["a NUL byte", { title: "Ruta\u0000", slug: "nul" }],
    ["a huge description", { title: "Ruta", slug: "larga", description: "a".repeat(5000) }],
    ["an unknown status", { title: "Ruta", slug: "estado", status: "archived" }],
    ["a course twice", { title: "Ruta", slug: "doble", courseIds: [first.course.id, first.course.id] }],
    ["a course id that is not one", { title: "Ruta", slug: "id-malo", courseIds: ["not-a-uuid"] }],
    [
      "too many courses",
      { title: "Ruta", slug: "muchos", courseIds: Array.from({ length: 31 }, () => crypto.randomUUID()) },
    ],
  ])("refuses %s with a 400", async (_case, payload) => {
    const response = await app.inject({ method: "POST", url: URL, headers, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "validation_failed" } });
  });

  it("refuses a course that does not exist with a 400 naming it, and stores nothing", async () => {
    const response = await app.inject({
      method: "POST",
      url: URL,
      headers,
      payload: { title: "Ruta fantasma", slug: "ruta-fantasma", courseIds: [first.course.id, crypto.randomUUID()] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: "validation_failed", details: [{ path: "/courseIds/1" }] },
    });
    const list = ZAdminLearningPathListSchema.parse((await app.inject({ url: URL, headers })).json());
    expect(list.paths.map((path) => path.slug)).not.toContain("ruta-fantasma");
  });

  it("answers 404 for a path that does not exist and 400 for an id that is not one", async () => {
    const missing = await app.inject({
      method: "PATCH",
      url: `${URL}/${crypto.randomUUID()}`,
      headers,
      payload: { title: "Nada" },
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await app.inject({ method: "PATCH", url: `${URL}/nope`, headers, payload: { title: "Nada" } });
    expect(malformed.statusCode).toBe(400);
  });

  it("refuses visitors with 401 and members with 403 on every route, before reading the body", async () => {
    const member = await signInAs(context, await buildUser(context));
    const id = crypto.randomUUID();
    const calls = [
      { method: "GET", url: URL },
      { method: "POST", url: URL, payload: { title: "Ruta", slug: "intrusa" } },
      { method: "POST", url: `${URL}/reorder`, payload: { ids: [id] } },
      { method: "PATCH", url: `${URL}/${id}`, payload: { title: "Ruta" } },
      { method: "DELETE", url: `${URL}/${id}` },
    ] as const;
    for (const call of calls) {
      expect((await app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      const asMember = await app.inject({ ...call, headers: { authorization: member.authorization } });
      expect(asMember.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});
