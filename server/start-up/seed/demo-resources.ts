import { Readable } from "node:stream";
import { FILE_MAX_BYTES, RESOURCE_CONTENT_TYPES } from "../../../contracts/files";
import type { ResourceCategory, ResourceType } from "../../../contracts/resources";
import type { AppContext } from "../../context";
import { RESOURCE_FOLDER } from "../../resources/service";
import { renderTextPdf, type PdfBlock } from "../../resources/simple-pdf";
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

/** Markdown stays as it is; a PDF gets the same text laid out ("# " lines as headings). */
export function renderDemoFile(resource: DemoResource): Buffer {
  if (resource.fileName.endsWith(".md")) return Buffer.from(resource.body, "utf8");
  const blocks: PdfBlock[] = resource.body.split("\n").map((line) => {
    if (line.startsWith("# ")) return { text: line.slice(2), size: 18, bold: true };
    if (line.startsWith("## ")) return { text: line.slice(3), size: 13, bold: true };
    return { text: line.replace(/^- /, "• ") };
  });
  return renderTextPdf(blocks);
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
    const saved = await context.files.saveStream(Readable.from([renderDemoFile(resource)]), {
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
