import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/translation/use-translation";
import type { TLessonDetail } from "../../../../contracts/courses";
import { AUTO_COMPLETE_SECONDS_BEFORE_END } from "../../../../contracts/course-options";
import { Label, Select } from "../../../ui/form-controls";
import { useResumePosition } from "../hooks/use-resume-position";
import { useSaveWhenLeaving } from "../hooks/use-save-when-leaving";
import type { WatchedTimeCounter } from "../hooks/watched-time-counter";

const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
/** How often the position (and the watched time with it) is saved while playing. */
const SAVE_EVERY_SECONDS = 10;

interface LessonVideoProps {
  lesson: TLessonDetail;
  /** Counts the seconds really played; each save carries them (use-watched-time.ts). */
  counter: WatchedTimeCounter;
  /** Saves the position, with the watched seconds not yet saved. */
  onSave: (positionSeconds: number) => void;
  /** Called once when the video reaches its end (or close to it). */
  onNearEnd: () => void;
}

/** The near-end point: 10 s before the end, or the last tenth of a short clip. */
export function nearEndOf(duration: number): number {
  return Math.max(duration - AUTO_COMPLETE_SECONDS_BEFORE_END, duration * 0.9);
}

/** HTML5 player: resumes the saved position, speed choice, captions when the lesson has a VTT. */
export function LessonVideo({ lesson, counter, onSave, onNearEnd }: LessonVideoProps) {
  const { t } = useTranslation("courses");
  const videoRef = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(lesson.positionSeconds);
  const hasReportedEnd = useRef(lesson.isCompleted);
  const [speed, setSpeed] = useState(1);

  useEffect(() => {
    if (!videoRef.current) return;
    // The default survives the media load, which resets the rate to it.
    videoRef.current.defaultPlaybackRate = speed;
    videoRef.current.playbackRate = speed;
  }, [speed]);
  useResumePosition(videoRef, lesson.positionSeconds, nearEndOf);
  const save = (video: HTMLVideoElement) => {
    lastSaved.current = video.currentTime;
    onSave(video.currentTime);
  };
  useSaveWhenLeaving(videoRef, counter, save);

  if (!lesson.video) return null;
  const track = (video: HTMLVideoElement) => {
    const position = video.currentTime;
    if (!video.paused && !video.seeking) counter.observe(position, video.playbackRate);
    if (Math.abs(position - lastSaved.current) >= SAVE_EVERY_SECONDS || counter.pendingSeconds >= SAVE_EVERY_SECONDS)
      save(video);
    if (
      !hasReportedEnd.current &&
      Number.isFinite(video.duration) &&
      video.duration > 0 &&
      position >= nearEndOf(video.duration)
    ) {
      hasReportedEnd.current = true;
      onNearEnd();
    }
  };
  return (
    <div className="space-y-3">
      <video
        ref={videoRef}
        controls
        preload="metadata"
        playsInline
        aria-label={t("lesson.videoLabel", { title: lesson.title })}
        className="aspect-video w-full rounded-2xl bg-black"
        src={lesson.video.url}
        onTimeUpdate={(event) => track(event.currentTarget)}
        // Saving on play starts the server's credit clock: what is played next is measured from it.
        onPlay={(event) => {
          counter.restartAt(event.currentTarget.currentTime);
          save(event.currentTarget);
        }}
        onSeeking={(event) => counter.restartAt(event.currentTarget.currentTime)}
        // The end of the video fires `pause` (then `ended`): that save covers both.
        onPause={(event) => save(event.currentTarget)}
        onEnded={(event) => track(event.currentTarget)}
      >
        {lesson.captions && (
          <track kind="captions" src={lesson.captions.url} srcLang="es" label={t("lesson.captions")} default />
        )}
      </video>
      <div className="flex items-center gap-2">
        <Label htmlFor="lesson-speed">{t("lesson.speed")}</Label>
        <Select
          id="lesson-speed"
          value={String(speed)}
          onChange={(event) => setSpeed(Number(event.target.value))}
          className="w-28"
        >
          {SPEEDS.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
