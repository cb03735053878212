/**
 * A minimal WebM (Matroska) writer for one VP8 video track: EBML header, Segment with Info
 * (duration), Tracks, one Cluster per key frame and Cues, so browsers know the length and seek.
 * Used to bundle the demo lesson clips (scripts/generate-lesson-clips.ts).
 */
export interface EncodedFrame {
  /** Milliseconds from the start. */
  timestampMs: number;
  isKey: boolean;
  data: Uint8Array;
}

export interface WebmTrack {
  width: number;
  height: number;
  durationMs: number;
  frames: EncodedFrame[];
}

function encodeId(id: number): Buffer {
  const bytes: number[] = [];
  for (let value = id; value > 0; value = Math.floor(value / 256)) bytes.unshift(value % 256);
  return Buffer.from(bytes);
}

/** Sizes as 8-byte vints: always valid, simple to compute. */
function encodeSize(size: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(size));
  buffer[0] = 0x01;
  return buffer;
}

function element(id: number, payload: Buffer): Buffer {
  return Buffer.concat([encodeId(id), encodeSize(payload.length), payload]);
}

function uint(id: number, value: number): Buffer {
  const bytes: number[] = [];
  for (let rest = value; bytes.length === 0 || rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return element(id, Buffer.from(bytes));
}

function float(id: number, value: number): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeDoubleBE(value);
  return element(id, buffer);
}

function string(id: number, value: string): Buffer {
  return element(id, Buffer.from(value, "utf8"));
}

function simpleBlock(frame: EncodedFrame, clusterStartMs: number): Buffer {
  const header = Buffer.alloc(4);
  header[0] = 0x81; // track number 1 as a one-byte vint
  header.writeInt16BE(frame.timestampMs - clusterStartMs, 1);
  header[3] = frame.isKey ? 0x80 : 0x00;
  return element(0xa3, Buffer.concat([header, Buffer.from(frame.data)]));
}

export function writeWebm(track: WebmTrack): Buffer {
  const ebml = element(
    0x1a45dfa3,
    Buffer.concat([
      uint(0x4286, 1),
      uint(0x42f7, 1),
      uint(0x42f2, 4),
      uint(0x42f3, 8),
      string(0x4282, "webm"),
      uint(0x4287, 2),
      uint(0x4285, 2),
    ]),
  );
  const info = element(
    0x1549a966,
    Buffer.concat([
      uint(0x2ad7b1, 1_000_000),
      string(0x4d80, "platform-webm-writer"),
      string(0x5741, "platform-webm-writer"),
      float(0x4489, track.durationMs),
    ]),
  );
  const video = element(0xe0, Buffer.concat([uint(0xb0, track.width), uint(0xba, track.height)]));
  const tracks = element(
    0x1654ae6b,
    element(0xae, Buffer.concat([uint(0xd7, 1), uint(0x73c5, 1), uint(0x83, 1), string(0x86, "V_VP8"), video])),
  );
  const clusters: { startMs: number; bytes: Buffer }[] = [];
  let current: { startMs: number; blocks: Buffer[] } | undefined;
  const closeCluster = () => {
    if (current)
      clusters.push({
        startMs: current.startMs,
        bytes: element(0x1f43b675, Buffer.concat([uint(0xe7, current.startMs), ...current.blocks])),
      });
  };
  for (const frame of track.frames) {
    if (!current || frame.isKey) {
      closeCluster();
      current = { startMs: frame.timestampMs, blocks: [] };
    }
    current.blocks.push(simpleBlock(frame, current.startMs));
  }
  closeCluster();
  let offset = info.length + tracks.length;
  const cuePoints: Buffer[] = [];
  for (const cluster of clusters) {
    cuePoints.push(
      element(
        0xbb,
        Buffer.concat([uint(0xb3, cluster.startMs), element(0xb7, Buffer.concat([uint(0xf7, 1), uint(0xf1, offset)]))]),
      ),
    );
    offset += cluster.bytes.length;
  }
  const cues = element(0x1c53bb6b, Buffer.concat(cuePoints));
  const segment = element(0x18538067, Buffer.concat([info, tracks, ...clusters.map((cluster) => cluster.bytes), cues]));
  return Buffer.concat([ebml, segment]);
}
