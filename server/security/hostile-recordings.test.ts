import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { TTranscriptionResult } from "../../contracts/transcription";
import { chatAttachments } from "../db/schema/index";
import { serviceJobsOf } from "../jobs/engine";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { aviWithGab2Playlist, ffconcatList, id3HlsPlaylist, withLyingFrameCount } from "../test/hostile-files";
import { makeAudio, multipartBody } from "../../test-support/media";
import { buildMember, queriesUsed, waitForJob } from "../test/service-jobs";

/*
 * Recordings a hostile member sends to the audio services and the chat: files that try to make
 * ffmpeg read something else than themselves, and files that lie about their length to be
 * charged less. None is heard; each is refused, fails, or is charged for what it really holds.
 */
const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { app, context, database } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  AI_TRANSCRIPTION_MODEL: "fake-whisper",
  RATE_LIMITS_ENABLED: "false",
  SERVICE_JOBS_HEARTBEAT_SECONDS: "0.5",
});
await serviceJobsOf(context).start();

// A recording on the server that no member may hear.
const secretFolder = mkdtempSync(path.join(tmpdir(), "secret-recordings-"));
const SECRET = path.join(secretFolder, "secret.wav");
writeFileSync(SECRET, makeAudio("wav", 5));

function post(url: string, headers: Record<string, string>, name: string, type: string, data: Buffer) {
  const body = multipartBody([{ field: "file", name, type, data }]);
  return app.inject({ method: "POST", url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

describe("a recording that names another file", () => {
  it("an HLS playlist behind an ID3 tag, named .mp3: its job fails unread, refunded, nothing heard", async () => {
    const member = await buildMember(context, "basic");
    const heardBefore = provider.transcriptions.length;
    const accepted = await post(
      "/api/services/transcriptions",
      member.headers,
      "recording.mp3",
      "audio/mpeg",
      id3HlsPlaylist(SECRET),
    );
    expect(accepted.statusCode).toBe(202);
    const job = await waitForJob(app, member.headers, accepted.json<{ id: string }>().id);
    expect(job).toMatchObject({ status: "failed", error: "unreadable_file" });
    expect(provider.transcriptions.length).toBe(heardBefore);
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });

  it.each([
    ["an ffconcat list sent as .mp4", "clip.mp4", "video/mp4", ffconcatList(SECRET)],
    ["an AVI with a GAB2 playlist sent as .webm", "clip.webm", "video/webm", aviWithGab2Playlist(SECRET)],
  ])("%s is refused with 415 before anything is stored", async (_, name, type, data) => {
    const member = await buildMember(context, "premium");
    for (const url of ["/api/services/transcriptions", "/api/services/meetings"]) {
      const response = await post(url, member.headers, name, type, data);
      expect(response.statusCode).toBe(415);
    }
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });

  it("the playlist attached to a chat is refused 422 unreadable_media, nothing spent or kept", async () => {
    const member = await buildMember(context, "basic");
    const heardBefore = provider.transcriptions.length;
    const response = await post(
      "/api/assistants/attachments",
      member.headers,
      "nota.mp3",
      "audio/mpeg",
      id3HlsPlaylist(SECRET),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: "upload_error", details: { reason: "unreadable_media" } } });
    expect(provider.transcriptions.length).toBe(heardBefore);
    expect(await queriesUsed(context, member.user.id)).toBe(0);
  });
});

describe("a recording that lies about its length", () => {
  it("is charged for the 11 minutes it holds, not the 5 frames its header claims", { timeout: 120_000 }, async () => {
    provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 300 });
    const member = await buildMember(context, "basic");
    const lying = withLyingFrameCount(makeAudio("mp3", 11 * 60), 5);
    const accepted = await post("/api/services/transcriptions", member.headers, "larga.mp3", "audio/mpeg", lying);
    expect(accepted.statusCode).toBe(202);
    const job = await waitForJob(app, member.headers, accepted.json<{ id: string }>().id, undefined, 90_000);
    expect(job.status).toBe("done");
    expect((job.result as TTranscriptionResult).durationSeconds).toBeGreaterThan(11 * 60 - 1);
    expect(await queriesUsed(context, member.user.id)).toBe(2);
    expect(provider.transcriptions.at(-1)?.durationSeconds).toBeGreaterThan(11 * 60 - 1);
  });
});

describe("audio attached to a chat", () => {
  it("spends a query per started ten minutes at upload, and is refused daily_quota_reached when they are not left", async () => {
    provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 2 });
    const member = await buildMember(context, "basic");
    const heard = await post(
      "/api/assistants/attachments",
      member.headers,
      "voz.mp3",
      "audio/mpeg",
      makeAudio("mp3", 3),
    );
    expect(heard.statusCode).toBe(201);
    expect(await queriesUsed(context, member.user.id)).toBe(1);

    // 49 of 50 spent: a twelve-minute recording needs two.
    await database.pool.query("UPDATE ai_daily_usage SET queries = 49 WHERE user_id = $1", [member.user.id]);
    const heardBefore = provider.transcriptions.length;
    const refused = await post(
      "/api/assistants/attachments",
      member.headers,
      "larga.mp3",
      "audio/mpeg",
      makeAudio("mp3", 12 * 60),
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: "daily_quota_reached" } });
    expect(provider.transcriptions.length).toBe(heardBefore);
    expect(await queriesUsed(context, member.user.id)).toBe(49);
    const rows = await database.db.select().from(chatAttachments);
    expect(rows.filter((row) => row.fileName === "larga.mp3")).toEqual([]);
  });

  it("gives the queries back when the provider fails before hearing anything", async () => {
    provider.setTranscriptionBehaviour({ kind: "fail" });
    const member = await buildMember(context, "basic");
    const response = await post(
      "/api/assistants/attachments",
      member.headers,
      "voz.mp3",
      "audio/mpeg",
      makeAudio("mp3", 3),
    );
    expect(response.statusCode).toBe(502);
    expect(await queriesUsed(context, member.user.id)).toBe(0);
    provider.setTranscriptionBehaviour({ kind: "segments", segmentSeconds: 2 });
  });
});
