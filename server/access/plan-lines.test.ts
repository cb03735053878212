import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { ASSISTANT_TIERS, ATTACHMENTS_PER_MESSAGE } from "../../contracts/assistants";
import { planLinesOf, type PlanLine } from "../../contracts/plan-lines";
import { COURSE_TIERS, TIERS, type Tier } from "../../contracts/tiers";
import { insertDemoAssistants } from "../start-up/seed/demo-assistants";
import { createTestApp } from "../test/app";
import { startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser, signInAs } from "../test/factories";
import { mayUse, type Capability } from "./policy";
import { buildAccessCaller } from "./test-callers";

/**
 * Every line of /suscripciones against what the server does: the policy for what opens, and the
 * routes themselves for the numbers (daily queries, attachments per message).
 */
const provider = await startFakeAiProvider({ kind: "stream", text: "Hecho." });
afterAll(() => provider.close());
const { app, context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});
await insertDemoAssistants(context);

function lineOf(tier: Tier, prefix: string): PlanLine | undefined {
  return planLinesOf(tier).find((line) => line.key.startsWith(prefix));
}

const may = (tier: Tier, capability: Capability) => mayUse(buildAccessCaller(tier), capability);

async function signedIn(tier: Tier) {
  const user = await buildUser(context, { tier });
  return { authorization: (await signInAs(context, user)).authorization };
}

async function uploadImage(headers: Record<string, string>) {
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  const boundary = "----plan-lines-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return app.inject({
    method: "POST",
    url: "/api/assistants/attachments",
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe("plan lines agree with the access policy", () => {
  it.each(TIERS)("%s: the assistants line says which assistants open", (tier) => {
    const line = lineOf(tier, "assistants.")?.key;
    const opens = ASSISTANT_TIERS.filter((required) => may(tier, { kind: "assistant", requiredTier: required }));
    const expected = {
      "assistants.free_basic": ["free"],
      "assistants.basic": ["free", "basic"],
      "assistants.all": ASSISTANT_TIERS,
    };
    expect(line && expected[line as keyof typeof expected]).toEqual(opens);
    // "all" holds even for an assistant an older version kept for enterprise.
    if (line === "assistants.all") expect(may(tier, { kind: "assistant", requiredTier: "enterprise" })).toBe(true);
  });

  it.each(TIERS)("%s: the apps lines say which apps open", (tier) => {
    const premiumApps = planLinesOf(tier).some((line) => line.key === "premiumApps");
    expect(premiumApps).toBe(may(tier, { kind: "area", area: "aiApps" }));
    expect(premiumApps).toBe(may(tier, { kind: "area", area: "trainingApps" }));
    const external = lineOf(tier, "externalApps.");
    const opens = (["basic", "premium", "enterprise"] as const).filter((required) =>
      may(tier, { kind: "external-app", requiredTier: required }),
    );
    expect(external?.isIncluded).toBe(opens.length > 0);
    // "Apps básicas", "… Básico y Premium", "Todas": the line names the highest app tier that opens.
    expect(external?.key).toBe(`externalApps.${opens.at(-1) ?? "none"}`);
  });

  it.each(TIERS)("%s: the microcourses line names the highest course tier that opens", (tier) => {
    const opens = COURSE_TIERS.filter((required) => may(tier, { kind: "course", requiredTier: required }));
    expect(lineOf(tier, "courses.")).toEqual({ key: `courses.${opens.at(-1)}`, isIncluded: true, count: undefined });
  });

  it.each(TIERS)("%s: the resources line says which resources open", (tier) => {
    const line = lineOf(tier, "resources.");
    const opens = TIERS.filter((required) => may(tier, { kind: "resource", requiredTier: required }));
    expect(line?.isIncluded).toBe(may(tier, { kind: "area", area: "resources" }));
    // "Biblioteca de recursos" opens every resource up to premium, "Toda la biblioteca" every one.
    const expected = opens.length === 0 ? "none" : opens.length === TIERS.length ? "enterprise" : "premium";
    expect(line?.key).toBe(`resources.${expected}`);
    if (expected === "premium") expect(opens.at(-1)).toBe("premium");
  });

  it.each(TIERS)("%s: each AI service is listed exactly when it opens", (tier) => {
    const services = {
      transcription: "transcription",
      meetingMinutes: "meeting",
      documentProcessing: "document",
    } as const;
    for (const [key, service] of Object.entries(services)) {
      const listed = planLinesOf(tier).some((line) => line.key === key);
      expect(listed, key).toBe(may(tier, { kind: "service", service }));
    }
  });

  it.each(TIERS)("%s: the daily queries line is the quota the server counts", async (tier) => {
    const line = lineOf(tier, "dailyAiQueries");
    const usage = await app.inject({ url: "/api/assistants/usage", headers: await signedIn(tier) });
    const limit: unknown = usage.json<{ limit: unknown }>().limit;
    if (line?.key === "dailyAiQueriesUnlimited") expect(limit).toBeNull();
    else expect(limit).toBe(line?.count);
  });

  it.each(TIERS)("%s: the uploads line is what a chat message may carry", async (tier) => {
    const line = lineOf(tier, "uploads.");
    const perMessage = {
      "uploads.none": 0,
      "uploads.basic": line?.count ?? -1,
      "uploads.simultaneous": line?.count ?? -1,
    };
    const promised = line ? perMessage[line.key as keyof typeof perMessage] : -1;
    expect(ATTACHMENTS_PER_MESSAGE[tier]).toBe(promised);
    const headers = await signedIn(tier);
    const ids: string[] = [];
    for (let index = 0; index <= promised; index += 1) {
      const uploaded = await uploadImage(headers);
      if (promised === 0) expect(uploaded.statusCode).toBe(403);
      else ids.push(uploaded.json<{ id: string }>().id);
    }
    if (promised === 0) return;
    const chat = (attachmentIds: string[]) =>
      app.inject({
        method: "POST",
        url: "/api/assistants/resumidor-de-documentos/chat",
        headers: { ...headers, "content-type": "application/json" },
        payload: { message: "Lee esto", attachmentIds },
      });
    // One more than promised is refused, as many as promised go through.
    expect((await chat(ids)).json()).toMatchObject({
      error: { code: "upload_error", details: { reason: "too_many" } },
    });
    expect((await chat(ids.slice(0, promised))).statusCode).toBe(200);
  });
});
