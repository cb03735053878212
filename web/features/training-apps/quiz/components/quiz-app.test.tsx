import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { QUIZ_ES } from "../../../../../i18n/content/quiz/es";
import { AuthContext, SIGNED_OUT_STATE } from "../../../../lib/auth-context";
import { Translator } from "../../../../lib/translation/translator";
import { TranslatorProvider } from "../../../../lib/translation/use-translation";
import common from "../../../../locales/es/common.json";
import training from "../../../../locales/es/training.json";
import { jsonResponse, stubFetch } from "../../../../test/fetch-mock";
import { QuizApp } from "./quiz-app";

const fetchMock = stubFetch();

function urlOf(input: RequestInfo | URL | undefined): string {
  if (input === undefined || typeof input === "string") return input ?? "";
  return input instanceof URL ? input.href : input.url;
}

function renderQuiz() {
  const translator = new Translator({
    language: "es",
    fallbackLanguage: "es",
    catalogues: { es: { common, training } },
  });
  const member = {
    ...SIGNED_OUT_STATE,
    user: { id: "u1", email: "ana@example.com", created_at: "2026-01-01T00:00:00Z" },
    getAccessToken: async () => "member-token",
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TranslatorProvider translator={translator}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={member}>
          <QuizApp />
        </AuthContext.Provider>
      </QueryClientProvider>
    </TranslatorProvider>,
  );
}

describe("QuizApp's questions from the API", () => {
  it("asks for them with the member's token, says when they could not be loaded and loads them on retry", async () => {
    let contentCalls = 0;
    fetchMock.mockImplementation(async (input) => {
      const url = urlOf(input);
      if (url.startsWith("/api/training/content/quiz")) {
        contentCalls += 1;
        return contentCalls === 1
          ? jsonResponse({ error: { code: "internal_error", message: "" } }, 500)
          : jsonResponse(QUIZ_ES);
      }
      return jsonResponse({ scores: [] });
    });
    renderQuiz();
    expect(await screen.findByText(/No se pudo cargar el contenido de la app/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.find(([input]) => urlOf(input).startsWith("/api/training/content")) ?? [];
    expect(urlOf(url)).toBe("/api/training/content/quiz?lng=es");
    expect((init?.headers as Record<string, string>).authorization).toBe("Bearer member-token");
    await userEvent.setup().click(screen.getByRole("button", { name: "Reintentar" }));
    expect(await screen.findByRole("button", { name: "Empezar ronda" })).toBeInTheDocument();
  });
});
