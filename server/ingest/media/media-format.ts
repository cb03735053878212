import { open } from "node:fs/promises";

/**
 * The containers a recording may come in, as ffmpeg's demuxers name them. ffmpeg is always told
 * which one to use (`-f`), so a file cannot pick a demuxer of its own choosing (an HLS playlist
 * or a concat list behind an ID3 tag, an AVI that pulls in other files).
 */
export const MEDIA_DEMUXERS = ["mp3", "mov", "ogg", "matroska", "wav", "flac"] as const;
export type MediaDemuxer = (typeof MEDIA_DEMUXERS)[number];

const HEAD_BYTES = 16;
/** ID3v2's header: "ID3", version, flags, then the tag's size in four 7-bit bytes. */
const ID3_HEADER_BYTES = 10;
/** Bytes after an ID3 tag searched for the first MPEG frame. */
const AFTER_TAG_WINDOW = 4096;

/**
 * The container of a recording, judged from its bytes against the allowlist: MP3 (frame sync,
 * or an ID3 tag followed by one), MP4/MOV/M4A (`ftyp`), Ogg, WebM/Matroska (EBML), WAV and FLAC.
 * Anything else, and an ID3 tag followed by anything but MPEG audio, is undefined: refused.
 */
export async function sniffMediaFormat(file: string): Promise<MediaDemuxer | undefined> {
  const handle = await open(file, "r");
  try {
    const head = await readAt(handle, 0, HEAD_BYTES);
    const ascii = (start: number, end: number) => head.subarray(start, end).toString("latin1");
    if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WAVE") return "wav";
    if (ascii(4, 8) === "ftyp") return "mov";
    if (ascii(0, 4) === "fLaC") return "flac";
    if (ascii(0, 4) === "OggS") return "ogg";
    if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return "matroska";
    if (isMpegFrameSync(head, 0)) return "mp3";
    if (ascii(0, 3) === "ID3" && head.length >= ID3_HEADER_BYTES) {
      // Encoders leave padding or a second tag after the first: the audio starts a little later.
      const after = await readAt(handle, ID3_HEADER_BYTES + id3TagSize(head), AFTER_TAG_WINDOW);
      for (let at = 0; at < after.length - 1; at += 1) if (isMpegFrameSync(after, at)) return "mp3";
      return undefined;
    }
    return undefined;
  } finally {
    await handle.close();
  }
}

async function readAt(handle: Awaited<ReturnType<typeof open>>, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** An MPEG audio frame header starts with eleven set bits and a valid layer (not "reserved"). */
function isMpegFrameSync(bytes: Buffer, at: number): boolean {
  const first = bytes[at];
  const second = bytes[at + 1];
  if (first === undefined || second === undefined) return false;
  return first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0;
}

/** ID3v2's synchsafe size: four bytes of seven bits each, not counting the header (or a footer). */
function id3TagSize(head: Buffer): number {
  const flags = head[5] ?? 0;
  const size = ((head[6] ?? 0) << 21) | ((head[7] ?? 0) << 14) | ((head[8] ?? 0) << 7) | (head[9] ?? 0);
  const hasFooter = (flags & 0x10) !== 0;
  return size + (hasFooter ? ID3_HEADER_BYTES : 0);
}
