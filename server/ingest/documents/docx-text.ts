import { StringDecoder } from "node:string_decoder";
import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { TextBuilder } from "../text-builder";
import type { TextOutcome, ZipLimits } from "../tasks";
import { MalformedWordXml, WordXmlText } from "./word-xml-text";

const DOCUMENT_PART = "word/document.xml";

/**
 * A Word document's text (see WordXmlText), from its ZIP without trusting it: the central
 * directory's entry count, declared size and compression ratio are checked before anything is
 * inflated, and the bytes really inflated are counted again (yauzl refuses an entry that
 * inflates past its declared size; we stop at our own cap). Only `word/document.xml` is inflated.
 */
export async function readDocxText(bytes: Uint8Array, textMax: number, limits: ZipLimits): Promise<TextOutcome> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: false,
    });
  } catch {
    return { refusal: "unreadable" };
  }
  try {
    if (zip.entryCount > limits.entriesMax) return { refusal: "too_complex" };
    const entry = await findEntry(zip, DOCUMENT_PART);
    if (!entry || !entry.canDecodeFileData()) return { refusal: "unreadable" };
    if (isBomb(entry, limits)) return { refusal: "too_complex" };
    return await readWordXml(await zip.openReadStreamPromise(entry), textMax, limits.inflatedMax);
  } catch {
    return { refusal: "unreadable" };
  } finally {
    zip.close();
  }
}

async function findEntry(zip: ZipFile, name: string): Promise<Entry | undefined> {
  for await (const entry of zip.eachEntry()) if (entry.fileName === name) return entry;
  return undefined;
}

/** Declared bigger than the cap, or squeezed harder than text compresses. */
function isBomb(entry: Entry, limits: ZipLimits): boolean {
  if (entry.uncompressedSize > limits.inflatedMax) return true;
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  return entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.ratioMax;
}

async function readWordXml(stream: Readable, textMax: number, inflatedMax: number): Promise<TextOutcome> {
  const builder = new TextBuilder(textMax);
  const xml = new WordXmlText(builder);
  const decoder = new StringDecoder("utf8");
  let inflated = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      if (inflated > inflatedMax) return { refusal: "too_complex" };
      xml.push(decoder.write(chunk));
      if (!builder.wantsMore) break;
    }
    if (builder.wantsMore) xml.push(decoder.end());
    if (builder.wantsMore) xml.finish();
  } catch (error) {
    if (error instanceof MalformedWordXml) return { refusal: "unreadable" };
    throw error;
  } finally {
    stream.destroy();
  }
  return { value: builder.finish() };
}
