import { eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { rowsOf, type ExportSection } from "../db/personal-data";
import { uploadedFiles } from "../db/schema/index";

export const UPLOADS_EXPORT: ExportSection = {
  key: "uploaded_files",
  tables: [uploadedFiles],
  read: (db, owner) => rowsOf(uploadedFiles, (columns) => eq(columns.ownerId as PgColumn, owner.id))(db),
};
