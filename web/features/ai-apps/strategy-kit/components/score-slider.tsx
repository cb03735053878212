import { SCORE_MAX, SCORE_MIN } from "../../../../../contracts/strategy-kit";

/** A 1–5 slider with its label and value; arrow keys move it one step. */
export function ScoreSlider({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex justify-between text-sm font-medium text-foreground">
        <span>{label}</span>
        <span aria-hidden="true">{value}/5</span>
      </label>
      <input
        id={id}
        type="range"
        min={SCORE_MIN}
        max={SCORE_MAX}
        step={1}
        value={value}
        aria-valuetext={`${value}/5`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-[var(--color-accent)]"
      />
    </div>
  );
}
