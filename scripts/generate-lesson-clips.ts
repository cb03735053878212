/**
 * Draws and encodes the demo lesson clips (VP8 in WebM, 8 s, 320×180, no sound) with Debian's
 * Chromium (canvas + WebCodecs) and writes them to server/start-up/seed/lesson-clips/, where the seed
 * finds them. Run once after changing the demo courses: `npx tsx scripts/generate-lesson-clips.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { chromium } from "playwright-core";
import { DEMO_COURSES } from "../server/start-up/seed/demo-courses-content";
import { writeWebm, type EncodedFrame } from "../server/courses/webm-writer";

const ENCODER_SOURCE = readFileSync(new URL("./lesson-clip-encoder.js", import.meta.url), "utf8").replace(
  /^export default /m,
  "",
);
const OUTPUT = path.resolve("server/start-up/seed/lesson-clips");
const WIDTH = 320;
const HEIGHT = 180;
const FPS = 10;
const SECONDS = 8;

interface ClipRequest {
  title: string;
  subtitle: string;
  color: string;
}

async function main() {
  mkdirSync(OUTPUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  // WebCodecs needs a secure context: a blank page served from loopback is one.
  const server = createServer((_request, response) => response.end("<!doctype html><title>clips</title>"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  for (const course of DEMO_COURSES) {
    for (const [index, lesson] of course.lessons.entries()) {
      const request: ClipRequest = {
        title: lesson.title,
        subtitle: `${course.title} · Lección ${index + 1}`,
        color: course.color,
      };
      const args = JSON.stringify({ request, width: WIDTH, height: HEIGHT, fps: FPS, seconds: SECONDS });
      // Plain JavaScript source, not a transpiled function: tsx's helpers do not exist in the page.
      const frames = await page.evaluate<{ timestampMs: number; isKey: boolean; data: number[] }[]>(
        `(${ENCODER_SOURCE})(${args})`,
      );
      const webm = writeWebm({
        width: WIDTH,
        height: HEIGHT,
        durationMs: SECONDS * 1000,
        frames: frames.map((frame): EncodedFrame => ({
          timestampMs: frame.timestampMs,
          isKey: frame.isKey,
          data: Uint8Array.from(frame.data),
        })),
      });
      const file = path.join(OUTPUT, `${course.slug}--${lesson.slug}.webm`);
      writeFileSync(file, webm);
      console.log(`${path.relative(process.cwd(), file)}: ${webm.length} bytes`);
    }
  }
  await browser.close();
  server.close();
}

await main();
