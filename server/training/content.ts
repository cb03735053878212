import type { TTrainingContentApp } from "../../contracts/app-content";
import type { Language } from "../../contracts/auth";
import { DILEMMAS_CA } from "../../i18n/content/dilemmas/ca";
import { DILEMMAS_EN } from "../../i18n/content/dilemmas/en";
import { DILEMMAS_ES } from "../../i18n/content/dilemmas/es";
import { GLOSSARY_CA } from "../../i18n/content/glossary/ca";
import { GLOSSARY_EN } from "../../i18n/content/glossary/en";
import { GLOSSARY_ES } from "../../i18n/content/glossary/es";
import { QUIZ_CA } from "../../i18n/content/quiz/ca";
import { QUIZ_EN } from "../../i18n/content/quiz/en";
import { QUIZ_ES } from "../../i18n/content/quiz/es";
import { REFLECTION_CA } from "../../i18n/content/reflection/ca";
import { REFLECTION_EN } from "../../i18n/content/reflection/en";
import { REFLECTION_ES } from "../../i18n/content/reflection/es";

/** The training apps' words per language: premium content, served only after the plan check. */
export const TRAINING_CONTENT: Record<TTrainingContentApp, Record<Language, object>> = {
  glossary: { es: GLOSSARY_ES, ca: GLOSSARY_CA, en: GLOSSARY_EN },
  quiz: { es: QUIZ_ES, ca: QUIZ_CA, en: QUIZ_EN },
  dilemmas: { es: DILEMMAS_ES, ca: DILEMMAS_CA, en: DILEMMAS_EN },
  reflection: { es: REFLECTION_ES, ca: REFLECTION_CA, en: REFLECTION_EN },
};
