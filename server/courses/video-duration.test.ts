import { describe, expect, it } from "vitest";
import { readDemoClip } from "./test-helpers";
import { readVideoDurationSeconds, type ReadBytes } from "./video-duration";
import { writeWebm } from "./webm-writer";

function readerOf(bytes: Buffer): ReadBytes {
  return async (offset, length) => bytes.subarray(offset, offset + length);
}

async function durationOf(bytes: Buffer) {
  return readVideoDurationSeconds(readerOf(bytes), bytes.length);
}

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
}

/** An mvhd box of version 0: version+flags, creation, modification, timescale, duration, the rest zero. */
function movieHeader(timescale: number, duration: number): Buffer {
  const payload = Buffer.alloc(100);
  payload.writeUInt32BE(timescale, 12);
  payload.writeUInt32BE(duration, 16);
  return box("mvhd", payload);
}

function mp4(...boxes: Buffer[]): Buffer {
  return Buffer.concat([box("ftyp", Buffer.from("isom\0\0\0\0isomiso2", "latin1")), ...boxes]);
}

describe("readVideoDurationSeconds", () => {
  it("reads a WebM's Segment Info duration scaled by its TimecodeScale", async () => {
    const webm = writeWebm({ width: 16, height: 16, durationMs: 12_400, frames: [] });
    expect(await durationOf(webm)).toBe(12);
  });

  it("reads the bundled demo clip", async () => {
    expect(await durationOf(readDemoClip())).toBe(8);
  });

  it("reads an MP4's mvhd, also when the moov box comes after the media data", async () => {
    const header = movieHeader(600, 600 * 95);
    expect(await durationOf(mp4(box("moov", header), box("mdat", Buffer.alloc(64))))).toBe(95);
    expect(await durationOf(mp4(box("mdat", Buffer.alloc(70_000)), box("moov", header)))).toBe(95);
  });

  it("reads a version 1 mvhd with 64-bit times", async () => {
    const payload = Buffer.alloc(112);
    payload[0] = 1;
    payload.writeUInt32BE(1000, 20);
    payload.writeBigUInt64BE(30_000n, 24);
    expect(await durationOf(mp4(box("moov", box("mvhd", payload))))).toBe(30);
  });

  it("answers null for another format, a truncated header or a zero timescale", async () => {
    expect(await durationOf(Buffer.from("%PDF-1.4\n"))).toBeNull();
    expect(await durationOf(mp4(box("mdat", Buffer.alloc(10))))).toBeNull();
    expect(await durationOf(mp4(box("moov", movieHeader(0, 100))))).toBeNull();
    const webm = writeWebm({ width: 16, height: 16, durationMs: 5_000, frames: [] });
    expect(await durationOf(webm.subarray(0, 40))).toBeNull();
  });
});
