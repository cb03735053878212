import { useCallback, useState } from "react";
import type { TLessonProgress, TProgressUpdate } from "../../../../contracts/courses";
import { ApiError } from "../../../lib/api";
import { WatchedTimeCounter } from "./watched-time-counter";

/** The server's answer to a completion without enough watched time; the time sent was still credited. */
export function isNotWatchedError(error: unknown): boolean {
  return error instanceof ApiError && error.code === "lesson_not_watched";
}

/**
 * The player's watched-time counter and a save that carries its pending seconds. A save that
 * fails gives them back for the next one, except the "not watched enough" refusal: the server
 * credits the time before it judges the completion.
 */
export function useWatchedTime(save: (update: TProgressUpdate) => Promise<TLessonProgress>) {
  const [counter] = useState(() => new WatchedTimeCounter());
  const saveWithWatchedTime = useCallback(
    async (update: TProgressUpdate) => {
      const watchedSeconds = counter.take();
      try {
        return await save({ ...update, watchedSeconds });
      } catch (error) {
        if (!isNotWatchedError(error)) counter.giveBack(watchedSeconds);
        throw error;
      }
    },
    [counter, save],
  );
  return { counter, saveWithWatchedTime };
}
