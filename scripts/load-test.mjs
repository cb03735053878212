// `npm run bench -- --load`: 200 virtual users for 2 minutes on a realistic mix (pages, blog API,
// sign-in, refresh, check-subscription, comments) against one instance on the embedded database,
// then against two instances on PostgreSQL + Redis behind a small round-robin proxy. Prints 5xx
// count, p50/p99 and memory (RSS) after warm-up and at the end. Loopback only; stops by itself.
// Options (or the LOAD_* variables): `--users 200` (LOAD_USERS), `--seconds 120` (LOAD_SECONDS),
// `--warmup 15` (LOAD_WARMUP_SECONDS), `--database-url postgres://…` (LOAD_DATABASE_URL),
// `--redis-url redis://…` (LOAD_REDIS_URL), `--only one|two` to run a single scenario, `--port 22200`
// (LOAD_PORT) for the first instance (the next ones take the ports after it) instead of random ports.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/** `--name value` from the command line (after `npm run bench -- --load`). */
function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}
function positive(name, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number above 0, not ${value}`);
  return number;
}

const USERS = positive("users", option("users") ?? process.env.LOAD_USERS ?? 200);
const SECONDS = positive("seconds", option("seconds") ?? process.env.LOAD_SECONDS ?? 120);
const WARMUP_SECONDS = positive("warmup", option("warmup") ?? process.env.LOAD_WARMUP_SECONDS ?? 15);
const DATABASE_URL =
  option("database-url") ??
  process.env.LOAD_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL =
  option("redis-url") ?? process.env.LOAD_REDIS_URL ?? process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const ONLY = option("only");
const FIRST_PORT = option("port") ?? process.env.LOAD_PORT;
if (ONLY !== undefined && ONLY !== "one" && ONLY !== "two") throw new Error(`--only takes one or two, not ${ONLY}`);
const ADMIN = { email: "load-admin@example.com", password: "Load-test-admin-Passw0rd!" };
const JWT_SECRET = randomBytes(32).toString("hex");

/** What one virtual user does next, with its share of the traffic (percent). */
const MIX = [
  [30, "GET /", (user) => call(user, "GET", "/")],
  [15, "GET /blog", (user) => call(user, "GET", "/blog")],
  [12, "GET /blog/{slug}", (user) => call(user, "GET", `/blog/${user.site.slug}`)],
  [10, "GET /api/blog/home", (user) => call(user, "GET", "/api/blog/home")],
  [10, "check-subscription", (user) => call(user, "POST", "/api/functions/check-subscription", {}, user.session)],
  [6, "GET comments", (user) => call(user, "GET", `/api/blog/posts/${user.site.slug}/comments`)],
  [5, "GET /api/auth/user", (user) => call(user, "GET", "/api/auth/user", undefined, user.session)],
  [5, "refresh", refresh],
  [
    4,
    "POST comment",
    (user) =>
      call(user, "POST", `/api/blog/posts/${user.site.slug}/comments`, {
        name: "Carga",
        email: "carga@example.com",
        content: `Comentario ${randomBytes(4).toString("hex")}`,
      }),
  ],
  [3, "sign-in + sign-out", signInAndOut],
];

export async function runLoadTest() {
  console.log(`\nLoad: ${USERS} users, ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up`);
  const embedded =
    ONLY === "two" ? undefined : await runScenario("one instance, embedded PostgreSQL", { instances: 1 });
  let external;
  if (ONLY === "one") {
    console.log("two instances: not run (--only one)");
  } else if (await canReach(DATABASE_URL)) {
    external = await runScenario("two instances, PostgreSQL + Redis, proxy", { instances: 2, external: true });
  } else {
    console.log(`two instances: skipped, no PostgreSQL at ${DATABASE_URL}`);
  }
  return [embedded, external].every((result) => !result || result.serverErrors === 0) ? 0 : 1;
}

async function runScenario(name, { instances, external = false }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "platform-load-"));
  const database = external ? await createDatabase() : undefined;
  const ports = Array.from({ length: instances }, (_, index) =>
    FIRST_PORT ? positive("port", FIRST_PORT) + index : 20_000 + Math.floor(Math.random() * 20_000),
  );
  const servers = ports.map((port, index) =>
    startServer(port, {
      DATA_DIR: path.join(dataDir, `instance-${index}`),
      DATABASE_URL: database?.url ?? "",
      REDIS_URL: external ? REDIS_URL : "",
      REDIS_PREFIX: `load-${randomBytes(4).toString("hex")}:`,
      TRUST_PROXY: external ? "1" : "",
    }),
  );
  const proxy = external ? await startProxy(ports) : undefined;
  const origin = `http://127.0.0.1:${proxy?.port ?? ports[0]}`;
  try {
    for (const port of ports) await waitUntilReady(`http://127.0.0.1:${port}`);
    const site = await prepareSite(origin);
    const users = await Promise.all(
      Array.from({ length: USERS }, async () => ({ site, origin, session: await redeem(origin, site.code) })),
    );
    const stats = newStats();
    const until = { warm: Date.now() + WARMUP_SECONDS * 1000, end: Date.now() + (WARMUP_SECONDS + SECONDS) * 1000 };
    let rssAfterWarmup = [];
    const watcher = (async () => {
      await sleep(WARMUP_SECONDS * 1000);
      rssAfterWarmup = servers.map(readRssMegabytes);
    })();
    await Promise.all(users.map((user) => runUser(user, stats, until)));
    await watcher;
    const rssAtEnd = servers.map(readRssMegabytes);
    return printResult(name, stats, rssAfterWarmup, rssAtEnd);
  } finally {
    proxy?.close();
    await Promise.all(servers.map(stopServer));
    if (database) await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runUser(user, stats, until) {
  const total = MIX.reduce((sum, [weight]) => sum + weight, 0);
  while (Date.now() < until.end) {
    let pick = Math.random() * total;
    const [, label, action] = MIX.find(([weight]) => (pick -= weight) < 0) ?? MIX[0];
    const started = performance.now();
    const status = await action(user).catch(() => 0);
    if (Date.now() >= until.warm) stats.record(label, status, performance.now() - started);
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: USERS + 10 });

/** One HTTP request; resolves to the status (0 when the connection failed). */
function call(user, method, route, body, session) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${user.origin}${route}`,
      {
        method,
        agent,
        headers: {
          ...(payload ? { "content-type": "application/json" } : {}),
          ...(session ? { authorization: `Bearer ${session.access_token}` } : {}),
          origin: user.origin,
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          user.lastBody = Buffer.concat(chunks).toString("utf8");
          resolve(response.statusCode ?? 0);
        });
      },
    );
    request.on("error", () => resolve(0));
    request.end(payload);
  });
}

async function refresh(user) {
  const status = await call(user, "POST", "/api/auth/token?grant_type=refresh_token", {
    refresh_token: user.session.refresh_token,
  });
  if (status === 200) user.session = JSON.parse(user.lastBody);
  return status;
}

async function signInAndOut(user) {
  const status = await call(user, "POST", "/api/auth/token?grant_type=password", ADMIN);
  if (status !== 200) return status;
  await call(user, "POST", "/api/auth/logout", {}, JSON.parse(user.lastBody));
  return status;
}

async function redeem(origin, code) {
  const user = { origin };
  const status = await call(user, "POST", "/api/functions/quick-access-with-code", { code });
  if (status !== 200) throw new Error(`quick access refused (${status}): ${user.lastBody}`);
  return JSON.parse(user.lastBody).session;
}

/** A post to read and comment on, and a quick-access code that gives each user an account. */
async function prepareSite(origin) {
  const admin = { origin };
  if ((await call(admin, "POST", "/api/auth/token?grant_type=password", ADMIN)) !== 200)
    throw new Error(`admin sign-in failed: ${admin.lastBody}`);
  const session = JSON.parse(admin.lastBody);
  const code = `LOAD-${randomBytes(4).toString("hex").toUpperCase()}`;
  const created = await call(
    admin,
    "POST",
    "/api/admin/access-codes",
    { kind: "quick_access", tier: "premium", duration_days: 1, max_uses: USERS * 2, code },
    session,
  );
  if (created >= 300) throw new Error(`access code refused (${created}): ${admin.lastBody}`);
  await call(admin, "GET", "/api/blog/posts?limit=1");
  const slug = JSON.parse(admin.lastBody).posts[0].slug;
  return { slug, code };
}

function newStats() {
  const byLabel = new Map();
  return {
    byLabel,
    record(label, status, milliseconds) {
      const entry = byLabel.get(label) ?? { latencies: [], statuses: new Map() };
      entry.latencies.push(milliseconds);
      entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
      byLabel.set(label, entry);
    },
  };
}

function percentile(sorted, fraction) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] : 0;
}

function printResult(name, stats, rssAfterWarmup, rssAtEnd) {
  console.log(`\n${name}`);
  console.log(["request", "count", "req/s", "p50 ms", "p99 ms", "statuses"].join("\t"));
  const all = [];
  let serverErrors = 0;
  for (const [label, { latencies, statuses }] of stats.byLabel) {
    const sorted = latencies.sort((a, b) => a - b);
    all.push(...sorted);
    for (const [status, count] of statuses) if (status >= 500 || status === 0) serverErrors += count;
    const statusText = [...statuses].map(([status, count]) => `${status}:${count}`).join(" ");
    console.log(
      [
        label,
        sorted.length,
        (sorted.length / SECONDS).toFixed(0),
        percentile(sorted, 0.5).toFixed(1),
        percentile(sorted, 0.99).toFixed(1),
        statusText,
      ].join("\t"),
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `all: ${all.length} requests, ${(all.length / SECONDS).toFixed(0)} req/s, p50 ${percentile(all, 0.5).toFixed(1)} ms, p99 ${percentile(all, 0.99).toFixed(1)} ms, 5xx or failed: ${serverErrors}`,
  );
  rssAtEnd.forEach((end, index) => {
    const start = rssAfterWarmup[index] ?? end;
    const growth = ((end - start) / start) * 100;
    console.log(
      `instance ${index + 1} RSS: ${start.toFixed(0)} MB after warm-up, ${end.toFixed(0)} MB at the end (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %, ${Math.abs(growth) <= 20 ? "within" : "OVER"} 20 %)`,
    );
  });
  return { serverErrors };
}

function startServer(port, env) {
  return spawn(process.execPath, ["dist/server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      JWT_SECRET,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      RATE_LIMITS_ENABLED: "false",
      MAX_ACTIVE_SESSIONS: "100",
      SHUTDOWN_DRAIN_SECONDS: "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
}

function stopServer(server) {
  if (server.exitCode !== null) return Promise.resolve();
  server.kill("SIGTERM");
  return new Promise((resolve) => server.once("exit", resolve));
}

function readRssMegabytes(server) {
  try {
    const line = readFileSync(`/proc/${server.pid}/status`, "utf8")
      .split("\n")
      .find((row) => row.startsWith("VmRSS:"));
    return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function waitUntilReady(origin) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${origin} did not become ready`);
}

/** A round-robin proxy in front of the instances, as a load balancer would be. */
function startProxy(ports) {
  let next = 0;
  const upstream = new http.Agent({ keepAlive: true, maxSockets: USERS + 10 });
  const proxy = http.createServer((request, response) => {
    const port = ports[next++ % ports.length];
    const forwarded = http.request(
      {
        host: "127.0.0.1",
        port,
        path: request.url,
        method: request.method,
        agent: upstream,
        headers: { ...request.headers, "x-forwarded-for": request.socket.remoteAddress ?? "" },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  return new Promise((resolve) =>
    proxy.listen(0, "127.0.0.1", () => resolve({ port: proxy.address().port, close: () => proxy.close() })),
  );
}

async function canReach(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function createDatabase() {
  const name = `load_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
