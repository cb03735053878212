// Lighthouse (mobile preset, Debian's Chromium) on the public pages: the worst of three runs in
// each category (the target holds in every run), with the worst LCP, TBT and CLS. `npm run bench -- --lighthouse` runs it on a fresh
// server with the demo content; `node scripts/bench-lighthouse.mjs <origin> [/path ...]` on one
// already running.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from "./chromium.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Performance 98 or more and 100 in the other categories, in every run. */
const TARGET_SCORES = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };

/** The public pages, one of each kind; slugs are the demo content's. */
export const PUBLIC_PAGES = [
  "/",
  "/blog",
  "/blog/alucinaciones-de-la-ia",
  "/blog/categoria/derecho",
  "/suscripciones",
  "/contacto",
  "/login",
  "/privacidad",
  "/microcursos",
  "/microcursos/estrategia-de-ia-para-despachos",
  "/cursos",
  "/servicios",
  "/servicios/consultoria-ia",
  "/software",
  "/software/acta-rapida",
  "/apps",
  "/apps/formacion",
  "/checklist-madurez",
  "/portafolio-asistentes",
  "/asistente/analista-de-datos",
];

export async function benchLighthouse({ origin, pages = PUBLIC_PAGES, runs = 3 }) {
  if (!hasChromium()) {
    console.log(`\nLighthouse: not measured (no Chromium at ${CHROMIUM_PATH})`);
    return [];
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    console.log(
      `\nLighthouse mobile, worst of ${runs} run(s) per page (targets: performance ≥ ${TARGET_SCORES.performance}, the others ${TARGET_SCORES.seo})`,
    );
    console.log(["page", "perf", "a11y", "best", "seo", "LCP ms", "TBT ms", "CLS", "failing audits"].join("\t"));
    for (const page of pages) {
      // A served page comes from the page cache; the first request after a start renders it.
      await fetch(`${origin}${page}`, { headers: { "accept-language": "en-US" } });
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measuredRun(`${origin}${page}`, chrome.port));
      const row = summarize(page, samples);
      rows.push(row);
      console.log(
        [
          page,
          ...CATEGORIES.map((category) => row.scores[category]),
          Math.round(row.lcp),
          Math.round(row.tbt),
          row.cls.toFixed(3),
          row.failing.join(" "),
        ].join("\t"),
      );
    }
  } finally {
    await chrome.kill();
  }
  const below = rows.filter((row) => CATEGORIES.some((category) => row.scores[category] < TARGET_SCORES[category]));
  console.log(
    below.length
      ? `Below target: ${below.map((row) => row.page).join(", ")}`
      : "Every page at its targets in every category, in every run",
  );
  return rows;
}

/** Chromium's trace is sometimes lost (NO_NAVSTART): such a run measured nothing and is taken again. */
async function measuredRun(url, port, attempts = 3) {
  let run = await audit(url, port);
  for (let attempt = 1; run.broken && attempt < attempts; attempt += 1) run = await audit(url, port);
  return run;
}

async function audit(url, port) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
  const { categories, audits, runtimeError } = result.lhr;
  // A run that broke scores 0: say why, so a broken run is not read as a slow page.
  if (runtimeError) console.error(`Lighthouse run on ${url} broke: ${runtimeError.code} ${runtimeError.message}`);
  return {
    broken: Boolean(runtimeError),
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
    ),
    lcp: audits["largest-contentful-paint"]?.numericValue ?? 0,
    tbt: audits["total-blocking-time"]?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    failing: Object.values(categories)
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 0.9)
      .map((ref) => ref.id),
  };
}

function summarize(page, samples) {
  return {
    page,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.min(...samples.map((sample) => sample.scores[category]))]),
    ),
    lcp: Math.max(...samples.map((sample) => sample.lcp)),
    tbt: Math.max(...samples.map((sample) => sample.tbt)),
    cls: Math.max(...samples.map((sample) => sample.cls)),
    failing: [...new Set(samples.flatMap((sample) => sample.failing))],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...pages] = process.argv.slice(2);
  if (!origin) {
    console.error("usage: node scripts/bench-lighthouse.mjs <origin> [/path ...]");
    process.exit(2);
  }
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  await benchLighthouse({ origin, pages: pages.length ? pages : PUBLIC_PAGES, runs });
}
