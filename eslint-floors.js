// The floors of the house (docs/architecture.md), as an ESLint rule: which folder may import which.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = import.meta.dirname;

/** The server's ground floor: it imports nothing of the server but itself. */
const SERVER_GROUND = ["core", "db"];
/** Engines the context is built from: they stand on the ground floor and on each other only. */
const SERVER_ENGINES = [
  "ai",
  "cache",
  "email",
  "files",
  "ingest",
  "jobs",
  "limits",
  "markdown",
  "metrics",
  "stripe",
  "tokens",
  "context.ts",
];
/** What composes the app or serves every domain's pages; nothing below imports it. */
const SERVER_TOP = [
  "app.ts",
  "personal-data.ts",
  "server.ts",
  "shutdown.ts",
  "api-docs.ts",
  "start-up",
  "spa",
  "seo",
  "test",
  "security",
];

const IMPORT_SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

function toRepoPath(file) {
  return path.relative(ROOT, file).split(path.sep).join("/");
}

function resolveImport(fromRepoPath, specifier) {
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromRepoPath), specifier));
}

function isTestFile(repoPath) {
  return /\.test\.tsx?$/.test(repoPath);
}

/** The first folder (or top-level file) under server/, the unit the floors speak of. */
function serverUnit(repoPath) {
  return repoPath.split("/")[1] ?? "";
}

function serverFloor(unit) {
  if (SERVER_GROUND.includes(unit)) return 0;
  if (SERVER_ENGINES.includes(unit)) return 1;
  if (SERVER_TOP.includes(unit)) return 3;
  return 2;
}

const FLOOR_NAMES = ["the ground floor (core, db)", "an engine", "a domain", "the top (app, start-up, pages)"];

function listServerFiles(folder = path.join(ROOT, "server")) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : listServerFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTestFile(entry.name) ? [full] : [];
  });
}

/** Which folders of server/ each folder imports (production files only). */
function findServerEdges() {
  const edges = new Map();
  for (const file of listServerFiles()) {
    const from = serverUnit(toRepoPath(file));
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(IMPORT_SPECIFIERS)) {
      const target = resolveImport(toRepoPath(file), specifier);
      if (!target.startsWith("server/")) continue;
      const to = serverUnit(target.endsWith(".ts") ? target : `${target}.ts`);
      if (to !== from) edges.set(from, new Set([...(edges.get(from) ?? []), to]));
    }
  }
  return edges;
}

/**
 * The longest line of domains each importing the next (`account → billing → subscriptions`):
 * how many storeys the domain floor really has. Assumes no cycle (findServerCycles guards that).
 */
export function findLongestDomainChain() {
  const edges = findServerEdges();
  const isDomain = (unit) => serverFloor(unit) === 2;
  const longest = new Map();
  const chainFrom = (unit) => {
    if (!longest.has(unit)) {
      const below = [...(edges.get(unit) ?? [])].filter(isDomain).map(chainFrom);
      const deepest = below.reduce((best, chain) => (chain.length > best.length ? chain : best), []);
      longest.set(unit, [unit, ...deepest]);
    }
    return longest.get(unit);
  };
  return [...edges.keys()]
    .filter(isDomain)
    .map(chainFrom)
    .reduce((best, chain) => (chain.length > best.length ? chain : best), []);
}

/** Folders of server/ that reach each other through imports (strongly connected, more than one). */
export function findServerCycles() {
  const edges = findServerEdges();
  const cycleOf = new Map();
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== node);
    if (component.length > 1) for (const unit of component) cycleOf.set(unit, component);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycleOf;
}

let serverCycles;

/** server/test holds the server tests' own helpers (an app, a database, factories): test-only code. */
function isServerTestCode(repoPath) {
  return isTestFile(repoPath) || repoPath.startsWith("server/test/");
}

function checkServer(repoPath, target) {
  if (target.startsWith("test-support/") && !isServerTestCode(repoPath)) {
    return "test-support/ holds test stand-ins: only tests and server/test import it.";
  }
  if (target.startsWith("web/")) {
    // The SSR test renders the web app the way the built server bundle does.
    if (isTestFile(repoPath) && target === "web/entry-server") return undefined;
    return "server/ never imports web/: put texts both sides read in i18n/, shapes in contracts/.";
  }
  if (!target.startsWith("server/") || isTestFile(repoPath)) return undefined;
  const from = serverUnit(repoPath);
  const to = serverUnit(target.endsWith(".ts") ? target : `${target}.ts`);
  if (from === to) return undefined;
  const fromFloor = serverFloor(from);
  const toFloor = serverFloor(to);
  if (toFloor > fromFloor) {
    return `server/${from} is ${FLOOR_NAMES[fromFloor]} and may not import server/${to}, ${FLOOR_NAMES[toFloor]}.`;
  }
  serverCycles ??= findServerCycles();
  const cycle = serverCycles.get(from);
  if (cycle?.includes(to)) return `server/${from} and server/${to} import each other (cycle: ${cycle.join(", ")}).`;
  return undefined;
}

