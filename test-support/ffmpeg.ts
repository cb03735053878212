import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";

/**
 * The ffmpeg the test media and the stand-in provider run: the system's when there is one, else
 * the npm package's build (the same preference as the server's decoder, which they must not import).
 */
export function ffmpegPath(): string {
  try {
    accessSync("/usr/bin/ffmpeg", constants.X_OK);
    return "/usr/bin/ffmpeg";
  } catch {
    return (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  }
}

/**
 * How long a recording's sound really is, decoded and thrown away, as a provider measures what it
 * receives (ffmpeg's progress report's last `out_time_us`); 0 for a file ffmpeg cannot read.
 */
export async function measureSoundSeconds(file: string): Promise<number> {
  const args = ["-nostdin", "-hide_banner", "-loglevel", "error", "-nostats", "-progress", "pipe:1"];
  return new Promise((resolve) => {
    execFile(
      ffmpegPath(),
      [...args, "-i", `file:${file}`, "-map", "0:a:0", "-f", "null", "-"],
      { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return resolve(0);
        const times = [...stdout.matchAll(/^out_time_us=(\d+)$/gm)].map(([, microseconds]) => Number(microseconds));
        resolve(Math.max(0, ...times) / 1_000_000);
      },
    );
  });
}
