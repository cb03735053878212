import { afterAll, describe, expect, it } from "vitest";
import type { TTranscriptionResult } from "../../contracts/transcription";
import { serviceJobsOf } from "../jobs/engine";
import { tidyServiceJobFiles } from "../jobs/tidy-files";
import { createTestApp } from "../test/app";
import { FAKE_PROVIDER_SECRET_ERROR, startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { makeAudio, makeVideo, multipartBody } from "../../test-support/media";
import { buildMember, queriesUsed, waitForJob } from "../test/service-jobs";

const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-chat",
  AI_API_KEY: "sk-test-chat",
  AI_TRANSCRIPTION_MODEL: "fake-whisper",
  SERVICE_JOBS_HEARTBEAT_SECONDS: "0.5",
});
await serviceJobsOf(context).start();
const chunking = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-chat",
  AI_TRANSCRIPTION_MODEL: "fake-whisper",
  // Small enough that a 12-second WAV must be extracted and cut (pieces of 4 seconds).
  AI_TRANSCRIPTION_MAX_BYTES: "40000",
});
await serviceJobsOf(chunking.context).start();

async function upload(
  headers: Record<string, string>,
  name: string,
  type: string,
  data: Buffer,
  language?: string,
  target = app,
) {
  const body = multipartBody([{ field: "file", name, type, data }], language ? { language } : {});
  return target.inject({
    method: "POST",
    url: "/api/services/transcriptions",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function storedUploads(): Promise<number> {
  let count = 0;
  for await (const key of context.files.listKeys()) if (key.startsWith("private/service-jobs/")) count += 1;
  return count;
}

describe("POST /api/services/transcriptions", () => {
  it("transcribes a recording with segment times, in one request, and serves valid TXT, SRT and VTT", async () => {
    provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 2 });
    const member = await buildMember(context, "basic");
    const response = await upload(member.headers, "entrevista.mp3", "audio/mpeg", makeAudio("mp3", 3), "es");
    expect(response.statusCode).toBe(202);
    const { id, status } = response.json<{ id: string; status: string }>();
    expect(status).toBe("queued");
    const job = await waitForJob(app, member.headers, id);
    expect(job).toMatchObject({ status: "done", progress: 1, kind: "transcription", fileName: "entrevista.mp3" });
    const result = job.result as TTranscriptionResult;
    expect(result.language).toBe("es");
    expect(result.durationSeconds).toBeGreaterThan(2.9);
    expect(result.durationSeconds).toBeLessThan(3.2);
    expect(result.segments.map((segment) => [segment.start, segment.text])).toEqual([
      [0, "Frase 1."],
      [2, "Frase 2."],
    ]);
    expect(result.text).toBe("Frase 1. Frase 2.");

    const sent = provider.transcriptions.at(-1);
    expect(sent?.fields).toMatchObject({
      model: ["fake-whisper"],
      response_format: ["verbose_json"],
      "timestamp_granularities[]": ["segment"],
      language: ["es"],
    });
    // Within the provider's limit, the upload itself is sent.
    expect(sent?.fileType).toBe("audio/mpeg");
    expect(provider.authorizations).not.toContain("Bearer sk-test-chat-wrong");
    expect(await queriesUsed(context, member.user.id)).toBe(1);

    const txt = await app.inject({ url: `/api/services/jobs/${id}/transcript.txt`, headers: member.headers });
    expect(txt.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(txt.headers["content-disposition"]).toContain('filename="entrevista.txt"');
    expect(txt.body).toBe("Frase 1.\nFrase 2.\n");
    const srt = await app.inject({ url: `/api/services/jobs/${id}/subtitles.srt`, headers: member.headers });
    expect(srt.body).toMatch(
      /^1\n00:00:00,000 --> 00:00:02,000\nFrase 1\.\n\n2\n00:00:02,000 --> 00:00:03,\d{3}\nFrase 2\.\n$/,
    );
    const vtt = await app.inject({ url: `/api/services/jobs/${id}/subtitles.vtt`, headers: member.headers });
    expect(vtt.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(vtt.body).toMatch(
      /^WEBVTT\n\n00:00:00\.000 --> 00:00:02\.000\nFrase 1\.\n\n00:00:02\.000 --> 00:00:03\.\d{3}\nFrase 2\.\n$/,
    );

    const stranger = await buildMember(context, "premium");
    const theirs = await app.inject({ url: `/api/services/jobs/${id}/subtitles.srt`, headers: stranger.headers });
    expect(theirs.statusCode).toBe(404);
  });

  // Two files through the ingest workers: on a loaded machine this takes longer than the default.
  it(
    "extracts a video's sound, cuts a long recording into pieces and stitches their times back",
    { timeout: 60_000 },
    async () => {
      provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 2, language: "english" });
      const member = await buildMember(chunking.context, "basic");
      const before = provider.transcriptions.length;
      const video = await upload(
        member.headers,
        "clip.mov",
        "video/quicktime",
        makeVideo("mov", 2),
        undefined,
        chunking.app,
      );
      const videoJob = await waitForJob(chunking.app, member.headers, video.json<{ id: string }>().id);
      expect(videoJob.status).toBe("done");
      expect((videoJob.result as TTranscriptionResult).language).toBe("en");
      expect(provider.transcriptions[before]?.fileType).toBe("audio/mpeg");

      const long = await upload(member.headers, "larga.wav", "audio/wav", makeAudio("wav", 12), "ca", chunking.app);
      const longJob = await waitForJob(chunking.app, member.headers, long.json<{ id: string }>().id);
      expect(longJob.status).toBe("done");
      const pieces = provider.transcriptions.slice(before + 1);
      expect(pieces).toHaveLength(3);
      for (const piece of pieces) {
        expect(piece.fileBytes).toBeLessThanOrEqual(40_000);
        expect(piece.durationSeconds).toBeGreaterThan(3.9);
        expect(piece.durationSeconds).toBeLessThan(4.2);
      }
      const result = longJob.result as TTranscriptionResult;
      expect(result.segments.map((segment) => segment.start)).toEqual([0, 2, 4, 6, 8, 10]);
      expect(result.segments.at(-1)?.end).toBeCloseTo(12, 0);
      expect(result.language).toBe("ca");
    },
  );

  it(
    "spends one query per started ten minutes, and fails without spending when they are not left",
    { timeout: 60_000 },
    async () => {
      provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 300 });
      const member = await buildMember(context, "basic");
      const recording = makeAudio("mp3", 601);
      const first = await upload(member.headers, "reunion.mp3", "audio/mpeg", recording);
      expect((await waitForJob(app, member.headers, first.json<{ id: string }>().id)).status).toBe("done");
      expect(await queriesUsed(context, member.user.id)).toBe(2);

      await context.database.pool.query("UPDATE ai_daily_usage SET queries = 49 WHERE user_id = $1", [member.user.id]);
      const calls = provider.transcriptions.length;
      const second = await upload(member.headers, "reunion.mp3", "audio/mpeg", recording);
      expect(second.statusCode).toBe(202);
      const failed = await waitForJob(app, member.headers, second.json<{ id: string }>().id);
      expect(failed).toMatchObject({ status: "failed", error: "daily_quota_reached" });
      expect(provider.transcriptions).toHaveLength(calls);
      expect(await queriesUsed(context, member.user.id)).toBe(49);
    },
  );

  it("gives the query back when the provider fails, never showing its text", async () => {
    provider.setTranscriptionBehaviour({ kind: "fail", status: 500 });
    const member = await buildMember(context, "basic");
    const response = await upload(member.headers, "voz.ogg", "audio/ogg", makeAudio("ogg", 2));
    const job = await waitForJob(app, member.headers, response.json<{ id: string }>().id);
    expect(job).toMatchObject({ status: "failed", error: "provider_error" });
    expect(JSON.stringify(job)).not.toContain(FAKE_PROVIDER_SECRET_ERROR);
    expect(await queriesUsed(context, member.user.id)).toBe(0);
    provider.setTranscriptionBehaviour({ kind: "segments" });
  });

  it("refuses what it cannot take: wrong type (415), bad language (400), nothing kept or spent", async () => {
    const member = await buildMember(context, "basic");
    const stored = await storedUploads();
    const text = await upload(member.headers, "notas.mp3", "audio/mpeg", Buffer.from("esto no es audio"));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
    const language = await upload(member.headers, "voz.mp3", "audio/mpeg", makeAudio("mp3", 1), "fr");
    expect(language.statusCode).toBe(400);
    const empty = await app.inject({
      method: "POST",
      url: "/api/services/transcriptions",
      headers: { ...member.headers, ...multipartBody([], { language: "es" }).headers },
      payload: multipartBody([], { language: "es" }).payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(await storedUploads()).toBe(stored);
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });

  it("keeps the service to its plans: a visitor 401, the free plan 403 tier_required", async () => {
    const audio = makeAudio("mp3", 1);
    expect((await upload({}, "a.mp3", "audio/mpeg", audio)).statusCode).toBe(401);
    const free = await buildMember(context, "free");
    const refused = await upload(free.headers, "a.mp3", "audio/mpeg", audio);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "tier_required", details: { requiredTier: "basic" } } });
  });

  it("says what the installation can do, publicly", async () => {
    const response = await app.inject({ url: "/api/services/availability" });
    expect(response.json()).toEqual({ aiConfigured: true, transcriptionConfigured: true, maxUploadMb: 100 });
  });
});

