/**
 * A video's length from its header, without decoding it: WebM (EBML Segment → Info → Duration ×
 * TimecodeScale) or MP4 (moov → mvhd duration / timescale). Anything else, or a header this does
 * not find, is null: the caller then treats the length as unknown.
 */

/** Reads `length` bytes from `offset` (fewer at the end of the file). */
export type ReadBytes = (offset: number, length: number) => Promise<Buffer>;

/** Matroska puts Info right after the SeekHead; a header this large holds it in practice. */
const WEBM_HEAD_BYTES = 64 * 1024;
/** A guard against a crafted file of endless tiny boxes. */
const MP4_MAX_BOXES = 1000;

const EBML_MAGIC = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const DEFAULT_TIMECODE_SCALE = 1_000_000;

/** Whole seconds of video, or null when the format or the header is not one this reads. */
export async function readVideoDurationSeconds(read: ReadBytes, size: number): Promise<number | null> {
  const head = await read(0, Math.min(size, WEBM_HEAD_BYTES));
  const seconds =
    head.length >= 4 && head.readUInt32BE(0) === EBML_MAGIC
      ? findWebmDuration(head)
      : head.subarray(4, 8).toString("latin1") === "ftyp"
        ? await findMp4Duration(read, size)
        : null;
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null;
}

interface EbmlElement {
  id: number;
  dataStart: number;
  dataEnd: number;
}

/** A variable-length integer; the id keeps its length marker, a size drops it. */
function readVint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let isAllOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    isAllOnes &&= byte === 0xff;
  }
  // An all-ones size means "unknown" (a live-written Segment): it runs to the end.
  return { value: !keepMarker && isAllOnes ? Number.POSITIVE_INFINITY : value, length };
}

function readElement(bytes: Buffer, offset: number): EbmlElement | null {
  const id = readVint(bytes, offset, true);
  if (!id) return null;
  const size = readVint(bytes, offset + id.length, false);
  if (!size) return null;
  const dataStart = offset + id.length + size.length;
  return { id: id.value, dataStart, dataEnd: Math.min(bytes.length, dataStart + size.value) };
}

function findChild(bytes: Buffer, start: number, end: number, id: number): EbmlElement | null {
  for (let offset = start; offset < end;) {
    const element = readElement(bytes, offset);
    if (!element) return null;
    if (element.id === id) return element;
    offset = element.dataEnd;
  }
  return null;
}

function findWebmDuration(bytes: Buffer): number | null {
  const segment = findChild(bytes, 0, bytes.length, SEGMENT);
  const info = segment && findChild(bytes, segment.dataStart, segment.dataEnd, INFO);
  if (!info) return null;
  const duration = findChild(bytes, info.dataStart, info.dataEnd, DURATION);
  if (!duration) return null;
  const durationLength = duration.dataEnd - duration.dataStart;
  const ticks =
    durationLength === 8
      ? bytes.readDoubleBE(duration.dataStart)
      : durationLength === 4
        ? bytes.readFloatBE(duration.dataStart)
        : null;
  if (ticks === null) return null;
  const scaleElement = findChild(bytes, info.dataStart, info.dataEnd, TIMECODE_SCALE);
  const scale = scaleElement
    ? bytes.readUIntBE(scaleElement.dataStart, Math.min(6, scaleElement.dataEnd - scaleElement.dataStart))
    : DEFAULT_TIMECODE_SCALE;
  return (ticks * scale) / 1e9;
}

/** Walks boxes from `start` to `end` and answers where the first of `type` starts and ends. */
async function findBox(read: ReadBytes, start: number, end: number, type: string) {
  let offset = start;
  for (let count = 0; count < MP4_MAX_BOXES && offset + 8 <= end; count += 1) {
    const header = await read(offset, 16);
    if (header.length < 8) return null;
    let boxSize = header.readUInt32BE(0);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) return null;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = end - offset;
    }
    if (boxSize < headerSize) return null;
    if (header.subarray(4, 8).toString("latin1") === type) {
      return { dataStart: offset + headerSize, dataEnd: Math.min(end, offset + boxSize) };
    }
    offset += boxSize;
  }
  return null;
}

async function findMp4Duration(read: ReadBytes, size: number): Promise<number | null> {
  const movie = await findBox(read, 0, size, "moov");
  const header = movie && (await findBox(read, movie.dataStart, movie.dataEnd, "mvhd"));
  if (!header) return null;
  const fields = await read(header.dataStart, 32);
  const version = fields[0];
  if (version === 0 && fields.length >= 20) {
    const timescale = fields.readUInt32BE(12);
    return timescale > 0 ? fields.readUInt32BE(16) / timescale : null;
  }
  if (version === 1 && fields.length >= 32) {
    const timescale = fields.readUInt32BE(20);
    return timescale > 0 ? Number(fields.readBigUInt64BE(24)) / timescale : null;
  }
  return null;
}
