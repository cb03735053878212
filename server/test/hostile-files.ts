import { constants, deflateRawSync } from "node:zlib";

/*
 * Files a hostile member would send, built in the test (and by `npm run bench -- --hostile`):
 * Word documents that inflate far past their size, text that made the old cleaning quadratic,
 * versions too long to diff cheaply, and a transcript that is one endless word.
 */

const MEBIBYTE = 1024 * 1024;
const WORD_XML_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const WORD_XML_TAIL = "</w:body></w:document>";

interface ZipEntry {
  name: string;
  /** The stored bytes (raw deflate for method 8). */
  data: Buffer;
  method: 0 | 8;
  /** What the central directory says the entry inflates to (a lie, if the test wants one). */
  declaredSize: number;
}

/** A ZIP with these entries, local headers and central directory agreeing on the declared sizes. */
function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Raw deflate of `head`, then `mebibytes` MiB of `unit` repeated, then `tail`, from about 1 KB
 * per MiB: one block of a MiB ends with a full flush, so it is repeated as is.
 */
function repeatedDeflate(head: string, unit: string, mebibytes: number, tail: string): { data: Buffer; size: number } {
  const repeats = Math.floor(MEBIBYTE / unit.length);
  const block = Buffer.from(unit.repeat(repeats));
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const data = Buffer.concat([
    deflateRawSync(Buffer.from(head), flush),
    ...Array.from({ length: mebibytes }, () => deflateRawSync(block, flush)),
    deflateRawSync(Buffer.from(tail)),
  ]);
  return { data, size: head.length + block.length * mebibytes + tail.length };
}

function wordDocument(documentXml: { data: Buffer; size: number }, declaredSize = documentXml.size): Buffer {
  const small = (name: string, text: string): ZipEntry => {
    const bytes = Buffer.from(text);
    return { name, data: deflateRawSync(bytes), method: 8, declaredSize: bytes.length };
  };
  return buildZip([
    small("[Content_Types].xml", '<?xml version="1.0"?><Types/>'),
    small("_rels/.rels", '<?xml version="1.0"?><Relationships/>'),
    { name: "word/document.xml", data: documentXml.data, method: 8, declaredSize },
  ]);
}

const TINY_PARAGRAPH = "<w:p><w:r><w:t>a</w:t></w:r></w:p>";

/** The shapes of a Word bomb: a few hundred KB that inflate to a hundred MB, or say they do. */
export const DOCX_BOMBS = {
  /** ~300 KB whose document.xml inflates to 100 MiB of one-letter paragraphs, honestly declared. */
  tinyParagraphs: () => wordDocument(repeatedDeflate(WORD_XML_HEAD, TINY_PARAGRAPH, 100, WORD_XML_TAIL)),
  /** ~50 KB of 16 MiB of the same: under the size cap, far over any text's compression ratio. */
  squeezed: () => wordDocument(repeatedDeflate(WORD_XML_HEAD, TINY_PARAGRAPH, 16, WORD_XML_TAIL)),
  /** One run of text whose central directory says 4 GB. */
  oneEndlessText: () =>
    wordDocument(repeatedDeflate(`${WORD_XML_HEAD}<w:p><w:r><w:t>`, "a", 8, `</w:t></w:r></w:p>${WORD_XML_TAIL}`), 4e9),
  /** Empty paragraphs that inflate to 100 MiB while the ZIP says 1 MB: only the count while inflating sees it. */
  lyingSize: () => wordDocument(repeatedDeflate(WORD_XML_HEAD, "<w:p/>", 100, WORD_XML_TAIL), 1_000_000),
};

/** A text file of `count` spaces between two words: the old cleaning's `/[ \t]+\n/` was quadratic in it. */
export function spacesText(count: number): Buffer {
  return Buffer.concat([Buffer.from("Inicio"), Buffer.alloc(count, 0x20), Buffer.from("fin\n")]);
}

/** Two versions of `length` characters that share nothing, in sentences of `sentenceLength`. */
export function unrelatedVersions(length: number, sentenceLength: number): [string, string] {
  const version = (word: string) => {
    const sentences: string[] = [];
    let total = 0;
    for (let index = 0; total < length; index += 1) {
      const sentence = `${word} ${index}.`.padStart(sentenceLength - 1, "x");
      sentences.push(sentence);
      total += sentence.length + 1;
    }
    return sentences.join(" ").slice(0, length);
  };
  return [version("Uno"), version("Dos")];
}

/** A transcript that is one word: wrapping it cost the old PDF writer the cube of its length. */
export function oneWordTranscript(length: number): string {
  return "a".repeat(length);
}

/** An ID3 tag, then an HLS playlist that points at a file on the server: named `recording.mp3`. */
export function id3HlsPlaylist(secretFile: string): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const playlist = `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:60\n#EXTINF:60.0,\nfile://${secretFile}\n#EXT-X-ENDLIST\n`;
  return Buffer.concat([id3, Buffer.from(playlist)]);
}

/** ffmpeg's concat list naming a file on the server: sent as an `.mp4`. */
export function ffconcatList(secretFile: string): Buffer {
  return Buffer.from(`ffconcat version 1.0\nfile '${secretFile}'\nduration 60\n`);
}

/** An AVI whose GAB2 subtitle stream carries an HLS playlist (a known ffmpeg file read): sent as a `.webm`. */
export function aviWithGab2Playlist(secretFile: string): Buffer {
  const playlist = Buffer.from(
    `#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1.0,\nfile://${secretFile}\n#EXT-X-ENDLIST\n`,
  );
  const gab2 = Buffer.concat([Buffer.from("GAB2\0\x02\0", "latin1"), playlist]);
  const list = Buffer.concat([Buffer.from("LIST"), sizeLe(4 + gab2.length), Buffer.from("hdrl"), gab2]);
  return Buffer.concat([Buffer.from("RIFF"), sizeLe(4 + list.length), Buffer.from("AVI "), list]);
}

function sizeLe(size: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(size);
  return buffer;
}

/**
 * The same MP3 with its Xing/Info header saying it has `frames` frames: a player (and ffmpeg's
 * probe) would report a few hundredths of a second for an hour of sound.
 */
export function withLyingFrameCount(mp3: Buffer, frames: number): Buffer {
  const lying = Buffer.from(mp3);
  for (const tag of ["Xing", "Info"]) {
    const at = lying.indexOf(tag, 0, "latin1");
    if (at === -1 || at > 4096) continue;
    const flags = lying.readUInt32BE(at + 4);
    if ((flags & 0x1) === 0) throw new Error("the MP3's header has no frame count to change");
    lying.writeUInt32BE(frames, at + 8);
    return lying;
  }
  throw new Error("the MP3 has no Xing or Info header");
}
