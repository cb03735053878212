// Takes full-page screenshots of pages at 360 px and 1280 px: `node scripts/screenshot.mjs http://localhost:3000 / /blog`.
// Files go to screenshots/<path>-<width>.png. Set LANG_CODE=ca|en to preselect a language.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const [origin, ...paths] = process.argv.slice(2);
if (!origin || paths.length === 0) {
  console.error("usage: node scripts/screenshot.mjs <origin> <path> [path...]");
  process.exit(2);
}
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    if (process.env.LANG_CODE) {
      await page.addInitScript((code) => localStorage.setItem("i18nextLng", code), process.env.LANG_CODE);
    }
    page.on("console", (message) => {
      if (message.type() === "error") console.log(`[console error] ${message.text()}`);
    });
    for (const path of paths) {
      await page.goto(origin + path, { waitUntil: "networkidle" });
      // Scroll through the page so lazy images load, as they would for a reader, then back up.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
      const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      const file = `screenshots/${name}${process.env.LANG_CODE ? `-${process.env.LANG_CODE}` : ""}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
