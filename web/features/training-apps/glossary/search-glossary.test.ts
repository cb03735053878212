import { describe, expect, it } from "vitest";
import { GLOSSARY_ES } from "../../../../i18n/content/glossary/es";
import { buildGlossaryEntries, filterGlossary, normalizeForSearch, rankByName } from "./search-glossary";

const entries = buildGlossaryEntries(GLOSSARY_ES, "es");

describe("glossary search", () => {
  it.each([
    ["Alucinación", "alucinacion"],
    ["  RÉGIMEN ", "regimen"],
    ["Seudonimización", "seudonimizacion"],
    ["Intel·ligència", "intelligencia"],
  ])("normalises %j to %j", (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it.each([
    ["alucinacion", "hallucination"],
    ["ALUCINACIÓN", "hallucination"],
    ["seudonimizacion", "pseudonymisation"],
    ["ventana contexto", "context-window"],
  ])("finds %j whatever the accents and case", (query, id) => {
    expect(filterGlossary(entries, query, null).map((entry) => entry.id)).toContain(id);
  });

  it("keeps only the chosen topic", () => {
    const regulation = filterGlossary(entries, "", "regulation");
    expect(regulation.length).toBeGreaterThan(5);
    expect(regulation.every((entry) => entry.topic === "regulation")).toBe(true);
  });

  it("finds nothing for a word no term mentions", () => {
    expect(filterGlossary(entries, "zzzzqqq", null)).toEqual([]);
  });

  it("puts matches on the term's name before matches in its text", () => {
    const ranked = rankByName(filterGlossary(entries, "token", null), "token");
    expect(ranked[0]?.id).toBe("token");
  });

  it("sorts alphabetically and indexes each term under its unaccented initial", () => {
    const names = entries.map((entry) => entry.term);
    expect(names).toEqual([...names].sort(new Intl.Collator("es", { sensitivity: "base" }).compare));
    expect(entries.every((entry) => /^[A-Z0-9]$/.test(entry.letter))).toBe(true);
  });
});
