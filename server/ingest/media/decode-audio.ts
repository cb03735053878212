import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import type { MediaDemuxer } from "./media-format";

/** What every decoded or cut piece is: mono 16 kHz MP3 at 64 kbit/s (8,000 bytes a second). */
export const DECODED_BYTES_PER_SECOND = 8000;
const DECODED_ENCODING = ["-ac", "1", "-ar", "16000", "-c:a", "libmp3lame", "-b:a", "64k", "-f", "mp3"];
/** ffmpeg runs at once in this process; more wait their turn (decoding takes a core each). */
const PARALLEL_RUNS = 2;
/** Decoders run below the server's priority: requests are answered first on a busy machine. */
const DECODER_NICENESS = 10;

export type DecodeRefusal = "unreadable" | "too_long" | "over_time";
export type DecodeOutcome = { seconds: number } | { refusal: DecodeRefusal };

export interface DecodeOptions {
  decoderPath: string;
  /** The container, from the bytes (./media-format.ts): ffmpeg is told it and probes nothing. */
  format: MediaDemuxer;
  /** Longer recordings are refused (`too_long`); decoding stops just past this. */
  maxSeconds: number;
  /** Wall time of the decoding itself, after its turn came. */
  timeMs: number;
  signal?: AbortSignal;
}

/**
 * The first sound track of a member's recording decoded to the platform's own audio
 * (DECODED_ENCODING), and how long it really is, measured from what was decoded, never from what
 * the file's header claims. ffmpeg is told the container, may open only the input file (no
 * playlists, no concat lists, no network), keeps no video, subtitle or data stream, and stops at
 * the time, length and output-size caps.
 */
export async function decodeAudio(input: string, output: string, options: DecodeOptions): Promise<DecodeOutcome> {
  const outputBytesMax = Math.ceil((options.maxSeconds + 2) * DECODED_BYTES_PER_SECOND) + 64 * 1024;
  const run = await runDecoder(
    options.decoderPath,
    [
      ...inputArguments(options.format, input),
      "-map",
      "0:a:0",
      "-vn",
      "-sn",
      "-dn",
      "-t",
      String(options.maxSeconds + 1),
      "-fs",
      String(outputBytesMax),
      ...DECODED_ENCODING,
      output,
    ],
    options,
  );
  if ("refusal" in run) return run;
  if (run.seconds <= 0) return { refusal: "unreadable" };
  if (run.seconds > options.maxSeconds) return { refusal: "too_long" };
  return run;
}

/**
 * `seconds` of a decoded recording from `start`, encoded again: MP3 frames lean on the ones before
 * them (the bit reservoir), so frames copied from the middle would lose the piece's first sounds.
 */
export async function cutDecodedAudio(
  decoded: string,
  output: string,
  { start, seconds }: { start: number; seconds: number },
  options: Pick<DecodeOptions, "decoderPath" | "timeMs" | "signal">,
): Promise<void> {
  const run = await runDecoder(
    options.decoderPath,
    ["-ss", start.toFixed(3), "-t", seconds.toFixed(3), ...inputArguments("mp3", decoded), ...DECODED_ENCODING, output],
    options,
  );
  if ("refusal" in run) throw new Error(`cutting a decoded recording failed: ${run.refusal}`);
}

/** The input, its format forced, and ffmpeg allowed to open nothing but that one file. */
function inputArguments(format: MediaDemuxer, input: string): string[] {
  return ["-protocol_whitelist", "file", "-f", format, "-i", `file:${input}`];
}

const waiting: (() => void)[] = [];
let running = 0;

/**
 * One ffmpeg run in its turn, killed past `timeMs` or when `signal` aborts; answers the seconds
 * of output it wrote (its progress report's last `out_time_us`).
 */
async function runDecoder(
  decoderPath: string,
  args: string[],
  { timeMs, signal }: Pick<DecodeOptions, "timeMs" | "signal">,
): Promise<DecodeOutcome> {
  await takeTurn(signal);
  try {
    return await new Promise<DecodeOutcome>((resolve, reject) => {
      const child = spawn(
        decoderPath,
        [
          "-nostdin",
          "-hide_banner",
          "-loglevel",
          "error",
          "-nostats",
          "-threads",
          "1",
          "-progress",
          "pipe:1",
          "-y",
          ...args,
        ],
        { stdio: ["ignore", "pipe", "ignore"] },
      );
      if (child.pid) {
        try {
          setPriority(child.pid, DECODER_NICENESS);
        } catch {
          // Not allowed here (some containers): it runs at the server's priority.
        }
      }
      let outputMicroseconds = 0;
      let pending = "";
      child.stdout.setEncoding("utf8");
      child.stdout.on("data", (text: string) => {
        const lines = (pending + text).split("\n");
        pending = lines.pop() ?? "";
        for (const line of lines) {
          if (line.startsWith("out_time_us="))
            outputMicroseconds = Math.max(outputMicroseconds, Number(line.slice(12)) || 0);
        }
      });
      let ending: DecodeRefusal | undefined;
      const stop = (reason: DecodeRefusal) => {
        ending ??= reason;
        child.kill("SIGKILL");
      };
      const timer = setTimeout(() => stop("over_time"), timeMs);
      const abort = () => stop("over_time");
      signal?.addEventListener("abort", abort, { once: true });
      child.on("error", (error) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", abort);
        reject(error);
      });
      child.on("close", (code) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", abort);
        if (signal?.aborted) reject(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
        else if (ending) resolve({ refusal: ending });
        else if (code !== 0) resolve({ refusal: "unreadable" });
        else resolve({ seconds: outputMicroseconds / 1_000_000 });
      });
    });
  } finally {
    endTurn();
  }
}

async function takeTurn(signal?: AbortSignal): Promise<void> {
  if (running < PARALLEL_RUNS) {
    running += 1;
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const ready = () => {
      signal?.removeEventListener("abort", abort);
      resolve();
    };
    const abort = () => {
      const index = waiting.indexOf(ready);
      if (index !== -1) waiting.splice(index, 1);
      reject(signal?.reason instanceof Error ? signal.reason : new Error("aborted"));
    };
    signal?.addEventListener("abort", abort, { once: true });
    waiting.push(ready);
  });
}

/** Hands the turn to the next run waiting, if any. */
function endTurn(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}
