import { spawn } from "node:child_process";
import { createRequire } from "node:module";

/**
 * Audio work with the ffmpeg binary shipped inside the @ffmpeg-installer npm package (one per
 * platform, installed with the app; nothing is downloaded at run time). Loaded on first use, so
 * an installation without it still starts and only transcription reports the problem.
 */
let ffmpegPath: string | undefined;

export function findFfmpeg(): string {
  ffmpegPath ??= (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  return ffmpegPath;
}

/** The file is not media ffmpeg can read, or has no sound. */
export class UnreadableMediaError extends Error {}

/** What every extracted or cut piece is: mono 16 kHz MP3 at 64 kbit/s (8,000 bytes a second). */
export const PIECE_BYTES_PER_SECOND = 8000;
const PIECE_ENCODING = ["-vn", "-ac", "1", "-ar", "16000", "-c:a", "libmp3lame", "-b:a", "64k", "-f", "mp3"];

/** Seconds of sound in a file: the container's duration, or, when it has none, the decoded length. */
export async function measureDuration(file: string, signal?: AbortSignal): Promise<number> {
  const header = await runFfmpeg(["-hide_banner", "-i", file], signal, { allowFailure: true });
  if (!/Stream #.*Audio:/.test(header)) throw new UnreadableMediaError("no audio stream");
  const declared = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(header);
  if (declared) return toSeconds(declared);
  // Recordings made in a browser (MediaRecorder WebM) often declare none: decode and count.
  const decoded = await runFfmpeg(["-hide_banner", "-i", file, "-vn", "-f", "null", "-"], signal);
  const times = [...decoded.matchAll(/time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
  const last = times.at(-1);
  if (!last) throw new UnreadableMediaError("no duration");
  return toSeconds(last);
}

/** The sound track of `input` (a video or any audio) as a small MP3 piece. */
export async function extractAudio(input: string, output: string, signal?: AbortSignal): Promise<void> {
  await runFfmpeg(["-hide_banner", "-y", "-i", input, ...PIECE_ENCODING, output], signal);
}

/** `seconds` of `input` from `start`, as an MP3 piece; its times start at 0 (add `start` back). */
export async function cutPiece(
  input: string,
  output: string,
  start: number,
  seconds: number,
  signal?: AbortSignal,
): Promise<void> {
  await runFfmpeg(
    ["-hide_banner", "-y", "-ss", start.toFixed(3), "-t", seconds.toFixed(3), "-i", input, ...PIECE_ENCODING, output],
    signal,
  );
}

function toSeconds(match: RegExpExecArray | RegExpMatchArray): number {
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

const STDERR_KEEP = 64 * 1024;

/** Runs ffmpeg and answers its log (stderr); a failure is UnreadableMediaError unless allowed. */
function runFfmpeg(args: string[], signal?: AbortSignal, { allowFailure = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(findFfmpeg(), args, { stdio: ["ignore", "ignore", "pipe"], signal });
    let log = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text: string) => {
      log = (log + text).slice(-STDERR_KEEP);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0 || allowFailure) resolve(log);
      else reject(new UnreadableMediaError(log.split("\n").filter(Boolean).at(-1) ?? `ffmpeg exited ${code}`));
    });
  });
}
