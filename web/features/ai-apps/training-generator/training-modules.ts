import { PREMIUM_APP_PATHS, PUBLIC_PATHS } from "../../../../contracts/routes";
import type {
  TTrainingGoal,
  TTrainingInput,
  TTrainingLevel,
  TTrainingRole,
} from "../../../../contracts/training-plans";

/** Our own apps a module can send the learner to (training apps and AI apps of the catalogue). */
export const CATALOGUE_APPS = {
  glossary: PREMIUM_APP_PATHS.glossary,
  quiz: PREMIUM_APP_PATHS.quiz,
  dilemmas: PREMIUM_APP_PATHS.dilemmas,
  promptCoach: PREMIUM_APP_PATHS.promptCoach,
  reflection: PREMIUM_APP_PATHS.reflection,
  promptGenerator: PREMIUM_APP_PATHS.promptGenerator,
  strategyKit: PREMIUM_APP_PATHS.strategyKit,
  maturityChecklist: PUBLIC_PATHS.maturityChecklist,
} as const;
export type CatalogueApp = keyof typeof CATALOGUE_APPS;

interface TrainingModule {
  id: string;
  hours: number;
  /** Core modules go into every plan (when the hours allow); the others follow the goals. */
  isCore: boolean;
  goals: readonly TTrainingGoal[];
  /** Left out for learners above this level (the basics, for an advanced group). */
  maxLevel: TTrainingLevel;
  apps: readonly CatalogueApp[];
}

/** The module library, in teaching order. */
export const TRAINING_MODULES = [
  { id: "foundations", hours: 2, isCore: true, goals: [], maxLevel: "intermediate", apps: ["glossary", "quiz"] },
  {
    id: "prompting",
    hours: 3,
    isCore: true,
    goals: [],
    maxLevel: "advanced",
    apps: ["promptCoach", "promptGenerator"],
  },
  { id: "verification", hours: 2, isCore: true, goals: [], maxLevel: "advanced", apps: ["quiz"] },
  { id: "writing", hours: 3, isCore: false, goals: ["writing"], maxLevel: "advanced", apps: ["promptGenerator"] },
  { id: "analysis", hours: 3, isCore: false, goals: ["analysis"], maxLevel: "advanced", apps: ["promptCoach"] },
  {
    id: "automation",
    hours: 3,
    isCore: false,
    goals: ["productivity"],
    maxLevel: "advanced",
    apps: ["promptGenerator"],
  },
  { id: "data-privacy", hours: 2, isCore: false, goals: ["compliance"], maxLevel: "advanced", apps: ["dilemmas"] },
  {
    id: "ai-act",
    hours: 2,
    isCore: false,
    goals: ["compliance", "leadership"],
    maxLevel: "advanced",
    apps: ["glossary", "dilemmas"],
  },
  {
    id: "use-cases",
    hours: 2,
    isCore: false,
    goals: ["productivity", "leadership"],
    maxLevel: "advanced",
    apps: ["maturityChecklist", "strategyKit"],
  },
  {
    id: "leading-change",
    hours: 2,
    isCore: false,
    goals: ["leadership"],
    maxLevel: "advanced",
    apps: ["reflection", "strategyKit"],
  },
  { id: "ethics", hours: 2, isCore: true, goals: [], maxLevel: "advanced", apps: ["dilemmas", "reflection"] },
] as const satisfies readonly TrainingModule[];

export type TrainingModuleId = (typeof TRAINING_MODULES)[number]["id"];

const LEVEL_ORDER: readonly TTrainingLevel[] = ["beginner", "intermediate", "advanced"];

export interface PlannedModule {
  id: TrainingModuleId;
  hours: number;
  apps: readonly CatalogueApp[];
  /** Weeks (1-based) the module spans at the chosen pace. */
  startWeek: number;
  endWeek: number;
}

export interface TrainingPlanOutline {
  modules: PlannedModule[];
  /** Modules that fit the profile but not the hours, to suggest more time. */
  leftOut: TrainingModuleId[];
  totalHours: number;
  weeks: number;
}

/**
 * The plan from the templates: the modules for the level and goals, core ones first, in
 * teaching order, as many as the hours allow, then laid out week by week at the chosen pace.
 */
export function buildTrainingOutline(
  input: Pick<TTrainingInput, "level" | "goals" | "totalHours" | "hoursPerWeek">,
): TrainingPlanOutline {
  const levelIndex = LEVEL_ORDER.indexOf(input.level);
  const fitting = TRAINING_MODULES.filter(
    (module) =>
      levelIndex <= LEVEL_ORDER.indexOf(module.maxLevel) &&
      (module.isCore || module.goals.some((goal) => input.goals.includes(goal))),
  );
  // Core modules claim the hours first; the plan then shows everything in teaching order.
  const byPriority = [...fitting.filter((module) => module.isCore), ...fitting.filter((module) => !module.isCore)];
  const chosen = new Set<string>();
  let budget = input.totalHours;
  for (const module of byPriority) {
    if (module.hours > budget) continue;
    chosen.add(module.id);
    budget -= module.hours;
  }
  let elapsed = 0;
  const modules: PlannedModule[] = fitting
    .filter((module) => chosen.has(module.id))
    .map((module) => {
      const startWeek = Math.floor(elapsed / input.hoursPerWeek) + 1;
      elapsed += module.hours;
      return {
        id: module.id,
        hours: module.hours,
        apps: module.apps,
        startWeek,
        endWeek: Math.ceil(elapsed / input.hoursPerWeek),
      };
    });
  return {
    modules,
    leftOut: fitting.filter((module) => !chosen.has(module.id)).map((module) => module.id),
    totalHours: elapsed,
    weeks: Math.ceil(elapsed / input.hoursPerWeek),
  };
}

export type { TTrainingRole };
