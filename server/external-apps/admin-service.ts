import {
  EXTERNAL_APP_CATEGORIES,
  EXTERNAL_APP_ICONS,
  EXTERNAL_APP_TIERS,
  ZExternalAppInputSchema,
  type TAdminExternalApp,
  type TExternalAppInput,
  type TExternalAppPatch,
} from "../../contracts/external-apps";
import type { AppContext } from "../context";
import { notFound } from "../core/errors";
import {
  deleteExternalApp,
  findAllExternalApps,
  insertExternalApp,
  updateExternalApp,
  type ExternalAppRow,
} from "./store";

export async function listAdminExternalApps(context: AppContext): Promise<TAdminExternalApp[]> {
  return (await findAllExternalApps(context.database.db)).map(toAdminExternalApp);
}

export async function createExternalApp(context: AppContext, input: TExternalAppInput): Promise<TAdminExternalApp> {
  return toAdminExternalApp(await insertExternalApp(context.database.db, ZExternalAppInputSchema.parse(input)));
}

export async function editExternalApp(
  context: AppContext,
  id: string,
  patch: TExternalAppPatch,
): Promise<TAdminExternalApp> {
  const row = await updateExternalApp(context.database.db, id, patch);
  if (!row) throw notFound("App not found");
  return toAdminExternalApp(row);
}

export async function removeExternalApp(context: AppContext, id: string): Promise<void> {
  if (!(await deleteExternalApp(context.database.db, id))) throw notFound("App not found");
}

function toAdminExternalApp(row: ExternalAppRow): TAdminExternalApp {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    url: row.url,
    icon: EXTERNAL_APP_ICONS.find((icon) => icon === row.icon) ?? "sparkles",
    category: EXTERNAL_APP_CATEGORIES.find((category) => category === row.category) ?? "productivity",
    requiredTier: EXTERNAL_APP_TIERS.find((tier) => tier === row.requiredTier) ?? "enterprise",
    published: row.published,
    sortOrder: row.sortOrder,
    clicks: row.clicks,
    updatedAt: row.updatedAt.toISOString(),
  };
}
