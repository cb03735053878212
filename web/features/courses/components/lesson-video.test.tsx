import { fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TCourseDetail, TLessonDetail } from "../../../../contracts/courses";
import { Translator } from "../../../lib/translation/translator";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import common from "../../../locales/es/common.json";
import courses from "../../../locales/es/courses.json";
import { WatchedTimeCounter } from "../hooks/watched-time-counter";
import { LessonVideo } from "./lesson-video";

const DURATION = 60;

function lessonAt(positionSeconds: number): TLessonDetail {
  return {
    id: "l1",
    slug: "leccion",
    title: "Lección",
    durationSeconds: 60,
    contentHtml: "",
    video: { id: "v1", kind: "video", name: "v.webm", contentType: "video/webm", size: 1, url: "/v.webm" },
    captions: null,
    images: [],
    attachments: [],
    positionSeconds,
    isCompleted: false,
    previousSlug: null,
    nextSlug: null,
    course: {} as TCourseDetail,
  };
}

/** jsdom plays no media: the element's metadata state and seeks are the browser's, stood in for here. */
let readyState = 0;
let seeks: number[] = [];
beforeEach(() => {
  readyState = 0;
  seeks = [];
  vi.spyOn(HTMLMediaElement.prototype, "readyState", "get").mockImplementation(() => readyState);
  vi.spyOn(HTMLMediaElement.prototype, "duration", "get").mockImplementation(() =>
    readyState > 0 ? DURATION : Number.NaN,
  );
  vi.spyOn(HTMLMediaElement.prototype, "currentTime", "set").mockImplementation((seconds: number) => {
    seeks.push(seconds);
  });
});
afterEach(() => vi.restoreAllMocks());

function renderVideo(lesson: TLessonDetail, counter = new WatchedTimeCounter(), onSave = (_seconds: number) => {}) {
  const translator = new Translator({
    language: "es",
    fallbackLanguage: "es",
    catalogues: { es: { common, courses } },
  });
  return render(
    <TranslatorProvider translator={translator}>
      <LessonVideo lesson={lesson} counter={counter} onSave={onSave} onNearEnd={() => undefined} />
    </TranslatorProvider>,
  );
}

describe("LessonVideo resume", () => {
  it("resumes at the saved position when the metadata arrived before the player was mounted", () => {
    // A busy machine: the browser read the metadata while React had not yet committed the element.
    readyState = 1;
    renderVideo(lessonAt(3));
    expect(seeks).toEqual([3]);
  });

  it("resumes at the saved position when the metadata arrives after mounting, once", () => {
    const { container } = renderVideo(lessonAt(3));
    expect(seeks).toEqual([]);
    const video = container.querySelector("video");
    if (!video) throw new Error("no video");
    readyState = 1;
    fireEvent(video, new Event("loadedmetadata"));
    fireEvent(video, new Event("loadedmetadata"));
    expect(seeks).toEqual([3]);
  });

  it("starts from the beginning when the saved position is at the end or there is none", () => {
    readyState = 1;
    renderVideo(lessonAt(DURATION - 2));
    renderVideo(lessonAt(0));
    expect(seeks).toEqual([]);
  });
});

describe("LessonVideo watched time", () => {
  it("counts played seconds, not a seek, and saves the position when paused", () => {
    readyState = 1;
    let position = 0;
    let isPaused = true;
    vi.spyOn(HTMLMediaElement.prototype, "currentTime", "get").mockImplementation(() => position);
    vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(() => isPaused);
    const counter = new WatchedTimeCounter();
    const saves: number[] = [];
    const { container } = renderVideo(lessonAt(0), counter, (seconds) => saves.push(seconds));
    const video = container.querySelector("video");
    if (!video) throw new Error("no video");
    const playTo = (seconds: number) => {
      while (position < seconds) {
        position += 0.25;
        fireEvent.timeUpdate(video);
      }
    };
    isPaused = false;
    fireEvent.play(video);
    playTo(2);
    position = 30; // the learner drags the seek bar ahead
    fireEvent.seeking(video);
    fireEvent.timeUpdate(video);
    playTo(31);
    expect(counter.pendingSeconds).toBeCloseTo(3);
    isPaused = true;
    fireEvent.pause(video);
    expect(saves).toEqual([0, 30, 31]);
  });
});
