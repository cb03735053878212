import { describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { FormattedLabelsProvider, useFormattedLabel } from "./formatted-labels";

function withLabels(labels: Map<string, string>) {
  return ({ children }: { children: ReactNode }) => (
    <FormattedLabelsProvider labels={labels}>{children}</FormattedLabelsProvider>
  );
}

describe("useFormattedLabel", () => {
  it("gives the label the page came with, without formatting it again", () => {
    const labels = new Map([["date:date:es:2025-03-03T10:00:00.000Z", "3 de marzo de 2025"]]);
    const format = vi.fn(() => "otra cosa");
    const { result } = renderHook(() => useFormattedLabel(), { wrapper: withLabels(labels) });
    expect(result.current("date:date:es:2025-03-03T10:00:00.000Z", format)).toBe("3 de marzo de 2025");
    expect(format).not.toHaveBeenCalled();
  });

  it("formats a new label once and keeps it for the page (the server sends what it kept)", () => {
    const labels = new Map<string, string>();
    const format = vi.fn(() => "9 €");
    const { result } = renderHook(() => useFormattedLabel(), { wrapper: withLabels(labels) });
    expect(result.current("euros:es:9", format)).toBe("9 €");
    expect(result.current("euros:es:9", format)).toBe("9 €");
    expect(format).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(labels)).toEqual({ "euros:es:9": "9 €" });
  });

  it("formats every time outside a provider", () => {
    const format = vi.fn(() => "1 mar 2025");
    const { result } = renderHook(() => useFormattedLabel());
    result.current("date:mediumDate:es:x", format);
    result.current("date:mediumDate:es:x", format);
    expect(format).toHaveBeenCalledTimes(2);
  });
});
