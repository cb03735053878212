// `npm run bench -- --hostile`: every hostile file of the AI services' safety checks sent to the
// built server, one at a time, while /api/ready is asked every 50 ms and /metrics every 250 ms.
// Prints, per attack, how it was answered and how long it took, the slowest /api/ready, the
// event loop's longest delay and the memory it cost, next to the limits: every hostile request
// answered within 5 s (a refusal carries its code; a disguised file is refused or its job fails),
// no /api/ready slower than 250 ms, event-loop delay at most 200 ms, RSS growth at most 300 MB.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeAiProvider } from "../test-support/fake-ai-provider";
import {
  aviWithGab2Playlist,
  DOCX_BOMBS,
  ffconcatList,
  id3HlsPlaylist,
  oneWordTranscript,
  spacesText,
  unrelatedVersions,
  withLyingFrameCount,
} from "../server/test/hostile-files";
import { makeAudio } from "../test-support/media";

const LIMITS = { answerMs: 5_000, readyMs: 250, loopDelayMs: 200, rssGrowthMb: 300 };
const ADMIN = { email: "bench-hostile@example.com", password: `${randomBytes(18).toString("base64url")}-Aa1!` };

interface Outcome {
  /** What the attack got: an HTTP status and code, or a job's ending. */
  answer: string;
  /** Until the refusal, or until the job it started had ended. */
  answeredMs: number;
  note?: string;
}

interface Sampled {
  readyMaxMs: number;
  readyCount: number;
  readyFailures: number;
  loopDelayMaxMs: number;
  rssGrowthMb: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "platform-hostile-"));
const secret = path.join(dataDir, "secret.wav");
writeFileSync(secret, makeAudio("wav", 5));
const provider = await startFakeAiProvider();
const port = 20_000 + Math.floor(Math.random() * 20_000);
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["dist/server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    DATABASE_URL: "",
    REDIS_URL: "",
    SEED_DEMO_CONTENT: "true",
    SHUTDOWN_DRAIN_SECONDS: "0",
    RATE_LIMITS_ENABLED: "false",
    AI_BASE_URL: provider.url,
    AI_MODEL: "fake-model",
    AI_TRANSCRIPTION_MODEL: "fake-whisper",
    SERVICE_JOBS_HEARTBEAT_SECONDS: "1",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitUntilReady();
  const premium = await memberWith("premium");
  const basic = await memberWith("basic");
  const rows: { name: string; outcome: Outcome; sampled: Sampled }[] = [];
  for (const [name, attack] of attacks(premium, basic)) {
    const { outcome, sampled } = await whileSampling(attack);
    rows.push({ name, outcome, sampled });
    console.log(`${name}: ${outcome.answer} in ${outcome.answeredMs} ms`);
  }
  printTable(rows);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
}

type Attack = () => Promise<Outcome>;

