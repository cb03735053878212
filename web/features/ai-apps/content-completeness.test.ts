import { describe, expect, it } from "vitest";
import { MATURITY_DIMENSIONS, MATURITY_ITEMS, MATURITY_LEVELS } from "../../../contracts/maturity-scoring";
import { LANGUAGES } from "../../lib/languages";
import type { ContentLoaders } from "../../lib/use-app-content";
import { PROMPT_GENERATOR_CA } from "../../../i18n/content/prompt-generator/ca";
import { PROMPT_GENERATOR_EN } from "../../../i18n/content/prompt-generator/en";
import { PROMPT_GENERATOR_ES } from "../../../i18n/content/prompt-generator/es";
import { STRATEGY_CA } from "../../../i18n/content/strategy-kit/ca";
import { STRATEGY_EN } from "../../../i18n/content/strategy-kit/en";
import { STRATEGY_ES } from "../../../i18n/content/strategy-kit/es";
import { TRAINING_CA } from "../../../i18n/content/training-generator/ca";
import { TRAINING_EN } from "../../../i18n/content/training-generator/en";
import { TRAINING_ES } from "../../../i18n/content/training-generator/es";
import { MATURITY_CONTENT } from "./content-loaders";
import { PROMPT_FORMATS, PROMPT_LENGTHS, PROMPT_TONES } from "../../../contracts/prompt-generator";
import { AI_ACT_CLASSES, QUADRANTS } from "../../../contracts/strategy-kit";
import { TRAINING_GOALS, TRAINING_LEVELS, TRAINING_ROLES } from "../../../contracts/training-plans";
import { CATALOGUE_APPS, TRAINING_MODULES } from "./training-generator/training-modules";
import { PROMPT_TEMPLATES } from "../../../i18n/content/prompt-generator/templates";

/** Every string reachable in a value, with the path that leads to it. */
function collectStrings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => collectStrings(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => collectStrings(item, path ? `${path}.${key}` : key));
  return [];
}

/** The premium apps' words as the server serves them (GET /api/ai-apps/content/:app), one language at a time. */
function loadersOf<Content>(es: Content, ca: Content, en: Content): ContentLoaders<Content> {
  return { es: async () => es, ca: async () => ca, en: async () => en };
}
const PROMPT_GENERATOR_CONTENT = loadersOf(PROMPT_GENERATOR_ES, PROMPT_GENERATOR_CA, PROMPT_GENERATOR_EN);
const STRATEGY_CONTENT = loadersOf(STRATEGY_ES, STRATEGY_CA, STRATEGY_EN);
const TRAINING_GENERATOR_CONTENT = loadersOf(TRAINING_ES, TRAINING_CA, TRAINING_EN);

async function loadAll<Content>(loaders: ContentLoaders<Content>) {
  return Promise.all(LANGUAGES.map(async ({ code }) => ({ code, content: await loaders[code]() })));
}

const APPS = [
  { name: "maturity checklist", loaders: MATURITY_CONTENT },
  { name: "prompt generator", loaders: PROMPT_GENERATOR_CONTENT },
  { name: "strategy kit", loaders: STRATEGY_CONTENT },
  { name: "training generator", loaders: TRAINING_GENERATOR_CONTENT },
] as const;

describe.each(APPS)("$name content", ({ loaders }) => {
  it("has no empty or untrimmed string in any language", async () => {
    for (const { code, content } of await loadAll<object>(loaders)) {
      const bad = collectStrings(content).filter(([, text]) => text.trim() === "" || text !== text.trim());
      expect(bad.map(([path]) => `${code}:${path}`)).toEqual([]);
    }
  });

  it("has the same shape (same ids, same number of entries) in es, ca and en", async () => {
    const [reference, ...others] = await loadAll<object>(loaders);
    const shape = (content: object) => collectStrings(content).map(([path]) => path);
    expect(others).toHaveLength(2);
    for (const other of others) expect(shape(other.content)).toEqual(shape(reference?.content ?? {}));
  });

  it("differs between languages (nothing left untranslated by copy)", async () => {
    const all = await loadAll<object>(loaders);
    const texts = all.map(({ content }) => collectStrings(content).map(([, text]) => text));
    const [spanish, ...others] = texts;
    for (const other of others) {
      const same = other.filter((text, index) => text === spanish?.[index] && text.length > 20);
      expect(same).toEqual([]);
    }
  });
});

