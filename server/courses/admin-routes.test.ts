import { rm } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import {
  ZAdminCourseListSchema,
  ZAdminCourseSchema,
  ZAdminLessonListSchema,
  ZAdminLessonSchema,
  ZCourseDetailSchema,
  ZCourseListSchema,
} from "../../contracts/courses";
import { seedDemoCourses } from "../start-up/seed/demo-courses";
import { createTestApp } from "../test/app";
import { buildAdmin, buildUser, signInAs } from "../test/factories";
import { readDemoClip, TINY_PDF } from "./test-helpers";

const dataDir = `/tmp/platform-courses-admin-test-${process.pid}`;
const { app, context } = await createTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const headers = { authorization: (await signInAs(context, await buildAdmin(context))).authorization };

function multipart(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = "----course-test-boundary";
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([...parts, head, file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const courseInput = {
  title: "IA para docentes",
  slug: "ia-para-docentes",
  category: "ia",
  level: "beginner",
  requiredTier: "premium",
  learnings: ["Preparar clases con IA"],
};

describe("admin microcourses and lessons", () => {
  it("creates a draft course, a lesson with a video, captions and an attachment, and publishes it", async () => {
    const created = await app.inject({ method: "POST", url: "/api/admin/courses", headers, payload: courseInput });
    expect(created.statusCode).toBe(201);
    const course = ZAdminCourseSchema.parse(created.json());
    expect(course).toMatchObject({ status: "draft", lessonCount: 0 });
    expect(ZCourseListSchema.parse((await app.inject({ url: "/api/courses" })).json()).courses).toHaveLength(0);

    const lessonResponse = await app.inject({
      method: "POST",
      url: `/api/admin/courses/${course.id}/lessons`,
      headers,
      payload: { title: "Primera clase", slug: "primera-clase", durationMinutes: 5, content: "## Hola" },
    });
    expect(lessonResponse.statusCode).toBe(201);
    const lesson = ZAdminLessonSchema.parse(lessonResponse.json());
    const filesUrl = `/api/admin/courses/${course.id}/lessons/${lesson.id}/files`;
    const video = await app.inject({
      method: "POST",
      url: filesUrl,
      ...multipart({ kind: "video" }, { name: "clase.webm", type: "video/webm", data: readDemoClip() }),
    });
    expect(video.statusCode).toBe(201);
    const captions = await app.inject({
      method: "POST",
      url: filesUrl,
      ...multipart(
        { kind: "captions" },
        { name: "es.vtt", type: "text/vtt", data: Buffer.from("WEBVTT\n\n00:00.000 --> 00:02.000\nHola\n") },
      ),
    });
    expect(captions.statusCode).toBe(201);
    const attachment = await app.inject({
      method: "POST",
      url: filesUrl,
      ...multipart({ kind: "attachment" }, { name: "../../Guía.pdf", type: "application/pdf", data: TINY_PDF }),
    });
    const withFiles = ZAdminLessonSchema.parse(attachment.json());
    expect(withFiles.files.map((file) => file.kind).sort()).toEqual(["attachment", "captions", "video"]);
    expect(withFiles.files.find((file) => file.kind === "attachment")?.name).toBe("Guía.pdf");

    // A second video replaces the first, whose bytes are removed.
    const [firstVideo] = withFiles.files.filter((file) => file.kind === "video");
    const replaced = ZAdminLessonSchema.parse(
      (
        await app.inject({
          method: "POST",
          url: filesUrl,
          ...multipart({ kind: "video" }, { name: "otra.webm", type: "video/webm", data: readDemoClip() }),
        })
      ).json(),
    );
    expect(replaced.files.filter((file) => file.kind === "video").map((file) => file.id)).not.toContain(firstVideo?.id);
    // The video's length is read from its header when stored: completing the lesson asks for half of it.
    const lengths = await context.database.pool.query<{ seconds: number | null }>(
      "select duration_seconds as seconds from lesson_files where kind = 'video' and lesson_id = $1",
      [replaced.id],
    );
    expect(lengths.rows).toEqual([{ seconds: 8 }]);
    // …and replaces the 5 minutes the admin declared: the lesson lasts what its video lasts.
    expect(replaced.durationMinutes).toBe(1);

    const published = await app.inject({
      method: "PATCH",
      url: `/api/admin/courses/${course.id}`,
      headers,
      payload: { status: "published" },
    });
    expect(ZAdminCourseSchema.parse(published.json())).toMatchObject({
      status: "published",
      lessonCount: 1,
      title: "IA para docentes",
    });
    expect(
      ZCourseListSchema.parse((await app.inject({ url: "/api/courses" })).json()).courses.map((item) => item.slug),
    ).toEqual(["ia-para-docentes"]);
    const sitemap = await app.inject({ url: "/sitemap.xml" });
    expect(sitemap.body).toContain("/microcursos/ia-para-docentes");
  });

  it("refuses wrong types, a missing kind and a taken slug with clear 4xx answers", async () => {
    const course = ZAdminCourseSchema.parse(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/courses",
          headers,
          payload: { ...courseInput, slug: "otro-curso" },
        })
      ).json(),
    );
    const lesson = ZAdminLessonSchema.parse(
      (
        await app.inject({
          method: "POST",
          url: `/api/admin/courses/${course.id}/lessons`,
          headers,
          payload: { title: "L", slug: "l" },
        })
      ).json(),
    );
    const filesUrl = `/api/admin/courses/${course.id}/lessons/${lesson.id}/files`;
    const wrongVideo = await app.inject({
      method: "POST",
      url: filesUrl,
      ...multipart({ kind: "video" }, { name: "x.webm", type: "video/webm", data: TINY_PDF }),
    });
    expect(wrongVideo.statusCode).toBe(415);
    const badCaptions = await app.inject({
      method: "POST",
      url: filesUrl,
      ...multipart({ kind: "captions" }, { name: "x.vtt", type: "text/vtt", data: Buffer.from("<script>") }),
    });
    expect(badCaptions.statusCode).toBe(415);
    const noKind = await app.inject({
      method: "POST",
      url: filesUrl,
      ...multipart({}, { name: "x.pdf", type: "application/pdf", data: TINY_PDF }),
    });
    expect(noKind.statusCode).toBe(400);
    const taken = await app.inject({
      method: "POST",
      url: "/api/admin/courses",
      headers,
      payload: { ...courseInput, slug: "otro-curso" },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: { code: "slug_taken" } });
  });

  it("reorders lessons and courses, counts completions and deletes a course with its files", async () => {
    const course = ZAdminCourseSchema.parse(
      (
        await app.inject({
          method: "POST",
          url: "/api/admin/courses",
          headers,
          payload: { ...courseInput, slug: "ordenado", status: "published", requiredTier: "free" },
        })
      ).json(),
    );
    const lessons = [];
    for (const slug of ["a", "b"])
      lessons.push(
        ZAdminLessonSchema.parse(
          (
            await app.inject({
              method: "POST",
              url: `/api/admin/courses/${course.id}/lessons`,
              headers,
              payload: { title: slug, slug },
            })
          ).json(),
        ),
      );
    const ids = lessons.map((lesson) => lesson.id).reverse();
    const sorted = ZAdminLessonListSchema.parse(
      (
        await app.inject({
          method: "POST",
          url: `/api/admin/courses/${course.id}/lessons/reorder`,
          headers,
          payload: { ids },
        })
      ).json(),
    );
    expect(sorted.lessons.map((lesson) => lesson.slug)).toEqual(["b", "a"]);

    const learner = await buildUser(context);
    const learnerHeaders = { authorization: (await signInAs(context, learner)).authorization };
    for (const slug of ["a", "b"])
      await app.inject({
        method: "PUT",
        url: `/api/courses/ordenado/lessons/${slug}/progress`,
        headers: learnerHeaders,
        payload: { isCompleted: true },
      });
    const listed = ZAdminCourseListSchema.parse((await app.inject({ url: "/api/admin/courses", headers })).json());
    expect(listed.courses.find((item) => item.id === course.id)).toMatchObject({
      learners: 1,
      completions: 1,
      lessonCount: 2,
    });

    const reordered = ZAdminCourseListSchema.parse(
      (
        await app.inject({ method: "POST", url: "/api/admin/courses/reorder", headers, payload: { ids: [course.id] } })
      ).json(),
    );
    expect(reordered.courses.find((item) => item.id === course.id)?.orderIndex).toBe(0);

    const upload = ZAdminLessonSchema.parse(
      (
        await app.inject({
          method: "POST",
          url: `/api/admin/courses/${course.id}/lessons/${ids[0]}/files`,
          ...multipart({ kind: "attachment" }, { name: "a.pdf", type: "application/pdf", data: TINY_PDF }),
        })
      ).json(),
    );
    const stored = await context.database.pool.query<{ storage_key: string }>(
      "select storage_key from lesson_files where lesson_id = $1",
      [upload.id],
    );
    const storedKey = stored.rows[0]?.storage_key ?? "missing";
    expect(storedKey.startsWith("private/lessons/")).toBe(true);
    expect(await context.files.stat(storedKey)).toBeDefined();
    expect((await app.inject({ method: "DELETE", url: `/api/admin/courses/${course.id}`, headers })).statusCode).toBe(
      204,
    );
    expect(await context.files.stat(storedKey)).toBeUndefined();
    expect((await app.inject({ method: "DELETE", url: `/api/admin/courses/${course.id}`, headers })).statusCode).toBe(
      404,
    );
  });
});

