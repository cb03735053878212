import {
  AREA_TIERS,
  SERVICE_TIERS,
  TIER_INCLUDES,
  TIERS,
  tierAtLeast,
  type AiService,
  type Area,
  type Tier,
} from "../../contracts/tiers";
import type { CurrentUser } from "../auth/current-user";
import { AppError, forbidden, unauthenticated } from "../core/errors";

/** Who is asking: the signed-in user and the tier their plan gives right now (resolve-subscription). */
export interface AccessCaller {
  user: CurrentUser;
  /** A lapsed or unpaid plan counts as free, a past_due one only while its grace lasts. */
  tier: Tier;
}

/**
 * Everything a caller may be refused, named as the product names it. The tier each one needs
 * comes from the tier table (contracts/tiers.ts), or from the item itself when an admin gave it
 * one (an assistant, a course, a resource, an external app).
 */
export type Capability =
  | { kind: "signed-in" }
  | { kind: "assistant"; requiredTier: Tier }
  | { kind: "attachments" }
  | { kind: "course"; requiredTier: Tier }
  | { kind: "area"; area: Area }
  | { kind: "resource"; requiredTier: Tier }
  | { kind: "external-app"; requiredTier: Tier }
  | { kind: "service"; service: AiService };

export const SIGNED_IN: Capability = { kind: "signed-in" };
export const TRAINING_APPS: Capability = { kind: "area", area: "trainingApps" };
export const AI_APPS: Capability = { kind: "area", area: "aiApps" };
export const RESOURCE_LIBRARY: Capability = { kind: "area", area: "resources" };
export const EXTERNAL_APPS: Capability = { kind: "area", area: "externalApps" };
export const ATTACHMENTS: Capability = { kind: "attachments" };
export const INTEGRATIONS: Capability = { kind: "area", area: "integrations" };

/** The lowest tier that opens a capability. */
export function requiredTierOf(capability: Capability): Tier {
  switch (capability.kind) {
    case "signed-in":
      return "free";
    case "assistant":
      // The first plan with "all assistants" opens every one, whatever tier an assistant names.
      return lowerOf(capability.requiredTier, ALL_ASSISTANTS_TIER);
    case "course":
      return capability.requiredTier;
    case "attachments":
      return TIERS.find((tier) => TIER_INCLUDES[tier].attachmentsPerMessage > 0) ?? "enterprise";
    case "area":
      return AREA_TIERS[capability.area];
    case "resource":
      return higherOf(AREA_TIERS.resources, capability.requiredTier);
    case "external-app":
      return higherOf(AREA_TIERS.externalApps, capability.requiredTier);
    case "service":
      return SERVICE_TIERS[capability.service];
  }
}

/** Whether the caller may use it. A visitor may use nothing here; admins pass every tier check. */
export function mayUse(caller: AccessCaller | undefined, capability: Capability): boolean {
  if (!caller) return false;
  return caller.user.isAdmin || tierAtLeast(caller.tier, requiredTierOf(capability));
}

/** Throws the refusal a route answers: 401 for a visitor, 403 with the capability's code otherwise. */
export function assertMayUse(caller: AccessCaller | undefined, capability: Capability): asserts caller is AccessCaller {
  if (!caller) throw unauthenticated();
  if (!mayUse(caller, capability)) throw refusalOf(capability);
}

/**
 * Whether the caller's messages go first in the admin inbox: the plan's own support line, not an
 * admin's pass (admins answer the inbox, they do not write to it).
 */
export function hasPrioritySupport(caller: AccessCaller | undefined): boolean {
  return caller !== undefined && TIER_INCLUDES[caller.tier].support === "priority";
}

/** The tier whose attachment allowance applies: admins get the top one, as they reach every assistant. */
export function attachmentTierOf(caller: AccessCaller): Tier {
  return caller.user.isAdmin ? "enterprise" : caller.tier;
}

/**
 * Each refusal keeps the code the pages already translate: an assistant's `forbidden`, an area's
 * `premium_required`, attachments' `upload_error`, and `tier_required` with the tier that opens it.
 */
function refusalOf(capability: Capability): AppError {
  const required = requiredTierOf(capability);
  switch (capability.kind) {
    case "signed-in":
      return unauthenticated();
    case "assistant":
      return forbidden(`This assistant needs the ${required} plan`);
    case "attachments":
      return new AppError(403, "upload_error", "Your plan does not include attachments", { reason: "not_in_plan" });
    case "area":
      return required === "premium"
        ? new AppError(403, "premium_required", "A premium plan is required")
        : tierRequired(required, `This needs the ${required} plan or higher`);
    case "course":
      return tierRequired(required, `This course needs the ${required} tier`);
    case "resource":
      return tierRequired(required, `This resource needs the ${required} plan`);
    case "external-app":
      return tierRequired(required, `This app needs the ${required} plan or higher`);
    case "service":
      return tierRequired(required, `This service needs the ${required} plan`);
  }
}

function tierRequired(requiredTier: Tier, message: string): AppError {
  return new AppError(403, "tier_required", message, { requiredTier });
}

const ALL_ASSISTANTS_TIER: Tier =
  TIERS.find((tier) => ["all", "unlimited"].includes(TIER_INCLUDES[tier].assistants)) ?? "enterprise";

function higherOf(first: Tier, second: Tier): Tier {
  return tierAtLeast(first, second) ? first : second;
}

function lowerOf(first: Tier, second: Tier): Tier {
  return tierAtLeast(first, second) ? second : first;
}
