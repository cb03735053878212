import { Readable } from "node:stream";
import { FILE_MAX_BYTES, RESOURCE_CONTENT_TYPES } from "../../../contracts/files";
import type { ResourceCategory, ResourceType } from "../../../contracts/resources";
import type { AppContext } from "../../context";
import { RESOURCE_FOLDER } from "../../resources/service";
import { PdfWriter } from "../../../pdf/pdf-writer";
import { resources } from "../../db/schema/index";
import { DEMO_RESOURCE_TEXTS } from "./demo-resource-texts";
import { hasAnyRow } from "./has-any-row";

export interface DemoResource {
  title: string;
  description: string;
  type: ResourceType;
  category: ResourceCategory;
  fileName: string;
  /** The file's text: Markdown for .md files, headings (# ) and paragraphs for PDFs. */
  body: string;
}

/** Markdown stays as it is; a PDF gets the same text laid out ("# " a title, "## " a heading, "- " a bullet). */
export async function renderDemoFile(resource: DemoResource): Promise<Buffer> {
  if (resource.fileName.endsWith(".md")) return Buffer.from(resource.body, "utf8");
  const pdf = await PdfWriter.create({ title: resource.title, language: "es" });
  for (const line of resource.body.split("\n")) {
    if (line.startsWith("# ")) pdf.title(line.slice(2));
    else if (line.startsWith("## ")) pdf.heading(line.slice(3));
    else if (line.startsWith("- ")) pdf.bullet(line.slice(2));
    else if (line.trim() === "") pdf.space();
    else pdf.paragraph(line);
  }
  return Buffer.from(await pdf.bytes());
}

/**
 * The 6 demo resources with real files, on an empty table. Does nothing once any
 * resource exists, so admins' edits are never overwritten.
 */
export async function seedDemoResources(context: AppContext): Promise<boolean> {
  if (!context.config.SEED_DEMO_CONTENT) return false;
  const seeded = await insertDemoResources(context);
  if (seeded) context.log.info(`Demo resources seeded: ${DEMO_RESOURCE_TEXTS.length}`);
  return seeded;
}

export async function insertDemoResources(context: AppContext): Promise<boolean> {
  const { db } = context.database;
  if (await hasAnyRow(db, resources)) return false;
  for (const [index, resource] of DEMO_RESOURCE_TEXTS.entries()) {
    const saved = await context.files.saveStream(Readable.from([await renderDemoFile(resource)]), {
      folder: RESOURCE_FOLDER,
      maxBytes: FILE_MAX_BYTES,
      allowedTypes: RESOURCE_CONTENT_TYPES,
    });
    await db.insert(resources).values({
      title: resource.title,
      description: resource.description,
      type: resource.type,
      category: resource.category,
      fileKey: saved.key,
      fileName: resource.fileName,
      contentType: saved.contentType,
      fileSize: saved.size,
      requiredTier: "premium",
      published: true,
      isExample: true,
      sortOrder: index,
    });
  }
  return true;
}
