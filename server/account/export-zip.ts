import { PassThrough, type Readable } from "node:stream";
import { once } from "node:events";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { FastifyBaseLogger } from "fastify";
import type { FileStore } from "../files/file-store";

export interface ZipFileEntry {
  path: string;
  storageKey: string;
}

/** A file written for the export itself (a job's transcript or minutes); one that fails is left out. */
export interface GeneratedZipEntry {
  path: string;
  render: () => Promise<string | Uint8Array>;
}

/**
 * The export as a ZIP, streamed: `datos.json` first, then each file read from the store chunk by
 * chunk (stored, not recompressed: they are PDFs, images and media). Memory stays at one chunk
 * whatever the files weigh; the writer waits when the client reads slowly.
 */
export function streamExportZip(
  data: unknown,
  files: ZipFileEntry[],
  store: FileStore,
  log: FastifyBaseLogger,
  generated: GeneratedZipEntry[] = [],
): Readable {
  const out = new PassThrough();
  let pending: Promise<unknown> = Promise.resolve();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    if (!out.write(chunk)) pending = once(out, "drain");
    if (final) out.end();
  });
  const write = async () => {
    const json = new ZipDeflate("datos.json", { level: 6 });
    zip.add(json);
    json.push(new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
    for (const file of files) {
      let source: Readable;
      try {
        source = await store.openRead(file.storageKey);
      } catch (error) {
        log.warn({ err: error, key: file.storageKey }, "export: a stored file is missing");
        continue;
      }
      const entry = new ZipPassThrough(file.path);
      zip.add(entry);
      for await (const chunk of source) {
        entry.push(chunk as Uint8Array);
        await pending;
      }
      entry.push(new Uint8Array(0), true);
    }
    for (const file of generated) {
      let bytes: Uint8Array;
      try {
        const rendered = await file.render();
        bytes = typeof rendered === "string" ? new TextEncoder().encode(rendered) : rendered;
      } catch {
        continue;
      }
      const entry = new ZipDeflate(file.path, { level: 6 });
      zip.add(entry);
      entry.push(bytes, true);
      await pending;
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
