import { describe, expect, it } from "vitest";
import { Translator } from "./translator";

const catalogues = {
  es: {
    common: {
      greeting: "Hola, {{name}}",
      nav: { blog: "Blog" },
      posts_one: "{{count}} artículo",
      posts_other: "{{count}} artículos",
    },
    legal: { sections: [{ title: "Uno" }] },
  },
  ca: {
    common: {
      greeting: "Hola, {{name}}",
      nav: { blog: "Bloc" },
      posts_one: "{{count}} article",
      posts_other: "{{count}} articles",
    },
  },
};

describe("Translator", () => {
  it("reads nested keys, fills placeholders and picks the plural form of the language", () => {
    const translator = new Translator({ language: "es", fallbackLanguage: "es", catalogues });
    expect(translator.t("nav.blog")).toBe("Blog");
    expect(translator.t("greeting", { name: "Ana" })).toBe("Hola, Ana");
    expect(translator.t("posts", { count: 1 })).toBe("1 artículo");
    expect(translator.t("posts", { count: 0 })).toBe("0 artículos");
    expect(translator.t("posts", { count: 1_000_000 })).toBe("1000000 artículos");
  });

  it("reads another namespace by prefix or option, returns objects when asked and the key when missing", () => {
    const translator = new Translator({ language: "es", fallbackLanguage: "es", catalogues });
    expect(translator.t("legal:sections", { returnObjects: true })).toEqual([{ title: "Uno" }]);
    expect(translator.t("sections", { ns: "legal", returnObjects: true })).toEqual([{ title: "Uno" }]);
    expect(translator.t("sections", { ns: "legal" })).toBe("sections");
    expect(translator.t("nav.missing")).toBe("nav.missing");
    expect(translator.t("greeting")).toBe("Hola, {{name}}");
  });

  it("falls back to Spanish for a key another language lacks", () => {
    const translator = new Translator({ language: "ca", fallbackLanguage: "es", catalogues });
    expect(translator.t("nav.blog")).toBe("Bloc");
    expect(translator.t("legal:sections", { returnObjects: true })).toEqual([{ title: "Uno" }]);
  });

  it("loads each catalogue once, and switches language only after the namespaces in use are loaded", async () => {
    const loads: string[] = [];
    const translator = new Translator({
      language: "es",
      fallbackLanguage: "es",
      load: (language, namespace) => {
        loads.push(`${language}/${namespace}`);
        return Promise.resolve(catalogues[language as "es" | "ca"].common);
      },
    });
    const changes: string[] = [];
    translator.on("languageChanged", (language) => changes.push(`${language}:${translator.t("nav.blog")}`));
    await Promise.all([translator.loadNamespaces("common"), translator.loadNamespaces(["common"])]);
    expect(translator.t("nav.blog")).toBe("Blog");
    await translator.changeLanguage("ca");
    expect(loads).toEqual(["es/common", "ca/common"]);
    expect(changes).toEqual(["ca:Bloc"]);
    expect(translator.usedNamespaces).toEqual(new Set(["common"]));
  });

  it("shows keys rather than waiting forever when a catalogue fails to load", async () => {
    const translator = new Translator({
      language: "es",
      fallbackLanguage: "es",
      load: () => Promise.reject(new Error("offline")),
    });
    await translator.loadNamespaces("blog");
    expect(translator.hasLoaded("blog")).toBe(true);
    expect(translator.t("blog:title")).toBe("title");
  });
});
