import { useTranslation } from "../../../lib/translation/use-translation";
import { ArrowDown, ArrowUp } from "lucide-react";
import { RowActionButton } from "../../../ui/row-actions";

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
  const { t } = useTranslation();
  const move = (step: -1 | 1) => {
    const next = moveId(ids, index, step);
    if (next) reorder.mutate(next);
  };
  return (
    <>
      <RowActionButton
        icon={ArrowUp}
        text={t("actions.moveUp")}
        aria-label={upLabel}
        disabled={reorder.isPending || index === 0}
        onClick={() => move(-1)}
      />
      <RowActionButton
        icon={ArrowDown}
        text={t("actions.moveDown")}
        aria-label={downLabel}
        disabled={reorder.isPending || index === ids.length - 1}
        onClick={() => move(1)}
      />
    </>
  );
}
