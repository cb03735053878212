import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { Translator } from "../../../lib/translation/translator";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import serviceJobs from "../../../locales/es/service-jobs.json";
import { InsightsSections } from "./transcript-insights";

afterEach(cleanup);
const translator = new Translator({
  language: "es",
  fallbackLanguage: "es",
  catalogues: { es: { "service-jobs": serviceJobs } },
});
const renderInSpanish = (node: ReactNode) =>
  render(<TranslatorProvider translator={translator}>{node}</TranslatorProvider>);
const clock = (seconds: number) => `0:${String(seconds).padStart(2, "0")}`;

describe("InsightsSections", () => {
  it("leaves out the quotes heading when no quote was found", async () => {
    renderInSpanish(
      <InsightsSections
        insights={{ summary: "Reunión breve.", chapters: [{ start: 0, title: "Apertura" }], quotes: [] }}
        clock={clock}
      />,
    );
    expect(await screen.findByRole("heading", { name: "Capítulos" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Citas" })).toBeNull();
  });

  it("shows each quote under its heading when there are some", async () => {
    renderInSpanish(
      <InsightsSections
        insights={{ summary: "Reunión breve.", chapters: [], quotes: [{ start: 5, text: "Lo cerramos hoy" }] }}
        clock={clock}
      />,
    );
    expect(await screen.findByRole("heading", { name: "Citas" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Capítulos" })).toBeNull();
    expect(screen.getByText("Lo cerramos hoy")).toBeInTheDocument();
  });
});
