import { TRAINING_AI_LANGUAGES } from "../../../../contracts/training";

/** The language the AI coach answers in: the interface's, Spanish when it is another. */
export function aiCoachLanguage(language: string): (typeof TRAINING_AI_LANGUAGES)[number] {
  const base = language.slice(0, 2);
  return TRAINING_AI_LANGUAGES.find((item) => item === base) ?? "es";
}
