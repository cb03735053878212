import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat, pluralRulesOf } from "./intl-formats";

describe("intl formats", () => {
  it("gives the same formatter for the same language and options", () => {
    expect(dateTimeFormat("es", { dateStyle: "long" })).toBe(dateTimeFormat("es", { dateStyle: "long" }));
    expect(numberFormat("ca", { maximumFractionDigits: 1 })).toBe(numberFormat("ca", { maximumFractionDigits: 1 }));
    expect(pluralRulesOf("en")).toBe(pluralRulesOf("en"));
  });

  it("keeps languages and options apart", () => {
    const date = new Date("2025-03-03T10:00:00Z");
    expect(dateTimeFormat("es", { dateStyle: "long", timeZone: "UTC" }).format(date)).toBe("3 de marzo de 2025");
    expect(dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(date)).toBe("March 3, 2025");
    expect(dateTimeFormat("es", { dateStyle: "medium", timeZone: "UTC" }).format(date)).toBe("3 mar 2025");
    expect(numberFormat("es", { style: "currency", currency: "EUR" })).not.toBe(numberFormat("es"));
    expect(pluralRulesOf("en").select(1)).toBe("one");
    expect(pluralRulesOf("es").select(2)).toBe("other");
  });
});
