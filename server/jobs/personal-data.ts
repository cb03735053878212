import { eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { rowsOf, type ExportSection } from "../db/personal-data";
import { serviceJobs } from "../db/schema/index";

export const SERVICE_JOBS_EXPORT: ExportSection = {
  key: "service_jobs",
  tables: [serviceJobs],
  read: (db, owner) => rowsOf(serviceJobs, (columns) => eq(columns.ownerId as PgColumn, owner.id), "createdAt")(db),
};
