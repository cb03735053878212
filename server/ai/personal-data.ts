import { ownRows, type ExportSection } from "../db/personal-data";
import { aiDailyUsage, aiQueryLog } from "../db/schema/index";

export const AI_USAGE_EXPORT: ExportSection = {
  key: "ai_usage",
  tables: [aiDailyUsage, aiQueryLog],
  read: async (db, owner) => ({
    daily: await ownRows(aiDailyUsage, "day")(db, owner),
    queries: await ownRows(aiQueryLog, "createdAt")(db, owner),
  }),
};
