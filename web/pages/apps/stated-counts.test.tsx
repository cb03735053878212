import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Translator } from "../../lib/translation/translator";
import { TranslatorProvider } from "../../lib/translation/use-translation";
import { MemoryRouter } from "../../lib/router";
import { AuthContext, SIGNED_OUT_STATE } from "../../lib/auth-context";
import { LANGUAGES } from "../../lib/languages";
import common from "../../locales/es/common.json";
import pages from "../../locales/es/pages.json";
import training from "../../locales/es/training.json";
import { GLOSSARY_ES } from "../../../i18n/content/glossary/es";
import { QUIZ_QUESTIONS, QUIZ_TOPICS } from "../../../i18n/content/quiz/questions";
import { DILEMMAS } from "../../../i18n/content/dilemmas/scenarios";
import { RUBRIC } from "../../features/training-apps/prompt-coach/prompt-rubric";
import { TRAINING_CONTENT_COUNTS } from "../../features/training-apps/content-counts";
import { buildGlossaryEntries } from "../../features/training-apps/glossary/search-glossary";
import { ROUND_SIZE } from "../../features/training-apps/quiz/quiz-round";
import { TrainingCatalogue } from "../../features/training-apps/components/training-catalogue";

/** Every sentence that states a number about the content, and the placeholders that carry it. */
const STATED_COUNTS = [
  { namespace: "training", key: "catalogue.tiersPremium", placeholders: ["apps"] },
  { namespace: "training", key: "catalogue.apps.glossary", placeholders: ["terms"] },
  { namespace: "training", key: "catalogue.apps.quiz", placeholders: ["questions"] },
  { namespace: "training", key: "catalogue.apps.promptCoach", placeholders: ["criteria"] },
  { namespace: "training", key: "glossary.description", placeholders: ["terms"] },
  { namespace: "training", key: "quiz.description", placeholders: ["questions"] },
  { namespace: "training", key: "dilemmas.description", placeholders: ["dilemmas"] },
  { namespace: "training", key: "promptCoach.noSuggestions", placeholders: ["criteria"] },
  { namespace: "ai-apps", key: "checklist.intro", placeholders: ["statements", "dimensions"] },
] as const;

async function catalogueText(language: string, namespace: string, key: string): Promise<string> {
  const catalogue = ((await import(`../../locales/${language}/${namespace}.json`)) as { default: object }).default;
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
  return String(text);
}

describe("numbers a page states about its content", () => {
  it.each(LANGUAGES.map(({ code }) => code))("%s: come from the content, never written into the text", async (code) => {
    for (const { namespace, key, placeholders } of STATED_COUNTS) {
      const text = await catalogueText(code, namespace, key);
      for (const placeholder of placeholders) expect(text, `${namespace}:${key}`).toContain(`{{${placeholder}}}`);
    }
  });

  it("states the number of terms the glossary lists and counts", () => {
    expect(TRAINING_CONTENT_COUNTS.terms).toBe(buildGlossaryEntries(GLOSSARY_ES, "es").length);
  });

  it("states the number of dilemmas and of rubric criteria the apps have", () => {
    expect(TRAINING_CONTENT_COUNTS.dilemmas).toBe(DILEMMAS.length);
    expect(TRAINING_CONTENT_COUNTS.criteria).toBe(RUBRIC.length);
  });

  it("promises rounds of a size every quiz topic can fill", () => {
    expect(TRAINING_CONTENT_COUNTS.questions).toBe(ROUND_SIZE);
    for (const topic of QUIZ_TOPICS)
      expect(QUIZ_QUESTIONS.filter((question) => question.topic === topic).length).toBeGreaterThanOrEqual(ROUND_SIZE);
  });

  it("shows on /apps/formacion the numbers of the content and of the apps it lists", () => {
    const translator = new Translator({
      language: "es",
      fallbackLanguage: "es",
      catalogues: { es: { common, pages, training } },
    });
    render(
      <TranslatorProvider translator={translator}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthContext.Provider value={{ ...SIGNED_OUT_STATE, loading: false }}>
            <MemoryRouter>
              <TrainingCatalogue />
            </MemoryRouter>
          </AuthContext.Provider>
        </QueryClientProvider>
      </TranslatorProvider>,
    );
    const apps = screen.getAllByRole("link", { name: /^Cómo acceder a / }).length;
    expect(
      screen.getByText(`Entender y explicar ${Object.keys(GLOSSARY_ES).length} términos`, { exact: false }),
    ).toBeVisible();
    expect(screen.getByText(new RegExp(`las ${apps} apps completas`))).toBeVisible();
  });
});