function attacks(premium: string, basic: string): [string, Attack][] {
  const summary = (file: Buffer, name: string) => () =>
    postForm(premium, "/api/services/documents", { task: "summary" }, { file: [file, name] });
  const [shortSentencesA, shortSentencesB] = unrelatedVersions(60_000, 3);
  const [sentencesA, sentencesB] = unrelatedVersions(60_000, 12);
  const compare = (first: string, second: string) => () =>
    postForm(
      premium,
      "/api/services/documents",
      { task: "compare" },
      { file: [Buffer.from(first), "v1.txt"], otherFile: [Buffer.from(second), "v2.txt"] },
    );
  return [
    ["DOCX: 100 MiB of one-letter paragraphs", summary(DOCX_BOMBS.tinyParagraphs(), "a.docx")],
    ["DOCX: 16 MiB squeezed past any ratio", summary(DOCX_BOMBS.squeezed(), "b.docx")],
    ["DOCX: one text run said to be 4 GB", summary(DOCX_BOMBS.oneEndlessText(), "c.docx")],
    ["DOCX: inflates past its declared size", summary(DOCX_BOMBS.lyingSize(), "d.docx")],
    ["TXT: five million spaces", summary(spacesText(5_000_000), "espacios.txt")],
    ["compare: 2 × 60,000 characters, 20,000 sentences", compare(shortSentencesA, shortSentencesB)],
    ["compare: 2 × 60,000 characters, 5,000 sentences", compare(sentencesA, sentencesB)],
    ["minutes.pdf of one 200,000-character word", () => longWordMinutes(premium)],
    [
      "ID3 + HLS playlist as recording.mp3",
      () => postForm(basic, "/api/services/transcriptions", {}, { file: [id3HlsPlaylist(secret), "recording.mp3"] }),
    ],
    [
      "ffconcat list as clip.mp4",
      () => postForm(basic, "/api/services/transcriptions", {}, { file: [ffconcatList(secret), "clip.mp4"] }),
    ],
    [
      "AVI with a GAB2 playlist as clip.webm",
      () => postForm(basic, "/api/services/transcriptions", {}, { file: [aviWithGab2Playlist(secret), "clip.webm"] }),
    ],
    ["MP3 of 11 minutes whose header says 5 frames", () => lyingMp3(basic)],
    [
      "NUL in a meeting's title",
      () => postJson(premium, "/api/services/meetings", { title: "Acta\u0000", transcript: "Hola." }),
    ],
    [
      "lone surrogate in a transcript",
      () => postJson(premium, "/api/services/meetings", { transcript: "Hola \ud800 adiós." }),
    ],
    ["audio attached to a chat with no queries left", () => audioAtQuota()],
    ["a model answer that is not the result asked for", () => unusableAnswer(premium)],
  ];
}

async function longWordMinutes(authorization: string): Promise<Outcome> {
  provider.setBehaviour({
    kind: "stream",
    text: JSON.stringify({
      title: "Larga",
      summary: "Resumen.",
      decisions: [],
      actionItems: [],
      followUpEmail: "Hola.",
    }),
  });
  const queued = await fetch(`${origin}/api/services/meetings`, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ transcript: oneWordTranscript(200_000) }),
  });
  const { id } = (await queued.json()) as { id: string };
  await jobEnding(authorization, id);
  const started = performance.now();
  const pdf = await fetch(`${origin}/api/services/jobs/${id}/minutes.pdf`, { headers: { authorization } });
  const bytes = (await pdf.arrayBuffer()).byteLength;
  return { answer: `${pdf.status} (${Math.round(bytes / 1024)} KB)`, answeredMs: elapsed(started) };
}

async function lyingMp3(authorization: string): Promise<Outcome> {
  provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 300 });
  const before = await queriesUsed(authorization);
  const outcome = await postForm(
    authorization,
    "/api/services/transcriptions",
    {},
    { file: [withLyingFrameCount(makeAudio("mp3", 11 * 60), 5), "larga.mp3"] },
  );
  const charged = (await queriesUsed(authorization)) - before;
  return { ...outcome, note: `charged ${charged} queries for 11 minutes (2 due)` };
}

async function audioAtQuota(): Promise<Outcome> {
  const member = await memberWith("basic");
  const slug = await firstAssistant(member);
  // Spend the day's 50 queries in chat turns, then attach a recording.
  provider.setBehaviour({ kind: "stream", text: "Hola." });
  for (let turn = 0; turn < 50; turn += 1) {
    const answer = await fetch(`${origin}/api/assistants/${slug}/chat`, {
      method: "POST",
      headers: { authorization: member, "content-type": "application/json" },
      body: JSON.stringify({ message: `Pregunta ${turn}` }),
    });
    await answer.text();
  }
  const heardBefore = provider.transcriptions.length;
  const outcome = await postForm(member, "/api/assistants/attachments", {}, { file: [makeAudio("mp3", 3), "voz.mp3"] });
  return { ...outcome, note: `provider heard ${provider.transcriptions.length - heardBefore} files` };
}

