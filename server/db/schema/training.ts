import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** The quiz's best round per user and topic. */
export const trainingQuizScores = pgTable(
  "training_quiz_scores",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    bestCorrect: integer("best_correct").notNull(),
    bestTotal: integer("best_total").notNull(),
    bestPercent: integer("best_percent").notNull(),
    attempts: integer("attempts").notNull().default(1),
    lastPlayedAt: timestamp("last_played_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.topic] })],
);

/** One reflection journal entry: a theme and the user's answers keyed by question id. */
export const trainingReflections = pgTable(
  "training_reflections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    theme: text("theme").notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    /** The AI's feedback on these answers (optional); cleared when they change. */
    aiFeedback: text("ai_feedback"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("training_reflections_user_idx").on(table.userId, table.createdAt)],
);
