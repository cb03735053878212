import type { TTrainingGoal, TTrainingLevel, TTrainingRole } from "../../../../contracts/training-plans";
import type { CatalogueApp, TrainingModuleId } from "./training-modules";

/** The training generator's texts in one language. `{example}` in an activity becomes the role's example task. */
export interface TrainingContent {
  modules: Record<TrainingModuleId, { title: string; objectives: string[]; activities: string[] }>;
  roles: Record<TTrainingRole, { name: string; example: string }>;
  levels: Record<TTrainingLevel, string>;
  goals: Record<TTrainingGoal, string>;
  apps: Record<CatalogueApp, string>;
}
