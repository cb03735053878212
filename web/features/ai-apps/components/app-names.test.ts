import { describe, expect, it } from "vitest";
import ca from "../../../locales/ca/pages.json";
import en from "../../../locales/en/pages.json";
import es from "../../../locales/es/pages.json";

/** Two names that differ only by a small word ("en", "de") read as the same app to a buyer. */
const significantWords = (name: string) =>
  new Set(
    name
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => word.length > 3),
  );

describe("the free and the premium maturity apps", () => {
  it.each([
    ["es", es],
    ["ca", ca],
    ["en", en],
  ])("have names a buyer tells apart in %s", (_, pages) => {
    const free = significantWords(pages.maturityChecklist.title);
    const premium = significantWords(pages.premiumApps.maturityChecklistApp);
    expect([...premium].some((word) => !free.has(word))).toBe(true);
  });
});
