/**
 * Checks that what a model wrote down was really in the source text: a name, a date as said, a
 * quoted passage. Comparison ignores case, accents, punctuation and spacing.
 */

/** Lower case, no accents, letters and digits separated by single spaces. */
export function normaliseForMatch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** True when `passage` (at least one letter or digit) appears in `source`, whole words only. */
export function appearsIn(passage: string, source: string): boolean {
  const needle = normaliseForMatch(passage);
  if (!needle) return false;
  return ` ${normaliseForMatch(source)} `.includes(` ${needle} `);
}

/** True when at least one word of a person's name (two letters or more) appears in `source`. */
export function nameAppearsIn(name: string, source: string): boolean {
  const haystack = ` ${normaliseForMatch(source)} `;
  return normaliseForMatch(name)
    .split(" ")
    .some((word) => word.length >= 2 && haystack.includes(` ${word} `));
}
