import { cn } from "../lib/cn";

interface ProgressTrackProps {
  value: number;
  max: number;
  /** The accessible name; without one the bar is decoration beside a visible count. */
  label?: string;
  className?: string;
}

/**
 * The design's progress bar (indigo on the muted surface). The native progress element takes the
 * browser's own colours (green in Chromium), whatever accent-color says.
 */
export function ProgressTrack({ value, max, label, className }: ProgressTrackProps) {
  const percent = max > 0 ? Math.round(Math.min(Math.max(value / max, 0), 1) * 100) : 0;
  const meaning = label
    ? { role: "progressbar", "aria-label": label, "aria-valuemin": 0, "aria-valuemax": 100, "aria-valuenow": percent }
    : { "aria-hidden": true };
  return (
    <div {...meaning} className={cn("h-2 w-full overflow-hidden rounded-full bg-surface-muted", className)}>
      <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
