import {
  EXTERNAL_APP_CATEGORIES,
  EXTERNAL_APP_ICONS,
  EXTERNAL_APP_TIERS,
  type TExternalApp,
  type TExternalAppCategory,
  type TExternalAppIcon,
  type TExternalAppTier,
} from "../../contracts/external-apps";
import { tierAtLeast, type Tier } from "../../contracts/tiers";
import type { AppContext } from "../context";
import { AppError, notFound } from "../core/errors";
import { issueOpenTicket } from "./open-tickets";
import { countExternalAppClick, findExternalApp, findPublishedExternalApps, type ExternalAppRow } from "./store";

/** Who is looking at the apps: a visitor is undefined. */
export interface AppsCaller {
  id: string;
  tier: Tier;
  isAdmin: boolean;
}

/** Spec section 6: free has no external apps; every app names the lowest tier that opens it. */
export function canOpenExternalApp(caller: AppsCaller | undefined, requiredTier: TExternalAppTier): boolean {
  if (!caller) return false;
  return caller.isAdmin || (caller.tier !== "free" && tierAtLeast(caller.tier, requiredTier));
}

/** The published apps, each locked or with its open link; a locked one never carries its URL. */
export async function listExternalApps(context: AppContext, caller: AppsCaller | undefined): Promise<TExternalApp[]> {
  const rows = await findPublishedExternalApps(context.database.db);
  return rows.map((row) => {
    const app = toExternalApp(row);
    const isOpen = caller !== undefined && canOpenExternalApp(caller, app.requiredTier);
    const openPath = isOpen
      ? `/api/apps/${row.id}/open?ticket=${issueOpenTicket(context.hashKey, row.id, caller.id)}`
      : null;
    return { ...app, locked: !isOpen, openPath };
  });
}

/**
 * Where the caller goes when opening an app: checks the tier (403 `tier_required`), counts the
 * click and answers the app's URL. Unpublished apps open for admins only (their preview).
 */
export async function openExternalApp(context: AppContext, id: string, caller: AppsCaller): Promise<string> {
  // Free accounts open no external app (spec section 6): refused before any lookup.
  if (!canOpenExternalApp(caller, "basic")) throw tierRequired("basic");
  const row = await findExternalApp(context.database.db, id);
  if (!row || (!row.published && !caller.isAdmin)) throw notFound("App not found");
  const { requiredTier } = toExternalApp(row);
  if (!canOpenExternalApp(caller, requiredTier)) throw tierRequired(requiredTier);
  await countExternalAppClick(context.database.db, id);
  return row.url;
}

function tierRequired(tier: TExternalAppTier): AppError {
  return new AppError(403, "tier_required", `This app needs the ${tier} plan or higher`);
}

function toExternalApp(row: ExternalAppRow): Omit<TExternalApp, "locked" | "openPath"> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: pick<TExternalAppIcon>(EXTERNAL_APP_ICONS, row.icon, "sparkles"),
    category: pick<TExternalAppCategory>(EXTERNAL_APP_CATEGORIES, row.category, "productivity"),
    // An unknown stored tier is treated as the highest: never opens by mistake.
    requiredTier: pick<TExternalAppTier>(EXTERNAL_APP_TIERS, row.requiredTier, "enterprise"),
  };
}

function pick<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}
