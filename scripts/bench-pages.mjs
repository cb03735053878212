// The first load of each public page as a reader's browser makes it: the scripts it fetches
// before anyone interacts (until the network is idle), their gzipped bytes and their count,
// next to the targets. `npm run bench` prints it; `node scripts/bench-pages.mjs <origin> [/path ...]`
// measures a server already running.
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from "./chromium.mjs";
import { PUBLIC_PAGES } from "./bench-lighthouse.mjs";

/** Every public page (and `/`, and a post) within 100 KB of JS gzipped and 15 script requests. */
export const PAGE_JS_BUDGET_KB = 100;
export const PAGE_SCRIPT_REQUESTS_BUDGET = 15;

export async function benchPages({ origin, pages = PUBLIC_PAGES }) {
  if (!hasChromium()) {
    console.log(`\nFirst-load JS per page: not measured (no Chromium at ${CHROMIUM_PATH})`);
    return [];
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    console.log(
      `\nFirst-load JS per page (mobile viewport, until the network is idle; targets ≤ ${PAGE_JS_BUDGET_KB} KB gzipped, ≤ ${PAGE_SCRIPT_REQUESTS_BUDGET} scripts)`,
    );
    console.log(["page", "JS KB gz", "scripts", "verdict"].join("\t"));
    for (const page of pages) {
      const row = await measurePage(browser, `${origin}${page}`);
      const isWithin = row.kilobytes <= PAGE_JS_BUDGET_KB && row.scripts <= PAGE_SCRIPT_REQUESTS_BUDGET;
      rows.push({ page, ...row, isWithin });
      console.log([page, row.kilobytes.toFixed(1), row.scripts, isWithin ? "within" : "OVER"].join("\t"));
    }
  } finally {
    await browser.close();
  }
  const over = rows.filter((row) => !row.isWithin);
  console.log(over.length ? `Over budget: ${over.map((row) => row.page).join(", ")}` : "Every page within budget");
  return rows;
}

async function measurePage(browser, url) {
  const context = await browser.newContext({ locale: "es-ES", viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    let gzipped = 0;
    for (const response of scripts) gzipped += gzipSync(await response.body()).length;
    return { kilobytes: gzipped / 1024, scripts: scripts.length, files: scripts.map((response) => response.url()) };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...pages] = process.argv.slice(2);
  if (!origin) throw new Error("usage: node scripts/bench-pages.mjs <origin> [/path ...]");
  const rows = await benchPages({ origin, pages: pages.length ? pages : PUBLIC_PAGES });
  if (process.env.BENCH_PAGES_FILES) for (const row of rows) console.log(row.page, "\n  " + row.files.join("\n  "));
}
