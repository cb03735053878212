import { afterEach, describe, expect, it, vi } from "vitest";
import { languageDetector } from "./language-detector";
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "./languages";

function clearCookie() {
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
}

afterEach(() => {
  localStorage.clear();
  clearCookie();
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

describe("languageDetector", () => {
  it("puts the address's language first, then the cookie, the stored choice and the browser's languages", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-GB", "es"]);
    window.history.replaceState(null, "", "/blog?lng=ca");
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "es");
    expect(languageDetector.detect()).toEqual(["ca", "en", "es", "en", "es"]);
  });

  it("falls back to the browser's languages, without their region, when nothing was chosen", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["ca-ES", "en-US"]);
    expect(languageDetector.detect()).toEqual(["ca", "en"]);
  });

  it("keeps the chosen language in local storage and in a cookie the server reads", () => {
    languageDetector.cacheUserLanguage("ca");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ca");
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ca`);
  });
});
