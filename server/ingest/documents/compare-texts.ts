import { diffSentences } from "diff";
import type { CompareLimits, Outcome, TextDifference } from "../tasks";

/** The diff gives up past this long even within its edit bound (a backstop; the bounds come first). */
const DIFF_TIMEOUT_MS = 3_000;

/**
 * The differences between two versions of a document, sentence by sentence, in the ingest
 * worker. Whitespace is not a difference (a PDF's text and a Word document's break lines
 * differently), and a removal followed by an addition is one change. Its cost is bounded before
 * it starts: each version has at most `sentencesMax` sentences, and the diff stops past
 * `editsMax` sentences added and removed (Myers' algorithm costs the sentences times the edits).
 * Versions too long or too different answer `too_different`.
 */
export function compareTexts(first: string, second: string, limits: CompareLimits): Outcome<TextDifference[]> {
  const before = normalise(first);
  const after = normalise(second);
  if (countSentences(before) > limits.sentencesMax || countSentences(after) > limits.sentencesMax) {
    return { refusal: "too_different" };
  }
  // Sentences and the spaces between them are both tokens: twice the edits in tokens.
  const changes = diffSentences(before, after, { maxEditLength: limits.editsMax * 2, timeout: DIFF_TIMEOUT_MS });
  if (!changes) return { refusal: "too_different" };
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
  if (differences.length > limits.differencesMax) return { refusal: "too_different" };
  return {
    value: differences
      .map((difference) => ({
        before: clip(difference.before, limits.sideMax),
        after: clip(difference.after, limits.sideMax),
      }))
      .filter((difference) => difference.before !== difference.after),
  };
}

function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Sentence ends as the diff's tokenizer finds them: `.`, `!` or `?` before a space. */
function countSentences(text: string): number {
  let count = 1;
  for (let index = 0; index < text.length - 1; index += 1) {
    const character = text.charCodeAt(index);
    if ((character === 0x2e || character === 0x21 || character === 0x3f) && text.charCodeAt(index + 1) === 0x20) {
      count += 1;
    }
  }
  return count;
}

function clip(side: string, max: number): string {
  const trimmed = side.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}
