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
});
