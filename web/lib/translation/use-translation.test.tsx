import { Suspense } from "react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Translator } from "./translator";
import { TranslatorProvider, useTranslation } from "./use-translation";

function BlogTitle() {
  const { t } = useTranslation(["blog", "common"]);
  return <h1>{t("list.title")}</h1>;
}

describe("useTranslation", () => {
  it("suspends until its namespace is loaded, then renders again in a new language", async () => {
    const catalogues: Record<string, Record<string, unknown>> = {
      es: { list: { title: "El blog" } },
      ca: { list: { title: "El bloc" } },
    };
    const translator = new Translator({
      language: "es",
      fallbackLanguage: "es",
      load: (language) => Promise.resolve(catalogues[language] ?? {}),
    });
    render(
      <TranslatorProvider translator={translator}>
        <Suspense fallback={<p>Cargando</p>}>
          <BlogTitle />
        </Suspense>
      </TranslatorProvider>,
    );
    expect(screen.getByText("Cargando")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "El blog" })).toBeInTheDocument();
    await act(() => translator.changeLanguage("ca"));
    expect(screen.getByRole("heading", { name: "El bloc" })).toBeInTheDocument();
  });

  it("waits for the fallback language's catalogue, so hydration shows the server's Spanish string, and renders a late catalogue", async () => {
    const loaders: Record<string, (catalogue: Record<string, unknown>) => void> = {};
    let failCatalan = true;
    const translator = new Translator({
      language: "ca",
      fallbackLanguage: "es",
      retryDelays: [5],
      load: (language, namespace) => {
        if (namespace === "common") return Promise.resolve({});
        if (language === "ca" && failCatalan) {
          failCatalan = false;
          return Promise.reject(new Error("offline"));
        }
        return new Promise((resolve) => (loaders[language] = resolve));
      },
    });
    render(
      <TranslatorProvider translator={translator}>
        <Suspense fallback={<p>Cargando</p>}>
          <BlogTitle />
        </Suspense>
      </TranslatorProvider>,
    );
    expect(screen.getByText("Cargando")).toBeInTheDocument();
    await act(async () => loaders.es?.({ list: { title: "El blog" } }));
    // Catalan failed: the Spanish string shows, never the key.
    expect(await screen.findByRole("heading", { name: "El blog" })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    await act(async () => loaders.ca?.({ list: { title: "El bloc" } }));
    expect(await screen.findByRole("heading", { name: "El bloc" })).toBeInTheDocument();
  });
});

/** Type checks (tsc): `t` takes one key and only the options the translator reads. */
export function TypedOptions() {
  const { t } = useTranslation("common");
  // @ts-expect-error i18next's defaultValue does nothing in our translator
  const withDefault = t("nav.blog", { defaultValue: "Blog" });
  // @ts-expect-error no per-call language
  const inCatalan = t("nav.blog", { lng: "ca" });
  // @ts-expect-error no list of fallback keys
  const fromList = t(["nav.blog", "nav.home"]);
  return <p>{[withDefault, inCatalan, fromList, t("nav.blog", { ns: "common" })].join()}</p>;
}
