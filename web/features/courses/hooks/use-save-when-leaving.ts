import { useEffect, useRef, type RefObject } from "react";
import type { WatchedTimeCounter } from "./watched-time-counter";

/**
 * Saves the watched seconds not yet saved when the page is hidden (another tab, the phone
 * locked, the page closing) or the player goes away (the next lesson), so they are not lost.
 */
export function useSaveWhenLeaving(
  videoRef: RefObject<HTMLVideoElement | null>,
  counter: WatchedTimeCounter,
  save: (video: HTMLVideoElement) => void,
): void {
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const saveIfPending = () => {
      if (counter.pendingSeconds > 0) latestSave.current(video);
    };
    const handleVisibility = () => {
      if (document.visibilityState === "hidden") saveIfPending();
    };
    document.addEventListener("visibilitychange", handleVisibility);
    return () => {
      document.removeEventListener("visibilitychange", handleVisibility);
      saveIfPending();
    };
  }, [videoRef, counter]);
}
