import type { Readable } from "node:stream";
import { FILE_MAX_BYTES, RESOURCE_CONTENT_TYPES } from "../../contracts/files";
import type { TAdminResource, TResource, TSaveResource } from "../../contracts/resources";
import { ZSaveResourceSchema } from "../../contracts/resources";
import type { AppContext } from "../context";
import { AppError } from "../core/errors";
import { privateFolder } from "../files/keys";
import * as store from "./store";
import type { ResourceRow } from "./store";

/** Resource files are private: only the tier-checked download route serves them. */
export const RESOURCE_FOLDER = privateFolder("resources");

export function toResource(row: ResourceRow): TResource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    category: row.category,
    requiredTier: row.requiredTier,
    kind: row.fileKey ? "file" : "link",
    fileName: row.fileName,
    fileSize: row.fileSize,
    downloads: row.downloads,
    downloadUrl: `/api/resources/${row.id}/download`,
  };
}

export function toAdminResource(row: ResourceRow): TAdminResource {
  return {
    ...toResource(row),
    published: row.published,
    isExample: row.isExample,
    sortOrder: row.sortOrder,
    externalUrl: row.externalUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Published resources a user can open: with a file or a link. */
export async function listResources(context: AppContext): Promise<TResource[]> {
  const rows = await store.listPublishedResources(context.database.db);
  return rows.filter((row) => row.fileKey || row.externalUrl).map(toResource);
}

export async function createResource(context: AppContext, input: TSaveResource): Promise<TAdminResource> {
  const values = ZSaveResourceSchema.parse(input);
  return toAdminResource(await store.insertResource(context.database.db, values));
}

export async function editResource(context: AppContext, id: string, input: TSaveResource): Promise<TAdminResource> {
  const values = ZSaveResourceSchema.parse(input);
  const existing = await requireResource(context, id);
  // A link replaces the stored file: a resource is one or the other.
  const dropsFile = values.externalUrl !== null && existing.fileKey !== null;
  const row = await store.updateResource(
    context.database.db,
    id,
    dropsFile ? { ...values, fileKey: null, fileName: null, contentType: null, fileSize: null } : values,
  );
  if (!row) throw notFound();
  if (dropsFile && existing.fileKey) await context.files.remove(existing.fileKey);
  return toAdminResource(row);
}

interface FileUpload {
  stream: Readable;
  fileName: string;
}

/** Stores a new file for the resource (replacing its file or link); the old file is removed. */
export async function replaceResourceFile(
  context: AppContext,
  id: string,
  upload: FileUpload,
): Promise<TAdminResource> {
  const existing = await requireResource(context, id);
  const saved = await context.files.saveStream(upload.stream, {
    folder: RESOURCE_FOLDER,
    maxBytes: FILE_MAX_BYTES,
    allowedTypes: RESOURCE_CONTENT_TYPES,
  });
  const row = await store.updateResource(context.database.db, id, {
    fileKey: saved.key,
    fileName: cleanFileName(upload.fileName, saved.key),
    contentType: saved.contentType,
    fileSize: saved.size,
    externalUrl: null,
  });
  if (!row) {
    await context.files.remove(saved.key);
    throw notFound();
  }
  if (existing.fileKey) await context.files.remove(existing.fileKey);
  return toAdminResource(row);
}

export async function removeResource(context: AppContext, id: string): Promise<void> {
  const row = await store.deleteResource(context.database.db, id);
  if (!row) throw notFound();
  if (row.fileKey) await context.files.remove(row.fileKey);
}

export async function requireResource(context: AppContext, id: string): Promise<ResourceRow> {
  const row = await store.findResource(context.database.db, id);
  if (!row) throw notFound();
  return row;
}

function notFound() {
  return new AppError(404, "not_found", "No such resource");
}

/** The name a file downloads as: the uploader's, without folders or odd characters, ≤ 120 chars. */
export function cleanFileName(name: string, key: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "")
    .trim()
    .slice(-120);
  return cleaned === "" || cleaned.startsWith(".") ? (key.split("/").pop() ?? "recurso") : cleaned;
}
