import { useEffect, useRef, type RefObject } from "react";

/** HTMLMediaElement.HAVE_METADATA: the duration is known and the element can seek. */
const HAVE_METADATA = 1;

/**
 * Seeks the video to the saved position once both are there: the lesson's saved position (the
 * component renders with it) and the video's metadata. The metadata may arrive before React has
 * committed the element and attached its handlers (a render delayed on a busy machine), and an
 * `onLoadedMetadata` prop then never fires; so after mounting, an element that already has its
 * metadata resumes at once, and one that does not yet resumes on its `loadedmetadata` event.
 */
export function useResumePosition(
  videoRef: RefObject<HTMLVideoElement | null>,
  positionSeconds: number,
  /** Where resuming stops making sense (the lesson counts as watched from there). */
  nearEndOf: (duration: number) => number,
): void {
  const hasResumed = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || hasResumed.current) return;
    const resume = () => {
      if (hasResumed.current) return;
      hasResumed.current = true;
      const { duration } = video;
      if (positionSeconds > 0 && Number.isFinite(duration) && positionSeconds < nearEndOf(duration))
        video.currentTime = positionSeconds;
    };
    if (video.readyState >= HAVE_METADATA) {
      resume();
      return;
    }
    video.addEventListener("loadedmetadata", resume, { once: true });
    return () => video.removeEventListener("loadedmetadata", resume);
  }, [videoRef, positionSeconds, nearEndOf]);
}
