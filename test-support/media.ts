import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ffmpegPath } from "./ffmpeg";

const FORMATS = {
  mp3: ["-c:a", "libmp3lame", "-b:a", "32k"],
  wav: ["-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le"],
  ogg: ["-c:a", "libvorbis"],
  flac: ["-c:a", "flac"],
  m4a: ["-c:a", "aac", "-b:a", "32k"],
} as const;

/** Real audio made with ffmpeg: a tone of `seconds`, in `format`. */
export function makeAudio(format: keyof typeof FORMATS, seconds: number): Buffer {
  return runToFile(`tone.${format}`, [
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:sample_rate=16000:duration=${seconds}`,
    ...FORMATS[format],
  ]);
}

/** A small video with a tone as its sound track. */
export function makeVideo(format: "mp4" | "mov", seconds: number): Buffer {
  return runToFile(`clip.${format}`, [
    "-f",
    "lavfi",
    "-i",
    `color=c=blue:s=64x64:d=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:duration=${seconds}`,
    "-shortest",
    "-c:v",
    "mpeg4",
    "-c:a",
    "aac",
  ]);
}

function runToFile(name: string, args: string[]): Buffer {
  const folder = mkdtempSync(path.join(tmpdir(), "test-media-"));
  try {
    const output = path.join(folder, name);
    const result = spawnSync(ffmpegPath(), ["-hide_banner", "-y", ...args, output], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr.slice(-500)}`);
    return readFileSync(output);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A multipart/form-data body with files and text fields. */
export function multipartBody(
  files: { field: string; name: string; type: string; data: Buffer }[],
  fields: Record<string, string> = {},
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
