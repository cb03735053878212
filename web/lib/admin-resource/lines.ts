/** A list typed one item per line in a textarea: each line trimmed, blank lines dropped. */
export function listFromLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}