describe("maturity checklist content", () => {
  it("words every one of the 30+ items, the six dimensions with recommendations and the five levels in each language", async () => {
    expect(MATURITY_ITEMS.length).toBeGreaterThanOrEqual(30);
    for (const { content } of await loadAll(MATURITY_CONTENT)) {
      expect(Object.keys(content.items).sort()).toEqual(MATURITY_ITEMS.map((item) => item.id).sort());
      expect(Object.keys(content.dimensions).sort()).toEqual([...MATURITY_DIMENSIONS].sort());
      for (const dimension of MATURITY_DIMENSIONS)
        expect(content.dimensions[dimension].recommendations.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(content.levels).sort()).toEqual(MATURITY_LEVELS.map(String));
      const names = Object.values(content.levels).map((level) => level.name);
      expect(new Set(names).size).toBe(5);
    }
  });
});

describe("prompt generator content", () => {
  it("has seven or more profession templates, each named and distinct in every language", async () => {
    expect(PROMPT_TEMPLATES.length).toBeGreaterThanOrEqual(7);
    for (const { content } of await loadAll(PROMPT_GENERATOR_CONTENT)) {
      expect(Object.keys(content.templates).sort()).toEqual(PROMPT_TEMPLATES.map((template) => template.id).sort());
      const names = Object.values(content.templates).map((template) => template.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe("training generator content", () => {
  it("describes every module of the library, each with objectives and activities, in every language", async () => {
    for (const { content } of await loadAll(TRAINING_GENERATOR_CONTENT)) {
      expect(Object.keys(content.modules).sort()).toEqual(TRAINING_MODULES.map((module) => module.id).sort());
      for (const module of Object.values(content.modules)) {
        expect(module.objectives.length).toBeGreaterThanOrEqual(2);
        expect(module.activities.some((activity) => activity.includes("{example}"))).toBe(true);
      }
    }
  });
});

/** i18n/ imports nothing of ours, so the content's keys restate the contracts' lists: they must stay equal. */
describe("premium AI apps' content keys", () => {
  const keysOf = (record: object) => Object.keys(record).sort();
  it("are the contracts' formats, tones, lengths, quadrants, AI Act classes, roles, levels, goals and our apps", async () => {
    for (const { content } of await loadAll(PROMPT_GENERATOR_CONTENT)) {
      expect(keysOf(content.formats)).toEqual([...PROMPT_FORMATS].sort());
      expect(keysOf(content.tones)).toEqual([...PROMPT_TONES].sort());
      expect(keysOf(content.lengths)).toEqual([...PROMPT_LENGTHS].sort());
    }
    for (const { content } of await loadAll(STRATEGY_CONTENT)) {
      expect(keysOf(content.quadrants)).toEqual([...QUADRANTS].sort());
      expect(keysOf(content.aiActClasses)).toEqual([...AI_ACT_CLASSES].sort());
    }
    for (const { content } of await loadAll(TRAINING_GENERATOR_CONTENT)) {
      expect(keysOf(content.roles)).toEqual([...TRAINING_ROLES].sort());
      expect(keysOf(content.levels)).toEqual([...TRAINING_LEVELS].sort());
      expect(keysOf(content.goals)).toEqual([...TRAINING_GOALS].sort());
      expect(keysOf(content.apps)).toEqual(keysOf(CATALOGUE_APPS));
    }
  });
});
