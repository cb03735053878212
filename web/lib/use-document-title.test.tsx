import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Translator } from "./translation/translator";
import { TranslatorProvider } from "./translation/use-translation";
import common from "../locales/ca/common.json";
import { RecordTitleProvider, useBackOfficeTitle, useDocumentTitle } from "./use-document-title";

const catalan = new Translator({ language: "ca", fallbackLanguage: "ca", catalogues: { ca: { common } } });

function Titled({ title }: { title: string | undefined }) {
  useDocumentTitle(title);
  return null;
}

function BackOffice() {
  useBackOfficeTitle("Usuaris");
  return null;
}

/** The title a server render of `page` records. */
function renderedTitle(page: ReactElement): string | undefined {
  let title: string | undefined;
  renderToString(
    <TranslatorProvider translator={catalan}>
      <RecordTitleProvider record={(recorded) => (title = recorded)}>{page}</RecordTitleProvider>
    </TranslatorProvider>,
  );
  return title;
}

describe("useDocumentTitle", () => {
  it("names the tab '<title> · <brand>' in the page's language, and the site's title once the page goes", () => {
    const { unmount } = render(
      <TranslatorProvider translator={catalan}>
        <Titled title="Contacte" />
      </TranslatorProvider>,
    );
    expect(document.title).toBe("Contacte · Plataforma IA");
    unmount();
    expect(document.title).toBe("Plataforma IA per a Professionals");
  });

  it("tells a server render the title, since effects do not run there", () => {
    expect(renderedTitle(<BackOffice />)).toBe("Usuaris · Administració · Plataforma IA");
  });

  it("gives the home page the site's title and leaves a loading page's title alone", () => {
    expect(renderedTitle(<Titled title={undefined} />)).toBeUndefined();
    expect(renderedTitle(<Titled title="" />)).toBe("Plataforma IA per a Professionals");
  });
});
