import type { PgTable } from "drizzle-orm/pg-core";
import type { AppContext } from "../context";
import type { Executor } from "../db/client";
import type { ExportOwner, ExportSection } from "../db/personal-data";
import type { FileStore } from "../files/file-store";

/**
 * What the account needs of the other domains to export and delete a person's data, given to its
 * routes by the app (server/personal-data.ts): each domain offers its own sections and files, so
 * the account reads no other domain's tables and imports no other domain to reach them.
 */
export interface PersonalData {
  /** The export's sections, in the order the JSON lists them. */
  sections: ExportSection[];
  /** Tables with a user id or an e-mail the export leaves out on purpose, and why. */
  notExported: { table: PgTable; reason: string }[];
  /** Stored files that go in the ZIP beside the JSON, and the store they are read from. */
  zipFiles: (
    context: AppContext,
    userId: string,
  ) => Promise<{ files: { path: string; storageKey: string }[]; store: FileStore }>;
  /**
   * Read inside the account's deletion, before its rows go: what removes the person's stored files
   * once the deletion has committed (until then the rows still point at them).
   */
  prepareFileRemoval: (tx: Executor, userId: string) => Promise<(context: AppContext) => Promise<void>>;
  /**
   * Run in order inside the account's deletion, before the users row goes: each removes or
   * anonymizes the rows its domain keeps under the person's id or e-mail outside that row's cascade.
   */
  erasers: ((tx: Executor, owner: ExportOwner) => Promise<void>)[];
}
