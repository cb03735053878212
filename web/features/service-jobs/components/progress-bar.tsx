import { ProgressTrack } from "../../../ui/progress-track";

/** A labelled bar from 0 to 1 (upload, then job progress). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(Math.max(value, 0), 1) * 100);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-muted">
        <span>{label}</span>
        <span aria-hidden="true">{percent} %</span>
      </div>
      <ProgressTrack value={value} max={1} label={label} />
    </div>
  );
}
