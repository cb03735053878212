import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DILEMMAS_ES } from "../../i18n/content/dilemmas/es";
import { GLOSSARY_CA } from "../../i18n/content/glossary/ca";
import { PROMPT_GENERATOR_EN } from "../../i18n/content/prompt-generator/en";
import { QUIZ_ES } from "../../i18n/content/quiz/es";
import { REFLECTION_ES } from "../../i18n/content/reflection/es";
import { STRATEGY_ES } from "../../i18n/content/strategy-kit/es";
import { TRAINING_ES } from "../../i18n/content/training-generator/es";
import { signInThroughApi } from "../fixtures/api";
import { createUserWithTier } from "./training-accounts";

/** One sentence of each premium app's words, in the languages the bundle used to carry. */
const PREMIUM_SENTENCES = [
  QUIZ_ES["fundamentals-basic-1"].question,
  GLOSSARY_CA["artificial-intelligence"].definition,
  DILEMMAS_ES["hr-review-notes"].scenario,
  REFLECTION_ES["daily-use"].questions["keep-human"],
  PROMPT_GENERATOR_EN.checks[0] ?? "",
  STRATEGY_ES.quadrants["quick-win"].advice,
  TRAINING_ES.modules.foundations.objectives[0] ?? "",
];

/** The built browser code as text, with `\uXXXX` escapes turned back into their characters. */
function readBundle(): string {
  const assets = path.resolve(import.meta.dirname, "../../dist/web/assets");
  return readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(path.join(assets, name), "utf8"))
    .join("\n")
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

test.describe("[TRAINING][CONTENT]", () => {
  test("the premium apps' words are not in the public JavaScript", () => {
    const bundle = readBundle();
    expect(PREMIUM_SENTENCES.every((sentence) => sentence.length > 30)).toBe(true);
    expect(PREMIUM_SENTENCES.filter((sentence) => bundle.includes(sentence))).toEqual([]);
  });

  test("the API gives them to a premium account only: a visitor gets 401, a free account 403", async ({ request }) => {
    const urls = ["/api/training/content/quiz?lng=es", "/api/ai-apps/content/strategy-kit?lng=es"];
    const free = await signInThroughApi(request, await createUserWithTier(request, "free"));
    const premium = await signInThroughApi(request, await createUserWithTier(request, "premium"));
    for (const url of urls) {
      expect((await request.get(url)).status()).toBe(401);
      expect((await request.get(url, { headers: { authorization: `Bearer ${free}` } })).status()).toBe(403);
      expect((await request.get(url, { headers: { authorization: `Bearer ${premium}` } })).status()).toBe(200);
    }
  });
});
