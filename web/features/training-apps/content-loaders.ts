import type { ContentLoaders } from "../../lib/use-app-content";
import type { DilemmaContent } from "./dilemmas/dilemma-scenarios";
import type { GlossaryContent } from "./glossary/glossary-terms";
import type { QuizContent } from "./quiz/quiz-questions";
import type { ReflectionContent } from "../../../i18n/content/reflection/themes";

/** Each training app's content per language is its own chunk, fetched when the app opens in that language. */
export const GLOSSARY_CONTENT: ContentLoaders<GlossaryContent> = {
  es: async () => (await import("./glossary/content/es")).GLOSSARY_ES,
  ca: async () => (await import("./glossary/content/ca")).GLOSSARY_CA,
  en: async () => (await import("./glossary/content/en")).GLOSSARY_EN,
};

export const QUIZ_CONTENT: ContentLoaders<QuizContent> = {
  es: async () => (await import("./quiz/content/es")).QUIZ_ES,
  ca: async () => (await import("./quiz/content/ca")).QUIZ_CA,
  en: async () => (await import("./quiz/content/en")).QUIZ_EN,
};

export const DILEMMA_CONTENT: ContentLoaders<DilemmaContent> = {
  es: async () => (await import("./dilemmas/content/es")).DILEMMAS_ES,
  ca: async () => (await import("./dilemmas/content/ca")).DILEMMAS_CA,
  en: async () => (await import("./dilemmas/content/en")).DILEMMAS_EN,
};

export const REFLECTION_CONTENT: ContentLoaders<ReflectionContent> = {
  es: async () => (await import("../../../i18n/content/reflection/es")).REFLECTION_ES,
  ca: async () => (await import("../../../i18n/content/reflection/ca")).REFLECTION_CA,
  en: async () => (await import("../../../i18n/content/reflection/en")).REFLECTION_EN,
};
