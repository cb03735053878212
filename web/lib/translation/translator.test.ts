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

  it("loads the fallback language's catalogue too, so a key the language lacks shows in Spanish, not as the key", async () => {
    const loads: string[] = [];
    const translator = new Translator({
      language: "ca",
      fallbackLanguage: "es",
      load: (language, namespace) => {
        loads.push(`${language}/${namespace}`);
        const byLanguage: Record<string, Record<string, unknown>> = {
          es: { nav: { blog: "Blog", courses: "Cursos" } },
          ca: { nav: { blog: "Bloc" } },
        };
        return Promise.resolve(byLanguage[language] ?? {});
      },
    });
    const ready = translator.loadNamespaces("common");
    expect(translator.hasLoaded("common")).toBe(false);
    await ready;
    expect(loads.sort()).toEqual(["ca/common", "es/common"]);
    expect(translator.hasLoaded("common")).toBe(true);
    expect(translator.t("nav.blog")).toBe("Bloc");
    expect(translator.t("nav.courses")).toBe("Cursos");
  });

  it("retries a catalogue that failed, renders again when it comes in, and retries on the next ask after the last try", async () => {
    let failuresLeft = 2;
    let attempts = 0;
    const translator = new Translator({
      language: "es",
      fallbackLanguage: "es",
      retryDelays: [5],
      load: () => {
        attempts++;
        if (failuresLeft-- > 0) return Promise.reject(new Error("offline"));
        return Promise.resolve({ title: "El blog" });
      },
    });
    const arrived = new Promise<void>((resolve) => translator.on("catalogueLoaded", () => resolve()));
    const revisionBefore = translator.revision;

    await translator.loadNamespaces("blog");
    // The page may render (keys) rather than wait; one retry is scheduled and fails too.
    expect(translator.hasLoaded("blog")).toBe(true);
    expect(translator.t("blog:title")).toBe("title");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts).toBe(2);
    expect(translator.t("blog:title")).toBe("title");

    // Out of scheduled retries: the next ask tries again, and the strings arrive.
    await translator.loadNamespaces("blog");
    await arrived;
    expect(attempts).toBe(3);
    expect(translator.t("blog:title")).toBe("El blog");
    expect(translator.revision).toBeGreaterThan(revisionBefore);
  });

  it("keeps the last of two quick language changes, whichever loads first", async () => {
    const pending = new Map<string, (catalogue: Record<string, unknown>) => void>();
    const translator = new Translator({
      language: "es",
      fallbackLanguage: "es",
      catalogues: { es: { common: { nav: { blog: "Blog" } } } },
      load: (language) => new Promise((resolve) => pending.set(language, resolve)),
    });
    const changes: string[] = [];
    translator.on("languageChanged", (language) => changes.push(language));

    const toCatalan = translator.changeLanguage("ca");
    const toEnglish = translator.changeLanguage("en");
    pending.get("en")?.({ nav: { blog: "Blog (en)" } });
    await toEnglish;
    pending.get("ca")?.({ nav: { blog: "Bloc" } });
    await toCatalan;

    expect(translator.language).toBe("en");
    expect(translator.t("nav.blog")).toBe("Blog (en)");
    expect(changes).toEqual(["en"]);
  });
});
