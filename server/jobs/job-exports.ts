import { and, eq } from "drizzle-orm";
import type { Language } from "../../contracts/auth";
import type { AppContext } from "../context";
import { serviceJobs } from "../db/schema/index";
import { listJobDownloads } from "./registry";
import { renderDownload } from "./render-download";

/** A file of the account's export written when the ZIP reaches it. */
export interface JobExportEntry {
  path: string;
  render: () => Promise<string | Buffer>;
}

/**
 * Every file the member's finished jobs offer (transcripts, subtitles, minutes, results), in the
 * reader's language, for the account's export: `servicios/<job>/<file>`. A file a job does not
 * have (a calendar without dated tasks, fields of a summary) is left out when it is written.
 */
export async function listJobExports(
  context: AppContext,
  ownerId: string,
  language: Language,
): Promise<JobExportEntry[]> {
  const rows = await context.database.db
    .select()
    .from(serviceJobs)
    .where(and(eq(serviceJobs.ownerId, ownerId), eq(serviceJobs.status, "done")));
  return rows.flatMap((row) =>
    listJobDownloads(context, row.kind).map((download) => ({
      path: `servicios/${row.id}/${download.downloadName?.(row) ?? download.name}`,
      render: () => renderDownload(context, download, row, language),
    })),
  );
}