async function unusableAnswer(authorization: string): Promise<Outcome> {
  provider.setBehaviour({ kind: "stream", text: "Lo siento, no puedo responder en JSON." });
  const before = await queriesUsed(authorization);
  const outcome = await postForm(
    authorization,
    "/api/services/documents",
    { task: "summary", text: "Un contrato." },
    {},
  );
  return { ...outcome, note: `${(await queriesUsed(authorization)) - before} query spent` };
}

/** Posts a form; a job it starts is followed to its end, which is then the answer. */
async function postForm(
  authorization: string,
  url: string,
  fields: Record<string, string>,
  files: Record<string, [Buffer, string]>,
): Promise<Outcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [bytes, fileName]] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(bytes)]), fileName);
  }
  const started = performance.now();
  return answerOf(
    await fetch(origin + url, { method: "POST", headers: { authorization }, body: form }),
    started,
    authorization,
  );
}

async function postJson(authorization: string, url: string, body: unknown): Promise<Outcome> {
  const started = performance.now();
  const response = await fetch(origin + url, {
    method: "POST",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return answerOf(response, started, authorization);
}

async function answerOf(response: Response, started: number, authorization: string): Promise<Outcome> {
  const body = (await response.json().catch(() => ({}))) as {
    id?: string;
    error?: { code?: string; details?: { reason?: string } };
  };
  if (response.status === 202 && body.id) {
    const job = await jobEnding(authorization, body.id);
    return { answer: `202 → ${job.status}${job.error ? ` ${job.error}` : ""}`, answeredMs: elapsed(started) };
  }
  const code = body.error?.details?.reason ?? body.error?.code ?? "";
  return { answer: `${response.status} ${code}`.trim(), answeredMs: elapsed(started) };
}

async function jobEnding(authorization: string, id: string): Promise<{ status: string; error?: string }> {
  for (;;) {
    const job = (await (await fetch(`${origin}/api/services/jobs/${id}`, { headers: { authorization } })).json()) as {
      status: string;
      error?: string;
    };
    if (job.status === "done" || job.status === "failed") return job;
    await sleep(100);
  }
}

/** Runs an attack while /api/ready is asked every 50 ms and /metrics read every 250 ms. */
async function whileSampling(attack: Attack): Promise<{ outcome: Outcome; sampled: Sampled }> {
  const start = await readMetrics();
  const sampled: Sampled = { readyMaxMs: 0, readyCount: 0, readyFailures: 0, loopDelayMaxMs: 0, rssGrowthMb: 0 };
  let isDone = false;
  const ready = (async () => {
    while (!isDone) {
      const asked = performance.now();
      const response = await fetch(`${origin}/api/ready`).catch(() => undefined);
      sampled.readyMaxMs = Math.max(sampled.readyMaxMs, elapsed(asked));
      sampled.readyCount += 1;
      if (!response?.ok) sampled.readyFailures += 1;
      await sleep(Math.max(0, 50 - elapsed(asked)));
    }
  })();
  const metrics = (async () => {
    while (!isDone) {
      await sleep(250);
      const now = await readMetrics();
      sampled.loopDelayMaxMs = Math.max(sampled.loopDelayMaxMs, now.loopDelayMaxMs);
      sampled.rssGrowthMb = Math.max(sampled.rssGrowthMb, (now.rssBytes - start.rssBytes) / 1024 / 1024);
    }
  })();
  const outcome = await attack().finally(() => {
    isDone = true;
  });
  await Promise.all([ready, metrics]);
  const end = await readMetrics();
  sampled.loopDelayMaxMs = Math.max(sampled.loopDelayMaxMs, end.loopDelayMaxMs);
  return { outcome, sampled };
}

/** The server's own figures; reading them resets the event loop's delay histogram. */
async function readMetrics(): Promise<{ loopDelayMaxMs: number; rssBytes: number }> {
  const text = await (await fetch(`${origin}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)`, "m").exec(text)?.[1] ?? 0);
  return {
    loopDelayMaxMs: value("nodejs_eventloop_lag_max_seconds") * 1000,
    rssBytes: value("process_resident_memory_bytes"),
  };
}

function printTable(rows: { name: string; outcome: Outcome; sampled: Sampled }[]) {
  console.log(
    `\nHostile requests against the built server (limits: answered ≤ ${LIMITS.answerMs} ms, /api/ready ≤ ${LIMITS.readyMs} ms, event-loop delay ≤ ${LIMITS.loopDelayMs} ms, RSS growth ≤ ${LIMITS.rssGrowthMb} MB)`,
  );
  console.log(
    ["attack", "answer", "answered ms", "ready max ms", "ready asked", "loop delay ms", "RSS +MB", "note"].join("\t"),
  );
  for (const { name, outcome, sampled } of rows) {
    console.log(
      [
        name,
        outcome.answer,
        outcome.answeredMs,
        sampled.readyMaxMs,
        `${sampled.readyCount}${sampled.readyFailures ? ` (${sampled.readyFailures} failed)` : ""}`,
        Math.round(sampled.loopDelayMaxMs),
        Math.round(sampled.rssGrowthMb),
        outcome.note ?? "",
      ].join("\t"),
    );
  }
  const worst = (read: (row: (typeof rows)[number]) => number) => Math.max(...rows.map(read));
  // The lying MP3 is a real 11-minute transcription, not a refusal: its time is the job's.
  const answers = rows.filter((row) => !row.name.startsWith("MP3 of 11 minutes"));
  const verdicts = [
    ["slowest hostile answer (ms)", Math.max(...answers.map((row) => row.outcome.answeredMs)), LIMITS.answerMs],
    ["slowest /api/ready (ms)", worst((row) => row.sampled.readyMaxMs), LIMITS.readyMs],
    ["event-loop delay p100 (ms)", Math.round(worst((row) => row.sampled.loopDelayMaxMs)), LIMITS.loopDelayMs],
    ["RSS growth (MB)", Math.round(worst((row) => row.sampled.rssGrowthMb)), LIMITS.rssGrowthMb],
  ] as const;
  console.log("");
  for (const [label, value, limit] of verdicts) {
    console.log(`${label}: ${value} (${value <= limit ? "within" : "OVER"} the limit of ${limit})`);
  }
}

async function memberWith(tier: "basic" | "premium"): Promise<string> {
  const admin = (await post("/api/auth/token?grant_type=password", ADMIN)) as { access_token: string };
  const { codes } = (await post(
    "/api/admin/access-codes",
    { kind: "quick_access", tier, duration_days: 30, max_uses: 1, count: 1 },
    `Bearer ${admin.access_token}`,
  )) as { codes: { code: string }[] };
  const { session } = (await post("/api/functions/quick-access-with-code", { code: codes[0]?.code })) as {
    session: { access_token: string };
  };
  return `Bearer ${session.access_token}`;
}

async function firstAssistant(authorization: string): Promise<string> {
  const catalogue = (await (await fetch(`${origin}/api/assistants`, { headers: { authorization } })).json()) as {
    assistants: { slug: string; locked?: boolean; canUse?: boolean }[];
  };
  const usable = catalogue.assistants.find((assistant) => assistant.canUse !== false && assistant.locked !== true);
  return usable?.slug ?? catalogue.assistants[0]?.slug ?? "";
}

async function queriesUsed(authorization: string): Promise<number> {
  const usage = (await (await fetch(`${origin}/api/assistants/usage`, { headers: { authorization } })).json()) as {
    used: number;
  };
  return usage.used;
}

async function post(url: string, body: unknown, authorization?: string): Promise<unknown> {
  const response = await fetch(origin + url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function waitUntilReady() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await fetch(`${origin}/api/ready`).catch(() => undefined))?.ok) return;
    await sleep(250);
  }
  throw new Error("the server did not become ready");
}

function elapsed(since: number): number {
  return Math.round(performance.now() - since);
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
