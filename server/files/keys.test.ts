import { describe, expect, it } from "vitest";
import { isPublicKey, privateFolder } from "./keys";

describe("public file keys", () => {
  it("serves ordinary upload keys", () => {
    expect(isPublicKey("blog/2026/11/0b7f2c9e-1f0a-4c1e-9a51-6f0f7a3c2d11.webp")).toBe(true);
    expect(isPublicKey("privately-shared/2026/11/a.webp")).toBe(true);
  });

  it("refuses private keys whatever their case (a case-insensitive disk finds private/ at PRIVATE/)", () => {
    expect(isPublicKey(`${privateFolder("lessons")}/2026/11/a.mp4`)).toBe(false);
    for (const top of ["PRIVATE", "Private", "pRiVaTe"]) {
      expect(isPublicKey(`${top}/lessons/2026/11/a.mp4`)).toBe(false);
      expect(isPublicKey(`${top}/resources/a.pdf`)).toBe(false);
    }
  });
});
