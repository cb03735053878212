import {
  EXTERNAL_APP_CATEGORIES,
  EXTERNAL_APP_ICONS,
  EXTERNAL_APP_TIERS,
  type TExternalApp,
  type TExternalAppCategory,
  type TExternalAppIcon,
  type TExternalAppTier,
} from "../../contracts/external-apps";
import { assertMayUse, mayUse, type AccessCaller } from "../access/policy";
import type { AppContext } from "../context";
import { notFound } from "../core/errors";
import { issueOpenTicket } from "./open-tickets";
import { countExternalAppClick, findExternalApp, findPublishedExternalApps, type ExternalAppRow } from "./store";

/**
 * The published apps, each locked or with its open link; a locked one never carries its URL. A
 * visitor (undefined) sees every card locked.
 */
export async function listExternalApps(context: AppContext, caller: AccessCaller | undefined): Promise<TExternalApp[]> {
  const rows = await findPublishedExternalApps(context.database.db);
  return rows.map((row) => {
    const app = toExternalApp(row);
    const isOpen = caller !== undefined && mayUse(caller, { kind: "external-app", requiredTier: app.requiredTier });
    const openPath = isOpen
      ? `/api/apps/${row.id}/open?ticket=${issueOpenTicket(context.hashKey, row.id, caller.user.id)}`
      : null;
    return { ...app, locked: !isOpen, openPath };
  });
}

/**
 * Where the caller goes when opening an app: checks the app's tier (403 `tier_required`; the
 * route's hook already refused plans without external apps), counts the click and answers the
 * app's URL. Unpublished apps open for admins only (their preview).
 */
export async function openExternalApp(context: AppContext, id: string, caller: AccessCaller): Promise<string> {
  const row = await findExternalApp(context.database.db, id);
  if (!row || (!row.published && !caller.user.isAdmin)) throw notFound("App not found");
  assertMayUse(caller, { kind: "external-app", requiredTier: toExternalApp(row).requiredTier });
  await countExternalAppClick(context.database.db, id);
  return row.url;
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