/** The premium apps' words (i18n/content/<app>/<language>.ts): the API serves them after the plan check. */
const PREMIUM_CONTENT_WORDS = /^i18n\/content\/[^/]+\/(es|ca|en)(\.ts)?$/;

/** What web/ui may read of contracts/: the app-wide error codes every form shows, no domain. */
const UI_CONTRACTS = ["contracts/errors"];

function checkWeb(repoPath, target) {
  if (target.startsWith("server/")) return "web/ never imports server/.";
  if (PREMIUM_CONTENT_WORDS.test(target) && !isTestFile(repoPath)) {
    return "Premium content is fetched from the API after the plan check (usePremiumContent), never bundled.";
  }
  const [, area, feature] = repoPath.split("/");
  const [, targetArea, targetFeature] = target.split("/");
  const isUpward = targetArea === "app" || targetArea === "pages";
  if (area === "features" && targetArea === "features" && targetFeature !== feature) {
    return `web/features/${feature} may not import web/features/${targetFeature}: move what both use to web/lib or web/ui.`;
  }
  if (area === "features" && isUpward) return `web/features may not import web/${targetArea}.`;
  if (area === "pages" && targetArea === "app") return "web/pages may not import web/app: the app composes pages.";
  if (
    area === "ui" &&
    (target.startsWith("contracts/") || target.startsWith("i18n/")) &&
    !UI_CONTRACTS.includes(target)
  ) {
    return "web/ui holds no domain knowledge (tiers, plans, content): what reads contracts/ or i18n/ lives in web/lib or a feature.";
  }
  if ((area === "ui" || area === "lib") && (isUpward || targetArea === "features")) {
    return `web/${area} may not import web/${targetArea}.`;
  }
  return undefined;
}

/**
 * e2e/ drives the built app from outside, as a browser and an API client do; test-support/ holds
 * the stand-ins (a fake AI provider, a Stripe stand-in, media and PDF makers) that it shares with
 * the server's tests. Neither reads the app's code: only the shapes and texts both sides read.
 */
const OUTSIDE_FOLDERS = {
  "e2e/": ["contracts/", "i18n/", "test-support/", "e2e/"],
  "test-support/": ["contracts/", "i18n/", "test-support/"],
};

function checkOutside(folder, target) {
  const allowed = OUTSIDE_FOLDERS[folder];
  if (allowed.some((prefix) => target.startsWith(prefix))) return undefined;
  return `${folder} imports ${allowed.filter((prefix) => prefix !== folder).join(", ")} and its own files only, never ${target.split("/")[0]}/.`;
}

function checkImport(repoPath, specifier) {
  const target = resolveImport(repoPath, specifier);
  if (repoPath.startsWith("contracts/") && !target.startsWith("contracts/"))
    return "contracts/ imports nothing of ours.";
  if (repoPath.startsWith("i18n/") && !target.startsWith("i18n/")) return "i18n/ imports nothing of ours.";
  if (repoPath.startsWith("pdf/") && !target.startsWith("pdf/")) return "pdf/ imports nothing of ours (only pdf-lib).";
  if (repoPath.startsWith("server/")) return checkServer(repoPath, target);
  if (repoPath.startsWith("web/")) return checkWeb(repoPath, target);
  const outside = Object.keys(OUTSIDE_FOLDERS).find((folder) => repoPath.startsWith(folder));
  if (outside) return checkOutside(outside, target);
  return undefined;
}

const importFloors = {
  meta: { type: "problem", docs: { description: "Imports follow the floors of docs/architecture.md" }, schema: [] },
  create(context) {
    const repoPath = toRepoPath(context.filename);
    const report = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== "string" || !specifier.startsWith(".")) return;
      const message = checkImport(repoPath, specifier);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: report,
      ExportNamedDeclaration: report,
      ExportAllDeclaration: report,
      ImportExpression: report,
    };
  },
};

export const floorsPlugin = { rules: { "import-floors": importFloors } };
