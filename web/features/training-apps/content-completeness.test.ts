import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../lib/languages";
import type { ContentLoaders } from "../../lib/use-app-content";
import { DILEMMAS_CA } from "../../../i18n/content/dilemmas/ca";
import { DILEMMAS_EN } from "../../../i18n/content/dilemmas/en";
import { DILEMMAS_ES } from "../../../i18n/content/dilemmas/es";
import { GLOSSARY_CA } from "../../../i18n/content/glossary/ca";
import { GLOSSARY_EN } from "../../../i18n/content/glossary/en";
import { GLOSSARY_ES } from "../../../i18n/content/glossary/es";
import { QUIZ_CA } from "../../../i18n/content/quiz/ca";
import { QUIZ_EN } from "../../../i18n/content/quiz/en";
import { QUIZ_ES } from "../../../i18n/content/quiz/es";
import { REFLECTION_CA } from "../../../i18n/content/reflection/ca";
import { REFLECTION_EN } from "../../../i18n/content/reflection/en";
import { REFLECTION_ES } from "../../../i18n/content/reflection/es";
import { DILEMMAS, DILEMMA_THEMES } from "../../../i18n/content/dilemmas/scenarios";
import { GLOSSARY_TERMS, GLOSSARY_TOPICS } from "../../../i18n/content/glossary/terms";
import { QUIZ_LEVELS, QUIZ_QUESTIONS, QUIZ_TOPICS } from "../../../i18n/content/quiz/questions";
import { REFLECTION_THEMES } from "../../../i18n/content/reflection/themes";

/** Every string reachable in a value, with the path that leads to it. */
function collectStrings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => collectStrings(item, `${path}[${index}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => collectStrings(item, path ? `${path}.${key}` : key));
  return [];
}

/** The words as the server serves them (GET /api/training/content/:app), one language at a time. */
function loadersOf<Content>(es: Content, ca: Content, en: Content): ContentLoaders<Content> {
  return { es: async () => es, ca: async () => ca, en: async () => en };
}
const GLOSSARY_CONTENT = loadersOf(GLOSSARY_ES, GLOSSARY_CA, GLOSSARY_EN);
const QUIZ_CONTENT = loadersOf(QUIZ_ES, QUIZ_CA, QUIZ_EN);
const DILEMMA_CONTENT = loadersOf(DILEMMAS_ES, DILEMMAS_CA, DILEMMAS_EN);
const REFLECTION_CONTENT = loadersOf(REFLECTION_ES, REFLECTION_CA, REFLECTION_EN);

async function loadAll<Content>(loaders: ContentLoaders<Content>) {
  return Promise.all(LANGUAGES.map(async ({ code }) => ({ code, content: await loaders[code]() })));
}

const APPS = [
  { name: "glossary", loaders: GLOSSARY_CONTENT, ids: GLOSSARY_TERMS.map((term) => term.id) },
  { name: "quiz", loaders: QUIZ_CONTENT, ids: QUIZ_QUESTIONS.map((question) => question.id) },
  { name: "dilemmas", loaders: DILEMMA_CONTENT, ids: DILEMMAS.map((dilemma) => dilemma.id) },
  { name: "reflection", loaders: REFLECTION_CONTENT, ids: REFLECTION_THEMES.map((theme) => theme.id) },
] as const;

describe.each(APPS)("$name content", ({ loaders, ids }) => {
  it("exists in es, ca and en with exactly the same ids", async () => {
    for (const { content } of await loadAll<object>(loaders)) {
      expect(Object.keys(content).sort()).toEqual([...ids].sort());
    }
  });

  it("has no empty or untrimmed string in any language", async () => {
    for (const { code, content } of await loadAll<object>(loaders)) {
      const bad = collectStrings(content).filter(([, text]) => text.trim() === "" || text !== text.trim());
      expect(bad.map(([path]) => `${code}:${path}`)).toEqual([]);
    }
  });

  it("has the same shape in every language", async () => {
    const [reference, ...others] = await loadAll<object>(loaders);
    const shape = (content: object) => collectStrings(content).map(([path]) => path);
    for (const other of others) expect(shape(other.content)).toEqual(shape(reference?.content ?? {}));
  });
});

describe("glossary", () => {
  it("has at least 80 terms, every topic used and related terms that exist", () => {
    expect(GLOSSARY_TERMS.length).toBeGreaterThanOrEqual(80);
    const ids = new Set<string>(GLOSSARY_TERMS.map((term) => term.id));
    expect(ids.size).toBe(GLOSSARY_TERMS.length);
    for (const topic of GLOSSARY_TOPICS) expect(GLOSSARY_TERMS.some((term) => term.topic === topic)).toBe(true);
    for (const term of GLOSSARY_TERMS) {
      expect(term.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const related of term.related) expect(ids.has(related), `${term.id} → ${related}`).toBe(true);
    }
  });

  it("gives every term a distinct name in each language", async () => {
    for (const { content } of await loadAll(GLOSSARY_CONTENT)) {
      const names = Object.values(content).map((text) => text.term.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe("quiz", () => {
  it("has at least 60 questions covering every topic × level", () => {
    expect(QUIZ_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    for (const topic of QUIZ_TOPICS)
      for (const level of QUIZ_LEVELS)
        expect(
          QUIZ_QUESTIONS.filter((question) => question.topic === topic && question.level === level).length,
        ).toBeGreaterThanOrEqual(3);
  });

  it("offers four different options for every question in every language", async () => {
    for (const { code, content } of await loadAll(QUIZ_CONTENT)) {
      for (const [id, question] of Object.entries(content)) {
        expect(new Set(question.options).size, `${code}:${id}`).toBe(4);
      }
    }
  });
});

describe("dilemmas", () => {
  it("has at least 12 scenarios covering every theme, each option favouring a value", () => {
    expect(DILEMMAS.length).toBeGreaterThanOrEqual(12);
    for (const theme of DILEMMA_THEMES) expect(DILEMMAS.some((dilemma) => dilemma.theme === theme)).toBe(true);
    for (const dilemma of DILEMMAS)
      for (const option of dilemma.options) expect(option.values.length).toBeGreaterThan(0);
  });

  it("describes exactly the options each scenario defines", async () => {
    for (const { content } of await loadAll(DILEMMA_CONTENT)) {
      for (const dilemma of DILEMMAS) expect(content[dilemma.id].options).toHaveLength(dilemma.options.length);
    }
  });
});

describe("reflection themes", () => {
  it("are the themes the server accepts", async () => {
    const { REFLECTION_THEME_IDS } = await import("../../../contracts/training");
    expect(REFLECTION_THEMES.map((theme) => theme.id)).toEqual([...REFLECTION_THEME_IDS]);
  });
});