describe("demo microcourses", () => {
  it("seeds three published courses (one free, two premium) with a playable clip per lesson and a learning path", async () => {
    const seedContext = { ...context, config: { ...context.config, SEED_DEMO_CONTENT: true } };
    await context.database.pool.query("delete from microcourses");
    expect(await seedDemoCourses(seedContext)).toBe(true);
    expect(await seedDemoCourses(seedContext)).toBe(false);
    const { courses } = ZCourseListSchema.parse((await app.inject({ url: "/api/courses" })).json());
    expect(courses.map((course) => course.requiredTier)).toEqual(["free", "premium", "premium"]);
    expect(courses.every((course) => course.lessonCount >= 3 && course.lessonCount <= 5 && course.coverImageUrl)).toBe(
      true,
    );
    const videos = await context.database.pool.query<{ total: number; measured: number }>(
      "select count(*)::int as total, count(*) filter (where duration_seconds = 8)::int as measured from lesson_files where kind = 'video'",
    );
    expect(videos.rows[0]?.measured).toBe(videos.rows[0]?.total);
    expect(videos.rows[0]?.total).toBe(courses.reduce((total, course) => total + course.lessonCount, 0));
    // Each lesson lasts what its clip lasts, and so does the course: no "8 min" on an 8-second clip.
    expect(courses.map((course) => course.totalSeconds)).toEqual(courses.map((course) => course.lessonCount * 8));
    const firstCourse = ZCourseDetailSchema.parse(
      (await app.inject({ url: `/api/courses/${courses[0]?.slug}` })).json(),
    );
    expect(firstCourse.lessons.every((lesson) => lesson.durationSeconds === 8)).toBe(true);
    // Each lesson has a worksheet to download: a real PDF naming the lesson.
    const sheets = await context.database.pool.query<{ key: string; name: string; title: string }>(
      "select f.storage_key as key, f.name, l.title from lesson_files f join microcourse_lessons l on l.id = f.lesson_id where f.kind = 'attachment' and f.content_type = 'application/pdf'",
    );
    expect(sheets.rows).toHaveLength(videos.rows[0]?.total ?? -1);
    const [sheet] = sheets.rows;
    const chunks: Buffer[] = [];
    for await (const chunk of await context.files.openRead(sheet?.key ?? "")) chunks.push(Buffer.from(chunk as Buffer));
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(Buffer.concat(chunks))), {
      mergePages: true,
    });
    expect(text).toContain(sheet?.title);
    expect(sheet?.name).toMatch(/^ficha-.+\.pdf$/);
    const paths = (await app.inject({ url: "/api/learning-paths" })).json<{
      paths: { courses: unknown[]; totalSeconds: number }[];
    }>();
    expect(paths.paths).toHaveLength(1);
    expect(paths.paths[0]?.courses).toHaveLength(3);
  });
});
