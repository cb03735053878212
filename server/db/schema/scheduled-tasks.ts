import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * When each periodic task last finished, so the schedule outlives restarts and is shared by
 * every instance (server/db/scheduled-task.ts).
 */
export const scheduledTasks = pgTable("scheduled_tasks", {
  name: text("name").primaryKey(),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }).notNull(),
});
