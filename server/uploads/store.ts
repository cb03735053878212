import type { Db } from "../db/client";
import { uploadedFiles } from "../db/schema/index";

export type NewUploadedFile = typeof uploadedFiles.$inferInsert;

export async function insertUploadedFile(db: Db, values: NewUploadedFile) {
  const [row] = await db.insert(uploadedFiles).values(values).returning();
  if (!row) throw new Error("uploaded file insert returned nothing");
  return row;
}
