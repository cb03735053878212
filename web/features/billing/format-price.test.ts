import { describe, expect, it } from "vitest";
import { formatEuros } from "./format-price";

describe("formatEuros", () => {
  it("writes the price the way each language does", () => {
    expect(formatEuros(29, "es").replace(/\s/g, " ")).toBe("29 €");
    expect(formatEuros(9, "ca").replace(/\s/g, " ")).toBe("9 €");
    expect(formatEuros(9, "en")).toBe("€9");
    expect(formatEuros(0, "en")).toBe("€0");
  });
});
