import { ownRows, type ExportSection } from "../db/personal-data";
import { aiMaturityAssessments, aiPromptFavourites, aiStrategyKits, aiTrainingPlans } from "../db/schema/index";

export const AI_APP_SAVES_EXPORT: ExportSection = {
  key: "ai_app_saves",
  tables: [aiMaturityAssessments, aiPromptFavourites, aiStrategyKits, aiTrainingPlans],
  read: async (db, owner) => ({
    maturity_assessments: await ownRows(aiMaturityAssessments, "createdAt")(db, owner),
    prompt_favourites: await ownRows(aiPromptFavourites, "createdAt")(db, owner),
    strategy_kit: await ownRows(aiStrategyKits)(db, owner),
    training_plans: await ownRows(aiTrainingPlans, "createdAt")(db, owner),
  }),
};
