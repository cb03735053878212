import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { SITE_NAME } from "../core/site";
import { createTestApp } from "../test/app";
import { createCoursePageMeta } from "./page-meta";
import { buildCourse } from "./test-helpers";

const dataDir = `/tmp/platform-course-meta-test-${process.pid}`;
const { context } = await createTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const resolve = createCoursePageMeta(context);

describe("server-rendered meta of course pages", () => {
  it("gives a published course its title, canonical URL and JSON-LD Course", async () => {
    const { course } = await buildCourse(context, { tier: "free", lessons: 1, slug: "curso-meta" });
    const meta = await resolve("/microcursos/curso-meta/");
    expect(meta).toMatchObject({
      title: `${course.title} · Microcursos · ${SITE_NAME}`,
      canonicalPath: "/microcursos/curso-meta",
    });
    expect(meta?.extraHead).toContain('"@type":"Course"');
  });

  it("answers 404 for a draft or unknown course and an unknown certificate code", async () => {
    await buildCourse(context, { tier: "free", lessons: 1, status: "draft", slug: "curso-borrador" });
    expect((await resolve("/microcursos/curso-borrador"))?.status).toBe(404);
    expect((await resolve("/microcursos/no-existe"))?.status).toBe(404);
    expect((await resolve("/certificados/ABCD-EFGH-JKMN"))?.status).toBe(404);
    expect(await resolve("/blog")).toBeUndefined();
  });

  it("answers 404 for a lesson the course does not have, and titles the lessons it has", async () => {
    const { course } = await buildCourse(context, { tier: "premium", lessons: 1, slug: "curso-lecciones" });
    expect((await resolve("/microcursos/curso-lecciones/no-existe"))?.status).toBe(404);
    expect((await resolve("/microcursos/no-existe/leccion-1"))?.status).toBe(404);
    expect((await resolve("/microcursos/curso-borrador/leccion-1"))?.status).toBe(404);
    expect(await resolve("/microcursos/curso-lecciones/leccion-1")).toMatchObject({
      title: `Lección 1 · ${course.title} · ${SITE_NAME}`,
    });
  });
});
