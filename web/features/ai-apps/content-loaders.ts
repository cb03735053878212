import type { ContentLoaders } from "../../lib/use-app-content";
import type { MaturityContent } from "./maturity-checklist/maturity-content";
import type { PromptGeneratorContent } from "./prompt-generator/prompt-templates";
import type { StrategyContent } from "./strategy-kit/strategy-content";
import type { TrainingContent } from "./training-generator/training-content";

/** Each AI app's content per language is its own chunk, fetched when the app opens in that language. */
export const MATURITY_CONTENT: ContentLoaders<MaturityContent> = {
  es: async () => (await import("./maturity-checklist/content/es")).MATURITY_ES,
  ca: async () => (await import("./maturity-checklist/content/ca")).MATURITY_CA,
  en: async () => (await import("./maturity-checklist/content/en")).MATURITY_EN,
};

export const PROMPT_GENERATOR_CONTENT: ContentLoaders<PromptGeneratorContent> = {
  es: async () => (await import("./prompt-generator/content/es")).PROMPT_GENERATOR_ES,
  ca: async () => (await import("./prompt-generator/content/ca")).PROMPT_GENERATOR_CA,
  en: async () => (await import("./prompt-generator/content/en")).PROMPT_GENERATOR_EN,
};

export const STRATEGY_CONTENT: ContentLoaders<StrategyContent> = {
  es: async () => (await import("./strategy-kit/content/es")).STRATEGY_ES,
  ca: async () => (await import("./strategy-kit/content/ca")).STRATEGY_CA,
  en: async () => (await import("./strategy-kit/content/en")).STRATEGY_EN,
};

export const TRAINING_GENERATOR_CONTENT: ContentLoaders<TrainingContent> = {
  es: async () => (await import("./training-generator/content/es")).TRAINING_ES,
  ca: async () => (await import("./training-generator/content/ca")).TRAINING_CA,
  en: async () => (await import("./training-generator/content/en")).TRAINING_EN,
};
