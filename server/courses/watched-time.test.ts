import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { ZLessonProgressSchema } from "../../contracts/courses";
import { createTestApp } from "../test/app";
import { buildUser, signInAs } from "../test/factories";
import { WATCHED_CREDIT_SLACK_SECONDS } from "./store";
import { requiredWatchedSeconds } from "./watched-time";
import { buildCourse, DEMO_CLIP_SECONDS, letTimePass } from "./test-helpers";

const dataDir = `/tmp/platform-watched-test-${process.pid}`;
const { app, context } = await createTestApp({ DATA_DIR: dataDir });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A premium learner on the first lesson (an 8-second video) of a new course. */
async function startLesson() {
  const { course, lessons } = await buildCourse(context, { tier: "premium", lessons: 1 });
  const user = await buildUser(context, { tier: "premium" });
  const headers = { authorization: (await signInAs(context, user)).authorization };
  const url = `/api/courses/${course.slug}/lessons/leccion-1/progress`;
  const lessonId = lessons[0]?.lesson.id ?? "";
  const save = (payload: Record<string, unknown>) => app.inject({ method: "PUT", url, headers, payload });
  const wait = (seconds: number) => letTimePass(context, user.id, lessonId, seconds);
  return { save, wait, lessonId };
}

describe("watched time before completing a video lesson", () => {
  it("refuses to complete an unwatched video lesson with 409 and both figures", async () => {
    const { save } = await startLesson();
    const response = await save({ isCompleted: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: "lesson_not_watched", details: { watchedSeconds: 0, requiredSeconds: DEMO_CLIP_SECONDS / 2 } },
    });
  });

  it("credits no more than the real time that passed, however much or often the player claims", async () => {
    const { save, wait } = await startLesson();
    const first = ZLessonProgressSchema.parse((await save({ watchedSeconds: 10_000 })).json());
    expect(first.watchedSeconds).toBe(WATCHED_CREDIT_SLACK_SECONDS);
    // Saving again and again at once earns nothing more: the slack counts once.
    for (let index = 0; index < 5; index += 1) await save({ watchedSeconds: 10_000 });
    const again = ZLessonProgressSchema.parse((await save({ watchedSeconds: 10_000 })).json());
    expect(again.watchedSeconds).toBeLessThanOrEqual(WATCHED_CREDIT_SLACK_SECONDS + 1);
    await wait(1);
    const later = ZLessonProgressSchema.parse((await save({ watchedSeconds: 10_000 })).json());
    expect(later.watchedSeconds).toBeLessThanOrEqual(WATCHED_CREDIT_SLACK_SECONDS + 2);
    expect((await save({ isCompleted: true })).json()).toMatchObject({ error: { code: "lesson_not_watched" } });
  });

  it("completes once half of the video was watched in real time, and stays completed", async () => {
    const { save, wait } = await startLesson();
    await save({ watchedSeconds: 0 });
    await wait(DEMO_CLIP_SECONDS);
    const completed = await save({ watchedSeconds: DEMO_CLIP_SECONDS, positionSeconds: 8, isCompleted: true });
    expect(completed.statusCode).toBe(200);
    expect(ZLessonProgressSchema.parse(completed.json())).toMatchObject({
      isCompleted: true,
      watchedSeconds: DEMO_CLIP_SECONDS,
    });
    const later = ZLessonProgressSchema.parse((await save({ positionSeconds: 1, isCompleted: true })).json());
    expect(later.isCompleted).toBe(true);
  });

  it("asks for half of the video's measured length when the lesson declares none", async () => {
    const { save, wait, lessonId } = await startLesson();
    await context.database.pool.query("update microcourse_lessons set duration_minutes = 0 where id = $1", [lessonId]);
    await save({ watchedSeconds: 0 });
    await wait(2);
    expect((await save({ watchedSeconds: 2, isCompleted: true })).json()).toMatchObject({
      error: { details: { requiredSeconds: DEMO_CLIP_SECONDS / 2 } },
    });
  });

  it("completes a text lesson (no video) at once", async () => {
    const { save, lessonId } = await startLesson();
    await context.database.pool.query("delete from lesson_files where lesson_id = $1 and kind = 'video'", [lessonId]);
    const response = await save({ isCompleted: true });
    expect(response.statusCode).toBe(200);
    expect(ZLessonProgressSchema.parse(response.json()).isCompleted).toBe(true);
  });

  it("does not count the same real time twice for parallel saves", async () => {
    const { save, wait } = await startLesson();
    await save({ watchedSeconds: 0 });
    await wait(5);
    const answers = await Promise.all(Array.from({ length: 6 }, () => save({ watchedSeconds: 5 })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const final = ZLessonProgressSchema.parse((await save({ watchedSeconds: 0 })).json());
    // 5 s passed and the slack counts once: six saves of 5 s together earn 5 to 7 s, not 30.
    expect(final.watchedSeconds).toBeGreaterThanOrEqual(5);
    expect(final.watchedSeconds).toBeLessThanOrEqual(5 + WATCHED_CREDIT_SLACK_SECONDS + 1);
  });
});

describe("requiredWatchedSeconds", () => {
  it("asks half of the shorter known length, and nothing of a lesson without a video or any length", () => {
    expect(requiredWatchedSeconds({ durationMinutes: 1 }, { durationSeconds: 600 })).toBe(30);
    expect(requiredWatchedSeconds({ durationMinutes: 10 }, { durationSeconds: 61 })).toBe(31);
    expect(requiredWatchedSeconds({ durationMinutes: 2 }, { durationSeconds: null })).toBe(60);
    expect(requiredWatchedSeconds({ durationMinutes: 0 }, { durationSeconds: null })).toBeNull();
    expect(requiredWatchedSeconds({ durationMinutes: 5 }, undefined)).toBeNull();
  });
});
