/**
 * The training generator's texts in one language (served by GET /api/ai-apps/content/training-generator).
 * `{example}` in an activity becomes the role's example task. The keys are the module library's
 * ids (web/features/ai-apps/training-generator/training-modules.ts), our apps a module links,
 * and contracts/training-plans.ts's roles, levels and goals, spelt out here because i18n/
 * imports nothing of ours: the web indexes these records with those types, so a key missing
 * here fails `tsc`, and the server's content test compares them.
 */
type TrainingModuleId =
  | "foundations"
  | "prompting"
  | "verification"
  | "writing"
  | "analysis"
  | "automation"
  | "data-privacy"
  | "ai-act"
  | "use-cases"
  | "leading-change"
  | "ethics";
type CatalogueApp =
  | "glossary"
  | "quiz"
  | "dilemmas"
  | "promptCoach"
  | "reflection"
  | "promptGenerator"
  | "strategyKit"
  | "maturityChecklist";
type Role = "legal" | "finance" | "education" | "health" | "marketing" | "hr" | "consulting" | "management" | "general";
type Level = "beginner" | "intermediate" | "advanced";
type Goal = "productivity" | "writing" | "analysis" | "compliance" | "leadership";

export interface TrainingContent {
  modules: Record<TrainingModuleId, { title: string; objectives: string[]; activities: string[] }>;
  roles: Record<Role, { name: string; example: string }>;
  levels: Record<Level, string>;
  goals: Record<Goal, string>;
  apps: Record<CatalogueApp, string>;
}
