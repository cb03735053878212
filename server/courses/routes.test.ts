import { rm } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import {
  ZCertificateSchema,
  ZCourseDetailSchema,
  ZCourseListSchema,
  ZLessonDetailSchema,
  ZLessonProgressSchema,
} from "../../contracts/courses";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { buildCourse, readDemoClip, watchLessonVideo } from "./test-helpers";
import { lessonProgress } from "../db/schema/index";

const dataDir = `/tmp/platform-courses-test-${process.pid}`;
const { app, context } = await createTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

async function headersOf(overrides: Parameters<typeof buildUser>[1]) {
  const user = await buildUser(context, overrides);
  return { user, headers: { authorization: (await signInAs(context, user)).authorization } };
}

const lessonUrl = (slug: string, lesson = "leccion-1") => `/api/courses/${slug}/lessons/${lesson}`;

describe("tier enforcement on lessons and their files", () => {
  it("lets a premium user read a premium lesson, its video and its attachment", async () => {
    const { course, lessons } = await buildCourse(context, { tier: "premium" });
    const { headers } = await headersOf({ tier: "premium" });
    const response = await app.inject({ url: lessonUrl(course.slug), headers });
    expect(response.statusCode).toBe(200);
    const lesson = ZLessonDetailSchema.parse(response.json());
    expect(lesson.video?.url.startsWith(`${lessonUrl(course.slug)}/files/${lessons[0]?.video.id}?access=`)).toBe(true);
    expect(lesson.attachments).toHaveLength(1);
    const video = await app.inject({ url: lesson.video?.url ?? "", headers });
    expect(video.statusCode).toBe(200);
    expect(video.headers["content-type"]).toBe("video/webm");
    expect(video.rawPayload.equals(readDemoClip())).toBe(true);
    const attachment = await app.inject({ url: lesson.attachments[0]?.url ?? "", headers });
    expect(attachment.statusCode).toBe(200);
    expect(attachment.headers["content-disposition"]).toContain("attachment;");
    expect(attachment.rawPayload.toString("latin1")).toMatch(/^%PDF-/);
  });

  it("refuses a free user the lesson, the video bytes and the attachment, even with the exact URLs", async () => {
    const { course, lessons } = await buildCourse(context, { tier: "premium" });
    const { headers } = await headersOf({ tier: "free" });
    const first = lessons[0];
    for (const url of [
      lessonUrl(course.slug),
      `${lessonUrl(course.slug)}/files/${first?.video.id}`,
      `${lessonUrl(course.slug)}/files/${first?.attachment.id}`,
    ]) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: "tier_required", details: { requiredTier: "premium" } } });
    }
    // The course page itself is public and shows the lock.
    const detail = ZCourseDetailSchema.parse(
      (await app.inject({ url: `/api/courses/${course.slug}`, headers })).json(),
    );
    expect(detail.canAccess).toBe(false);
    expect(detail.lessons.every((lesson) => lesson.isLocked)).toBe(true);
  });

  it("refuses visitors, files of another lesson, and the store's direct URL", async () => {
    const { course, lessons } = await buildCourse(context, { tier: "free" });
    const first = lessons[0];
    const second = lessons[1];
    expect((await app.inject({ url: lessonUrl(course.slug) })).statusCode).toBe(401);
    expect((await app.inject({ url: `${lessonUrl(course.slug)}/files/${first?.video.id}` })).statusCode).toBe(401);
    const { headers } = await headersOf({ tier: "free" });
    expect((await app.inject({ url: lessonUrl(course.slug), headers })).statusCode).toBe(200);
    // The file id of lesson 2 under lesson 1's URL: not found.
    expect((await app.inject({ url: `${lessonUrl(course.slug)}/files/${second?.video.id}`, headers })).statusCode).toBe(
      404,
    );
    for (const url of [
      `/uploads/${first?.video.storageKey}`,
      `/uploads/%70rivate/lessons/test/${first?.lesson.id}.webm`,
      `/uploads//private/lessons/test/${first?.lesson.id}.pdf`,
    ]) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.subarray(0, 4).toString("latin1")).not.toBe("\u001aE\u00df\u00a3");
    }
  });

  it("hides draft courses from learners and lets admins preview them", async () => {
    const { course } = await buildCourse(context, { tier: "free", status: "draft" });
    const { headers } = await headersOf({ tier: "enterprise" });
    expect((await app.inject({ url: `/api/courses/${course.slug}`, headers })).statusCode).toBe(404);
    expect((await app.inject({ url: lessonUrl(course.slug), headers })).statusCode).toBe(404);
    const listed = ZCourseListSchema.parse((await app.inject({ url: "/api/courses", headers })).json());
    expect(listed.courses.map((item) => item.slug)).not.toContain(course.slug);
    const admin = await headersOf({ isAdmin: true });
    expect((await app.inject({ url: lessonUrl(course.slug), headers: admin.headers })).statusCode).toBe(200);
  });
});

