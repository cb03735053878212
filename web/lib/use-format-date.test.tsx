import { describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { FormattedLabelsProvider } from "./formatted-labels";
import { Translator } from "./translation/translator";
import { TranslatorProvider } from "./translation/use-translation";
import { useFormatDate } from "./use-format-date";

const ISO = "2025-03-03T10:00:00.000Z";
const OFFSET = new Date(ISO).getTimezoneOffset();

/** Formats `iso` in Spanish, reusing (and recording) the labels given, as a hydrating page does. */
function formatWith(labels: Map<string, string> | undefined, iso = ISO): string {
  const translator = new Translator({ language: "es", fallbackLanguage: "es", catalogues: { es: {} } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TranslatorProvider translator={translator}>
      <FormattedLabelsProvider labels={labels}>{children}</FormattedLabelsProvider>
    </TranslatorProvider>
  );
  return renderHook(() => useFormatDate("date"), { wrapper }).result.current(iso);
}

describe("useFormatDate", () => {
  it("reuses the server's label when the reader's clock is at the server's offset", () => {
    expect(formatWith(new Map([[`date:date:es:${ISO}:${OFFSET}`, "el del servidor"]]))).toBe("el del servidor");
  });

  it("formats the reader's own label when the server's clock was at another offset", () => {
    const labels = new Map<string, string>();
    const serverClock = vi.spyOn(Date.prototype, "getTimezoneOffset").mockReturnValue(OFFSET + 60);
    formatWith(labels);
    serverClock.mockRestore();
    for (const key of labels.keys()) labels.set(key, "el del servidor, en su zona");
    expect(labels.size).toBe(1);
    expect(formatWith(labels)).toBe(new Intl.DateTimeFormat("es", { dateStyle: "long" }).format(new Date(ISO)));
  });

  it("gives an empty label for an unreadable date", () => {
    expect(formatWith(undefined, "no es una fecha")).toBe("");
  });
});
