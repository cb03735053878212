import {
  GLOSSARY_TERMS,
  type GlossaryContent,
  type GlossaryTermId,
  type GlossaryTopic,
} from "../../../../i18n/content/glossary/terms";

export interface GlossaryEntry {
  id: GlossaryTermId;
  topic: GlossaryTopic;
  related: readonly GlossaryTermId[];
  term: string;
  definition: string;
  example: string;
  /** The A–Z index letter: the term's first letter without its accent. */
  letter: string;
}

/** Lower case without accents, so "régimen", "REGIMEN" and "regimen" match each other. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** Every term in one language, sorted alphabetically as a reader of that language expects. */
export function buildGlossaryEntries(content: GlossaryContent, language: string): GlossaryEntry[] {
  const collator = new Intl.Collator(language, { sensitivity: "base" });
  return GLOSSARY_TERMS.map((structure) => {
    const text = content[structure.id];
    return {
      ...structure,
      ...text,
      related: structure.related,
      letter: normalizeForSearch(text.term).charAt(0).toUpperCase(),
    };
  }).sort((left, right) => collator.compare(left.term, right.term));
}

/** Terms whose name, definition or example contains every word of the query, in one topic or all. */
export function filterGlossary(entries: GlossaryEntry[], query: string, topic: GlossaryTopic | null): GlossaryEntry[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (topic && entry.topic !== topic) return false;
    if (words.length === 0) return true;
    const haystack = normalizeForSearch(`${entry.term} ${entry.definition} ${entry.example}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Matches on the name come first: someone typing "token" wants the term, not every mention. */
export function rankByName(entries: GlossaryEntry[], query: string): GlossaryEntry[] {
  const normalized = normalizeForSearch(query);
  if (!normalized) return entries;
  const byName = entries.filter((entry) => normalizeForSearch(entry.term).includes(normalized));
  const others = entries.filter((entry) => !byName.includes(entry));
  return [...byName, ...others];
}
