import { describe, expect, it } from "vitest";
import type { TFunction } from "../../../lib/translation/t-function";
import { Translator } from "../../../lib/translation/translator";
import courses from "../../../locales/es/courses.json";
import { formatDuration } from "./format-duration";

const translator = new Translator({ language: "es", fallbackLanguage: "es", catalogues: { es: { courses } } });
const t = ((key: string, options?: Record<string, unknown>) =>
  translator.t(key, options, "courses")) as unknown as TFunction<"courses">;

describe("formatDuration", () => {
  it("says a short clip's seconds instead of rounding it up to minutes", () => {
    expect(formatDuration(t, 8)).toBe("8 s");
    expect(formatDuration(t, 32)).toBe("32 s");
  });

  it("says minutes, then hours and minutes", () => {
    expect(formatDuration(t, 480)).toBe("8 min");
    expect(formatDuration(t, 5400)).toBe("1 h 30 min");
  });
});
