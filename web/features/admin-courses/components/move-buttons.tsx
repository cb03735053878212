import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "../../../ui/button";

/** Moves the item at `index` of `ids` one place and answers the new order, or undefined at an edge. */
export function moveId(ids: string[], index: number, step: -1 | 1): string[] | undefined {
  const target = index + step;
  if (target < 0 || target >= ids.length) return undefined;
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  if (moved === undefined) return undefined;
  next.splice(target, 0, moved);
  return next;
}

/** Up and down buttons for reordering with the keyboard (no drag needed). */
export function MoveButtons({ index, count, upLabel, downLabel, onMove, disabled }: { index: number; count: number; upLabel: string; downLabel: string; onMove: (step: -1 | 1) => void; disabled?: boolean }) {
  return (
    <span className="inline-flex gap-1">
      <Button variant="ghost" size="icon" aria-label={upLabel} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={downLabel} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
      </Button>
    </span>
  );
}
