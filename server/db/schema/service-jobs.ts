import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./auth";

/**
 * Long AI tasks a member started (a transcription, minutes, a document): the truth about each
 * one. pg-boss only wakes a worker for it (server/jobs/engine.ts).
 */
export const serviceJobs = pgTable(
  "service_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A kind defined with defineJobKind ("transcription", "meeting", "document"...). */
    kind: text("kind").notNull(),
    /** queued | running | done | failed */
    status: text("status").notNull().default("queued"),
    /** 0 to 1, through the kind's phases. */
    progress: real("progress").notNull().default(0),
    phase: text("phase"),
    /** A code the web translates (`provider_error`, `interrupted`...) when failed. */
    errorCode: text("error_code"),
    /** What the kind was asked (language, task...), checked by its zod schema. */
    input: jsonb("input").notNull().default({}),
    /** The kind's result, validated by its schema before it is stored. */
    result: jsonb("result"),
    /** Keys in the file store (server/files) the job owns; removed with it. */
    fileKeys: text("file_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The original names of the uploads, for download names. */
    fileNames: text("file_names")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Daily AI queries spent on it, and the Madrid day they were spent on (refunds go there). */
    queriesSpent: integer("queries_spent").notNull().default(0),
    queryDay: date("query_day").notNull(),
    /** The tier whose daily allowance it spends (the owner's plan when it was queued). */
    quotaTier: text("quota_tier").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Written by the running worker every SERVICE_JOBS_HEARTBEAT_SECONDS. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    /** When the running attempt must have ended (its kind's deadline): past it, it fails with `timeout`. */
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    /** A provider answered something for it: a failure from then on keeps its queries spent. */
    providerOutput: boolean("provider_output").notNull().default(false),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("service_jobs_owner_kind_idx").on(table.ownerId, table.kind, table.createdAt),
    index("service_jobs_owner_status_idx").on(table.ownerId, table.status),
    index("service_jobs_open_idx")
      .on(table.status, table.heartbeatAt)
      .where(sql`${table.status} in ('queued', 'running')`),
  ],
);
