import { diffSentences } from "diff";
import { AppError } from "../core/errors";

export interface TextDifference {
  /** The first version's sentences ("" when the second version added them). */
  before: string;
  /** The second version's sentences ("" when they were removed). */
  after: string;
}

/** Differences the model comments on; past them the comparison says the versions are too different. */
export const DIFFERENCES_MAX = 200;
/** Characters kept of each side of one difference. */
export const DIFFERENCE_SIDE_MAX = 4_000;
/** The diff gives up past this long (two 60 000-character texts take a few milliseconds). */
const DIFF_TIMEOUT_MS = 5_000;

/**
 * The differences between two versions of a document, sentence by sentence, computed here (the
 * model only comments on them). Whitespace is not a difference: a PDF's text and a Word
 * document's break lines differently. A removal followed by an addition is one change.
 * 422 `too_many_differences` when they share too little to list.
 */
export function findDifferences(first: string, second: string): TextDifference[] {
  const changes = diffSentences(normalise(first), normalise(second), { timeout: DIFF_TIMEOUT_MS });
  if (!changes) throw tooDifferent();
  const differences: TextDifference[] = [];
  let pending: TextDifference | undefined;
  for (const change of changes) {
    if (!change.added && !change.removed) {
      if (pending) differences.push(pending);
      pending = undefined;
      continue;
    }
    pending ??= { before: "", after: "" };
    if (change.removed) pending.before += change.value;
    else pending.after += change.value;
  }
  if (pending) differences.push(pending);
  if (differences.length > DIFFERENCES_MAX) throw tooDifferent();
  return differences
    .map(({ before, after }) => ({ before: clip(before), after: clip(after) }))
    .filter(({ before, after }) => before !== after);
}

function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function clip(side: string): string {
  const trimmed = side.trim();
  return trimmed.length > DIFFERENCE_SIDE_MAX ? `${trimmed.slice(0, DIFFERENCE_SIDE_MAX - 1)}…` : trimmed;
}

function tooDifferent(): AppError {
  return new AppError(422, "too_many_differences", "The two versions differ too much to compare");
}
