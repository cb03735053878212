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

/** What the buttons need of a reorder mutation (TanStack Query's `useMutation` fits). */
interface ReorderMutation {
  isPending: boolean;
  mutate: (ids: string[]) => void;
}

/** Up and down buttons for reordering with the keyboard (no drag needed); they send the whole new order. */
export function MoveButtons({
  ids,
  index,
  upLabel,
  downLabel,
  reorder,
}: {
  ids: string[];
  index: number;
  upLabel: string;
  downLabel: string;
  reorder: ReorderMutation;
}) {
  const move = (step: -1 | 1) => {
    const next = moveId(ids, index, step);
    if (next) reorder.mutate(next);
  };
  return (
    <span className="inline-flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={upLabel}
        disabled={reorder.isPending || index === 0}
        onClick={() => move(-1)}
      >
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={downLabel}
        disabled={reorder.isPending || index === ids.length - 1}
        onClick={() => move(1)}
      >
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
      </Button>
    </span>
  );
}
