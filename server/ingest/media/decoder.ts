import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";

/** Where the system's package manager puts ffmpeg (Debian's is patched for every security release). */
const SYSTEM_FFMPEG = "/usr/bin/ffmpeg";

export interface MediaDecoder {
  path: string;
  /** What `ffmpeg -version` says first, e.g. "ffmpeg version 5.1.9-0+deb12u1". */
  version: string;
  /** `configured` (FFMPEG_PATH), `system` (/usr/bin/ffmpeg) or `bundled` (the npm package's 2018 build). */
  source: "configured" | "system" | "bundled";
}

let found: MediaDecoder | undefined;

/**
 * The ffmpeg that decodes members' recordings: FFMPEG_PATH when set, else the system's when it
 * has one, else the build shipped in @ffmpeg-installer (ffmpeg 4.1 from 2018: it works anywhere
 * `npm install` does, and the start log says to install a maintained one). Every run is told its
 * input's format and reads only that file, whichever binary it is (./decode-audio.ts).
 */
export function findDecoder(configuredPath?: string): MediaDecoder {
  if (found && (!configuredPath || found.path === configuredPath)) return found;
  const [path, source] = configuredPath
    ? [configuredPath, "configured" as const]
    : isExecutable(SYSTEM_FFMPEG)
      ? [SYSTEM_FFMPEG, "system" as const]
      : [bundledFfmpeg(), "bundled" as const];
  found = { path, source, version: versionOf(path) };
  return found;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function bundledFfmpeg(): string {
  return (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
}

function versionOf(path: string): string {
  const result = spawnSync(path, ["-hide_banner", "-version"], { encoding: "utf8", timeout: 10_000 });
  return (
    result.stdout
      .split("\n", 1)[0]
      ?.replace(/ Copyright.*$/, "")
      .trim() || "unknown"
  );
}
