import type { Language } from "../../contracts/auth";

/** What a download knows of its job besides the result. */
export interface JobDownloadContext {
  id: string;
  fileNames: string[];
  /** The owner's language, for the file's headings. */
  language: Language;
  /** The site's origin (an iCalendar UID's host). */
  siteOrigin: string;
}

/**
 * Files a finished job offers at GET /api/services/jobs/:id/<name>, made from its result on
 * request (nothing extra is stored): a kind lists its downloads, the app's job table holds them.
 */
export interface JobDownload {
  kind: string;
  /** The last path segment, e.g. "subtitles.srt". */
  name: string;
  contentType: string;
  /** The file's bytes or text from the stored result (already validated by the kind). */
  render: (
    result: unknown,
    job: JobDownloadContext,
  ) => string | Buffer | Uint8Array | Promise<string | Buffer | Uint8Array>;
  /** The name the browser saves it as, from the upload's name when there is one. */
  downloadName?: (job: { fileNames: string[] }) => string;
  /**
   * Kept in the job's private files once written, per language (a long PDF costs a worker's
   * time): later downloads read it, and it goes with the job.
   */
  keep?: boolean;
}
