import { DILEMMAS } from "../../../i18n/content/dilemmas/scenarios";
import { GLOSSARY_TERMS } from "../../../i18n/content/glossary/terms";
import { RUBRIC } from "./prompt-coach/prompt-rubric";
import { ROUND_SIZE } from "./quiz/quiz-round";

/**
 * The numbers the training pages state about their content, read from the content the apps
 * list, so a sentence cannot say 86 terms above a glossary of 85. Every catalogue text that
 * states one of them takes it as a `{{placeholder}}` of the same name.
 */
export const TRAINING_CONTENT_COUNTS = {
  terms: GLOSSARY_TERMS.length,
  questions: ROUND_SIZE,
  dilemmas: DILEMMAS.length,
  criteria: RUBRIC.length,
};