describe("without a transcription model", () => {
  it("answers 503 transcription_not_configured before reading the upload", async () => {
    const bare = await createTestApp({ AI_BASE_URL: provider.url, AI_MODEL: "fake-chat" });
    const member = await buildMember(bare.context, "premium");
    const body = multipartBody([{ field: "file", name: "a.mp3", type: "audio/mpeg", data: makeAudio("mp3", 1) }]);
    const response = await bare.app.inject({
      method: "POST",
      url: "/api/services/transcriptions",
      headers: { ...member.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: "transcription_not_configured" } });
    const availability = await bare.app.inject({ url: "/api/services/availability" });
    expect(availability.json()).toMatchObject({ aiConfigured: true, transcriptionConfigured: false });
  });

  it("keeps the recording private: stored under private/, never served by /uploads, gone with its job", async () => {
    provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 2 });
    const member = await buildMember(context, "basic");
    const response = await upload(member.headers, "privada.mp3", "audio/mpeg", makeAudio("mp3", 2));
    const { id } = response.json<{ id: string }>();
    await waitForJob(app, member.headers, id);
    const { rows } = await context.database.pool.query<{ file_keys: string[] }>(
      "SELECT file_keys FROM service_jobs WHERE id = $1",
      [id],
    );
    const key = rows[0]?.file_keys[0] ?? "";
    expect(key).toMatch(/^private\/service-jobs\//);
    for (const url of [`/uploads/${key}`, `/uploads/${key.replace(/^private\//, "")}`]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
    const download = await app.inject({ url: `/api/services/jobs/${id}/transcript.txt`, headers: member.headers });
    expect(download.headers["cache-control"]).toBe("private, no-store");
    await app.inject({ method: "DELETE", url: `/api/services/jobs/${id}`, headers: member.headers });
    expect(await context.files.stat(key)).toBeUndefined();
  });

  it("moves a recording an older version kept in public uploads into the private area at start", async () => {
    const member = await buildMember(context, "basic");
    const publicKey = "service-jobs/2026/01/00000000-0000-4000-8000-00000000beef.mp3";
    const orphanKey = "service-jobs/2026/01/00000000-0000-4000-8000-00000000dead.mp3";
    await context.files.saveBuffer(publicKey, makeAudio("mp3", 1));
    await context.files.saveBuffer(orphanKey, makeAudio("mp3", 1));
    expect((await app.inject({ url: `/uploads/${publicKey}` })).statusCode).toBe(200);
    const { rows } = await context.database.pool.query<{ id: string }>(
      `INSERT INTO service_jobs (owner_id, kind, status, input, file_keys, file_names, query_day, quota_tier)
       VALUES ($1, 'transcription', 'done', '{"language":"es"}', ARRAY[$2], ARRAY['vieja.mp3'], current_date, 'basic')
       RETURNING id`,
      [member.user.id, publicKey],
    );
    const tidied = await tidyServiceJobFiles(context);
    expect(tidied.moved).toBe(1);
    // Test apps share one uploads folder: other files may have gone with this one.
    expect(tidied.orphans).toBeGreaterThanOrEqual(1);
    expect((await app.inject({ url: `/uploads/${publicKey}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/uploads/${orphanKey}` })).statusCode).toBe(404);
    const moved = await context.database.pool.query<{ file_keys: string[] }>(
      "SELECT file_keys FROM service_jobs WHERE id = $1",
      [rows[0]?.id],
    );
    const privateKey = moved.rows[0]?.file_keys[0] ?? "";
    expect(privateKey).toBe(`private/${publicKey}`);
    expect(await context.files.stat(privateKey)).toBeDefined();
  });
});
