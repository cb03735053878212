import type { Language } from "../../contracts/auth";
import type { AppContext } from "../context";
import type { JobDownload } from "./downloads";
import { exportKeyOf } from "./job-files";
import type { ServiceJobRow } from "./store";

/** A download's bytes: written from the result, or read back when a kept one was written before. */
export async function renderDownload(
  context: AppContext,
  download: JobDownload,
  row: ServiceJobRow,
  language: Language,
): Promise<string | Buffer> {
  const key = exportKeyOf(row.id, language, download.name);
  if (download.keep && (await context.files.stat(key))) return context.files.readBuffer(key);
  const rendered = await download.render(row.result, { ...row, language, siteOrigin: context.siteOrigin });
  const body = typeof rendered === "string" || Buffer.isBuffer(rendered) ? rendered : Buffer.from(rendered);
  if (download.keep) await context.files.saveBuffer(key, Buffer.from(body), download.contentType);
  return body;
}