describe("signed file links (a <video> cannot send the bearer token)", () => {
  it("open the file without the header, only that file, only while the session lives and the tier reaches", async () => {
    const { course, lessons } = await buildCourse(context, { tier: "premium" });
    const user = await buildUser(context, { tier: "premium" });
    const session = await signInAs(context, user);
    const lesson = ZLessonDetailSchema.parse(
      (await app.inject({ url: lessonUrl(course.slug), headers: { authorization: session.authorization } })).json(),
    );
    const videoUrl = lesson.video?.url ?? "";
    expect((await app.inject({ url: videoUrl })).statusCode).toBe(200);
    const access = new URL(videoUrl, "http://x").searchParams.get("access") ?? "";
    // The same signature on another file of the lesson, or a tampered one: refused.
    expect(
      (
        await app.inject({
          url: `${lessonUrl(course.slug)}/files/${lessons[0]?.attachment.id}?access=${encodeURIComponent(access)}`,
        })
      ).statusCode,
    ).toBe(401);
    expect((await app.inject({ url: `${videoUrl}x` })).statusCode).toBe(401);
    // The tier is checked on every request: a lapsed plan loses the video at once.
    await context.database.pool.query("update users set tier = 'free' where id = $1", [user.id]);
    expect((await app.inject({ url: videoUrl })).statusCode).toBe(403);
    await context.database.pool.query("update users set tier = 'premium' where id = $1", [user.id]);
    await context.database.pool.query("update auth_sessions set revoked_at = now() where id = $1", [session.sessionId]);
    expect((await app.inject({ url: videoUrl })).statusCode).toBe(401);
  });
});

describe("video range requests", () => {
  it("answers the first, middle and last bytes with 206 and refuses an unsatisfiable range with 416", async () => {
    const { course, lessons } = await buildCourse(context, { tier: "free", lessons: 1 });
    const { headers } = await headersOf({});
    const url = `${lessonUrl(course.slug)}/files/${lessons[0]?.video.id}`;
    const clip = readDemoClip();
    const size = clip.length;
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=1000-1999", 1000, 1999],
      ["bytes=-100", size - 100, size - 1],
      [`bytes=${size - 10}-`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await app.inject({ url, headers: { ...headers, range } });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers["content-range"]).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.rawPayload.equals(clip.subarray(start, end + 1)), range).toBe(true);
    }
    for (const range of [`bytes=${size}-`, "bytes=500-100", "bytes=abc", "bytes=-0"]) {
      const response = await app.inject({ url, headers: { ...headers, range } });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers["content-range"]).toBe(`bytes */${size}`);
    }
  });
});

