import { describe, expect, it } from "vitest";
import { pathInLanguage, pickAcceptedLanguage, readCookie } from "./language";

describe("page language", () => {
  it("takes the supported language with the highest quality from Accept-Language", () => {
    expect(pickAcceptedLanguage("en-GB,en;q=0.9,es;q=0.8")).toBe("en");
    expect(pickAcceptedLanguage("fr-FR, ca;q=0.7, es;q=0.9")).toBe("es");
    expect(pickAcceptedLanguage("fr, de")).toBeUndefined();
    expect(pickAcceptedLanguage("en;q=0, ca")).toBe("ca");
    expect(pickAcceptedLanguage(undefined)).toBeUndefined();
  });

  it("reads one cookie among many, and survives a malformed value", () => {
    expect(readCookie("a=1; i18next=ca; b=2", "i18next")).toBe("ca");
    expect(readCookie("xi18next=en", "i18next")).toBeUndefined();
    expect(readCookie("i18next=%E0%A4%A", "i18next")).toBeUndefined();
  });

  it("gives Spanish the bare path and the other languages their own URL", () => {
    expect(pathInLanguage("/blog", "es")).toBe("/blog");
    expect(pathInLanguage("/blog", "ca")).toBe("/blog?lng=ca");
    expect(pathInLanguage("/", "en")).toBe("/?lng=en");
  });
});
