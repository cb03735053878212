import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt } from "./columns";

/** One completed AI maturity checklist: the answers and the scores computed from them. */
export const aiMaturityAssessments = pgTable(
  "ai_maturity_assessments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    dimensions: jsonb("dimensions").$type<Record<string, number>>().notNull(),
    overall: integer("overall").notNull(),
    level: integer("level").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("ai_maturity_assessments_user_idx").on(table.userId, table.createdAt)],
);

/** A prompt the user kept from the prompt generator: its fields and the prompt built from them. */
export const aiPromptFavourites = pgTable(
  "ai_prompt_favourites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    prompt: text("prompt").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("ai_prompt_favourites_user_idx").on(table.userId, table.createdAt)],
);

/** The user's AI strategy kit: one document per user, replaced whole on each save. */
export const aiStrategyKits = pgTable("ai_strategy_kits", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  kit: jsonb("kit").$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A training plan the user kept from the training generator. */
export const aiTrainingPlans = pgTable(
  "ai_training_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    plan: jsonb("plan").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("ai_training_plans_user_idx").on(table.userId, table.createdAt)],
);
