import type { TAiAppContentApp } from "../../contracts/app-content";
import type { Language } from "../../contracts/auth";
import { PROMPT_GENERATOR_CA } from "../../i18n/content/prompt-generator/ca";
import { PROMPT_GENERATOR_EN } from "../../i18n/content/prompt-generator/en";
import { PROMPT_GENERATOR_ES } from "../../i18n/content/prompt-generator/es";
import { STRATEGY_CA } from "../../i18n/content/strategy-kit/ca";
import { STRATEGY_EN } from "../../i18n/content/strategy-kit/en";
import { STRATEGY_ES } from "../../i18n/content/strategy-kit/es";
import { TRAINING_CA } from "../../i18n/content/training-generator/ca";
import { TRAINING_EN } from "../../i18n/content/training-generator/en";
import { TRAINING_ES } from "../../i18n/content/training-generator/es";

/** The premium AI apps' words per language, served only after the plan check. */
export const AI_APP_CONTENT: Record<TAiAppContentApp, Record<Language, object>> = {
  "prompt-generator": { es: PROMPT_GENERATOR_ES, ca: PROMPT_GENERATOR_CA, en: PROMPT_GENERATOR_EN },
  "strategy-kit": { es: STRATEGY_ES, ca: STRATEGY_CA, en: STRATEGY_EN },
  "training-generator": { es: TRAINING_ES, ca: TRAINING_CA, en: TRAINING_EN },
};
