import {
  AREA_TIERS,
  COURSE_TIERS,
  SERVICE_TIERS,
  TIER_INCLUDES,
  tierAtLeast,
  type CourseTier,
  type Tier,
  type TierIncludes,
} from "./tiers";

/** The text of a line, a key of the `includes` group of the plans catalogue. */
export type PlanLineKey =
  | `assistants.${Exclude<TierIncludes["assistants"], "unlimited">}`
  | "dailyAiQueries"
  | "dailyAiQueriesUnlimited"
  | "uploads.none"
  | "uploads.basic"
  | "uploads.simultaneous"
  | `courses.${CourseTier}`
  | "resources.none"
  | "resources.premium"
  | "resources.enterprise"
  | "premiumApps"
  | "externalApps.none"
  | "externalApps.basic"
  | "externalApps.premium"
  | "externalApps.enterprise"
  | "transcription"
  | "meetingMinutes"
  | "documentProcessing"
  | `support.${TierIncludes["support"]}`;

export interface PlanLine {
  key: PlanLineKey;
  /** The number the text carries ({{count}}). */
  count?: number;
  /** Shown struck through as what the plan lacks. */
  isIncluded: boolean;
}

/**
 * What a plan lists on /suscripciones, written from the tier table the server enforces
 * (server/access reads the same entries), so a line cannot promise what the server refuses.
 * Each line names the rule behind it; server/access/plan-lines.test.ts checks them against the policy.
 */
export function planLinesOf(tier: Tier): PlanLine[] {
  const includes = TIER_INCLUDES[tier];
  const reaches = (required: Tier) => tierAtLeast(tier, required);
  const included = (key: PlanLineKey, count?: number): PlanLine => ({ key, count, isIncluded: true });
  return [
    // Assistants: an assistant's own tier, capped at the first plan with "all". Enterprise opens
    // no assistant beyond Premium's, so it says the same thing rather than "unlimited".
    included(`assistants.${includes.assistants === "unlimited" ? "all" : includes.assistants}`),
    // The daily AI quota (server/assistants/quota.ts).
    includes.dailyAiQueries === null
      ? included("dailyAiQueriesUnlimited")
      : included("dailyAiQueries", includes.dailyAiQueries),
    // Chat attachments per message (server/assistants/attachments.ts).
    uploadsLine(includes.attachmentsPerMessage),
    // Microcourses up to the plan's tier (each course names the tier that opens it).
    included(`courses.${highestCourseTierOf(tier)}`),
    // The resources library, from its area's plan up to the plan's own tier (each resource names one).
    resourcesLine(tier),
    // The AI apps and the training apps (their routes' hooks).
    ...(reaches(AREA_TIERS.aiApps) && reaches(AREA_TIERS.trainingApps) ? [included("premiumApps")] : []),
    // External apps up to the plan's own tier (each app names the tier that opens it).
    externalAppsLine(tier),
    // The AI services, each from its lowest plan (POST /api/services/transcriptions, meetings, documents).
    ...(reaches(SERVICE_TIERS.transcription) ? [included("transcription")] : []),
    ...(reaches(SERVICE_TIERS.meeting) ? [included("meetingMinutes")] : []),
    ...(reaches(SERVICE_TIERS.document) ? [included("documentProcessing")] : []),
    // Priority support: the contact form marks the message and the admin inbox sorts it first.
    included(`support.${includes.support}`),
  ];
}

function uploadsLine(perMessage: number): PlanLine {
  if (perMessage === 0) return { key: "uploads.none", isIncluded: false };
  if (perMessage === 1) return { key: "uploads.basic", count: perMessage, isIncluded: true };
  return { key: "uploads.simultaneous", count: perMessage, isIncluded: true };
}

function externalAppsLine(tier: Tier): PlanLine {
  if (tier === "free" || !tierAtLeast(tier, AREA_TIERS.externalApps)) {
    return { key: "externalApps.none", isIncluded: false };
  }
  return { key: `externalApps.${tier}`, isIncluded: true };
}

function highestCourseTierOf(tier: Tier): CourseTier {
  return COURSE_TIERS.filter((required) => tierAtLeast(tier, required)).at(-1) ?? "free";
}

/** Premium opens every resource up to premium; only the top plan opens the ones kept for it. */
function resourcesLine(tier: Tier): PlanLine {
  if (!tierAtLeast(tier, AREA_TIERS.resources)) return { key: "resources.none", isIncluded: false };
  return { key: tier === "enterprise" ? "resources.enterprise" : "resources.premium", isIncluded: true };
}
