import { describe, expect, it } from "vitest";
import type { TAccessCode } from "../../../../contracts/access-codes";
import { buildCodesCsv } from "./codes-csv";
import { codeStatusOf } from "./code-status";

function buildCode(overrides: Partial<TAccessCode> = {}): TAccessCode {
  return {
    id: "c1",
    code: "ABCD2345",
    kind: "activation",
    tier: "premium",
    duration_days: 30,
    max_uses: 10,
    uses: 2,
    expires_at: null,
    note: null,
    disabled: false,
    created_at: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

const NOW = new Date("2026-11-15T00:00:00Z");

describe("access code CSV", () => {
  it("writes a header and one row per code", () => {
    const csv = buildCodesCsv([buildCode()], NOW);
    expect(csv).toBe(
      "code,kind,tier,duration_days,max_uses,uses,expires_at,note,status,created_at\r\n" +
        "ABCD2345,activation,premium,30,10,2,,,active,2026-11-01T10:00:00.000Z\r\n",
    );
  });

  it("quotes notes with commas and quotes, and defuses formulas", () => {
    const csv = buildCodesCsv(
      [buildCode({ note: 'Evento "marzo", Madrid' }), buildCode({ note: "=HYPERLINK(1)" })],
      NOW,
    );
    expect(csv).toContain('"Evento ""marzo"", Madrid"');
    expect(csv).toContain(`"'=HYPERLINK(1)"`);
  });

  it("names why a code no longer works", () => {
    expect(codeStatusOf(buildCode({ disabled: true }), NOW)).toBe("disabled");
    expect(codeStatusOf(buildCode({ expires_at: "2026-11-14T00:00:00Z" }), NOW)).toBe("expired");
    expect(codeStatusOf(buildCode({ uses: 10 }), NOW)).toBe("usedUp");
    expect(codeStatusOf(buildCode(), NOW)).toBe("active");
  });
});
