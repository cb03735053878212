import { LANGUAGES, type Language } from "../../contracts/auth";
import type { AppContext } from "../context";
import { privateFolder } from "../files/keys";
import { listJobDownloads } from "./registry";
import { serviceJobsOf } from "./engine";

/**
 * Every file of a member's job lives in the private area of the file store: never served by
 * `/uploads/...`, only through the owner's signed-in downloads. Uploads go under this folder.
 */
export const SERVICE_UPLOADS_FOLDER = privateFolder("service-jobs");
/** Exports worth keeping once written (a long PDF), one per job, file and language. */
const EXPORTS_FOLDER = privateFolder("service-exports");

/** Where a job's written export is kept, e.g. private/service-exports/<job>/es-minutes.pdf. */
export function exportKeyOf(jobId: string, language: Language, name: string): string {
  return `${EXPORTS_FOLDER}/${jobId}/${language}-${name}`;
}

/**
 * Removes what deleted jobs leave (their rows are gone already): a run of theirs on this instance
 * is stopped at once (one elsewhere stops at its next heartbeat, and removes its copies), then
 * their uploads and kept exports leave the store. Failures are logged: a file left is unreachable.
 */
export async function removeJobFiles(
  context: AppContext,
  jobs: { id: string; kind: string; fileKeys: string[] }[],
): Promise<void> {
  const engine = serviceJobsOf(context);
  const keys = jobs.flatMap((job) => {
    engine.cancel(job.id);
    const exports = listJobDownloads(context, job.kind)
      .filter((download) => download.keep)
      .flatMap((download) => LANGUAGES.map((language) => exportKeyOf(job.id, language, download.name)));
    return [...job.fileKeys, ...exports];
  });
  await Promise.all(
    keys.map((key) =>
      context.files.remove(key).catch((error: unknown) => {
        context.log.error({ err: error, key }, "a service job's file could not be removed");
      }),
    ),
  );
}
