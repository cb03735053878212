import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Tier } from "../../../../contracts/tiers";
import { Translator } from "../../../lib/translation/translator";
import { TranslatorProvider } from "../../../lib/translation/use-translation";
import common from "../../../locales/es/common.json";
import plans from "../../../locales/es/plans.json";
import { jsonResponse, stubFetch } from "../../../test/fetch-mock";
import { TierIncludesList } from "./tier-includes-list";

const fetchMock = stubFetch();

function linesOf(tier: Tier): string[] {
  fetchMock.mockResolvedValue(
    jsonResponse({ enabled: false, trial_days: 7, trial_available: false, chat_requests_per_minute: 20 }),
  );
  const translator = new Translator({ language: "es", fallbackLanguage: "es", catalogues: { es: { common, plans } } });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TranslatorProvider translator={translator}>
        <TierIncludesList tier={tier} />
      </TranslatorProvider>
    </QueryClientProvider>,
  );
  const list = screen.getByRole("list", { name: "Incluye" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

describe("TierIncludesList", () => {
  it("sells what Premium adds: the AI tools, the premium courses and the resources library", () => {
    expect(linesOf("premium")).toEqual(
      expect.arrayContaining([
        "Microcursos gratuitos y Premium",
        "Biblioteca de recursos: plantillas, guías y checklists",
        "Transcripción de audio y vídeo con subtítulos",
        "Actas de reuniones con tareas y correo de seguimiento",
        "Procesamiento de documentos",
      ]),
    );
  });

  it("lists transcription from Básico and marks the resources library as missing there", () => {
    const basic = linesOf("basic");
    expect(basic).toContain("Transcripción de audio y vídeo con subtítulos");
    expect(basic).toContain("Sin biblioteca de recursos");
    expect(basic).toContain("Microcursos gratuitos");
    expect(basic).not.toContain("Actas de reuniones con tareas y correo de seguimiento");
  });
});