describe("progress, completion and certificates", () => {
  it("resumes the saved position, completes the course and issues a verifiable PDF certificate", async () => {
    const { course, lessons } = await buildCourse(context, { tier: "premium", lessons: 2 });
    const { headers, user } = await headersOf({ tier: "premium", displayName: "Lucía Fernández" });
    const progressUrl = (lesson: string) => `${lessonUrl(course.slug, lesson)}/progress`;
    const watch = async (index: number) =>
      watchLessonVideo(app, context, {
        progressUrl: progressUrl(`leccion-${index + 1}`),
        headers,
        userId: user.id,
        lessonId: lessons[index]?.lesson.id ?? "",
      });

    const saved = await app.inject({
      method: "PUT",
      url: progressUrl("leccion-1"),
      headers,
      payload: { positionSeconds: 3.5 },
    });
    expect(ZLessonProgressSchema.parse(saved.json())).toMatchObject({
      positionSeconds: 3.5,
      isCompleted: false,
      course: { completedLessons: 0, totalLessons: 2 },
    });
    expect(
      ZLessonDetailSchema.parse((await app.inject({ url: lessonUrl(course.slug), headers })).json()).positionSeconds,
    ).toBe(3.5);

    expect((await app.inject({ url: `/api/courses/${course.slug}/certificate`, headers })).statusCode).toBe(409);
    await watch(0);
    await watch(1);
    await app.inject({ method: "PUT", url: progressUrl("leccion-1"), headers, payload: { isCompleted: true } });
    // Saving a position later never un-completes a lesson.
    const later = await app.inject({
      method: "PUT",
      url: progressUrl("leccion-1"),
      headers,
      payload: { positionSeconds: 1 },
    });
    expect(ZLessonProgressSchema.parse(later.json()).isCompleted).toBe(true);
    const last = ZLessonProgressSchema.parse(
      (
        await app.inject({
          method: "PUT",
          url: progressUrl("leccion-2"),
          headers,
          payload: { isCompleted: true, positionSeconds: 8 },
        })
      ).json(),
    );
    // The page knows beforehand that the name is missing, so it asks before any request is refused.
    expect(last.course).toMatchObject({
      completedLessons: 2,
      totalLessons: 2,
      isCompleted: true,
      hasCertificateName: false,
    });

    // The name printed is asked once: never the e-mail, never an access code's label.
    const unnamed = await app.inject({ url: `/api/courses/${course.slug}/certificate`, headers });
    expect(unnamed.statusCode).toBe(409);
    expect(unnamed.json()).toMatchObject({ error: { code: "certificate_name_required" } });
    for (const name of ["lucia@example.com", "PROMO-2026 #3", "12345", "L"]) {
      const refused = await app.inject({
        url: `/api/courses/${course.slug}/certificate?name=${encodeURIComponent(name)}`,
        headers,
      });
      expect(refused.statusCode, name).toBe(400);
    }
    const pdf = await app.inject({
      url: `/api/courses/${course.slug}/certificate?name=${encodeURIComponent("  Lucía Fernández Ruiz ")}`,
      headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain("Lucía Fernández Ruiz");
    expect(text).toContain(course.title);
    // Its lessons' 8-second videos, not their declared 30 minutes, give the certificate's length.
    expect(text).toContain("Duración total: 1 minuto ·");
    const code = /Código de verificación: ([A-Z0-9-]+)/.exec(text)?.[1] ?? "";
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const verified = await app.inject({ url: `/api/certificates/${code}` });
    expect(ZCertificateSchema.parse(verified.json())).toMatchObject({
      code,
      displayName: "Lucía Fernández Ruiz",
      courseTitle: course.title,
      courseSlug: course.slug,
      totalMinutes: 1,
    });
    // A second download is the same certificate, not a new one.
    const again = await app.inject({ url: `/api/courses/${course.slug}/certificate`, headers });
    const { text: againText } = await extractText(await getDocumentProxy(new Uint8Array(again.rawPayload)), {
      mergePages: true,
    });
    expect(againText).toContain(code);
    const detail = ZCourseDetailSchema.parse(
      (await app.inject({ url: `/api/courses/${course.slug}`, headers })).json(),
    );
    expect(detail.progress).toMatchObject({ isCompleted: true, certificateCode: code, hasCertificateName: true });
  });

  it("asks the certificate name once, and a deleted account's certificates stop verifying", async () => {
    const { headers, user } = await headersOf({ tier: "premium", displayName: "PROMO-2026 #4" });
    const codes: string[] = [];
    for (const [index, name] of [
      ["1", "Jordi Vila"],
      ["2", undefined],
    ] as const) {
      const { course, lessons } = await buildCourse(context, {
        tier: "premium",
        lessons: 1,
        slug: `nombre-${index}-${user.id.slice(0, 6)}`,
      });
      for (const { lesson } of lessons) {
        await context.database.db
          .insert(lessonProgress)
          .values({ userId: user.id, lessonId: lesson.id, completedAt: new Date() });
      }
      const query = name ? `?name=${encodeURIComponent(name)}` : "";
      const pdf = await app.inject({ url: `/api/courses/${course.slug}/certificate${query}`, headers });
      expect(pdf.statusCode).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
      expect(text).toContain("Jordi Vila");
      expect(text).not.toContain("PROMO");
      codes.push(/Código de verificación: ([A-Z0-9-]+)/.exec(text)?.[1] ?? "");
    }
    const deleted = await app.inject({
      method: "DELETE",
      url: "/api/account",
      headers,
      payload: { confirm_email: user.email },
    });
    expect(deleted.statusCode).toBe(204);
    for (const code of codes) expect((await app.inject({ url: `/api/certificates/${code}` })).statusCode).toBe(404);
  });

  it("fails a forged or altered certificate code", async () => {
    for (const code of ["ABCD-EFGH-JKMN", "2222-2222-2222", "x".repeat(64), "%00"]) {
      const response = await app.inject({ url: `/api/certificates/${encodeURIComponent(code)}` });
      expect(response.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, code).toBeLessThan(500);
    }
  });

  it("refuses progress on a lesson above the user's tier", async () => {
    const { course } = await buildCourse(context, { tier: "enterprise", lessons: 1 });
    const { headers } = await headersOf({ tier: "premium" });
    const response = await app.inject({
      method: "PUT",
      url: `${lessonUrl(course.slug)}/progress`,
      headers,
      payload: { isCompleted: true },
    });
    expect(response.statusCode).toBe(403);
  });
});
