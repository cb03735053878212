import { afterAll, describe, expect, it } from "vitest";
import { askForObject } from "../ai/ask";
import { readUsage } from "../ai/meter";
import { createTestApp } from "../test/app";
import { FAKE_PROVIDER_SECRET_ERROR, startFakeAiProvider } from "../../test-support/fake-ai-provider";
import { buildUser } from "../test/factories";
import type { AskForObject } from "./ai-run";
import { runDocumentTask } from "../documents/document-tasks";
import { draftMinutes, groundActionItems } from "../meetings/minutes";

const provider = await startFakeAiProvider();
afterAll(() => provider.close());
const { context } = await createTestApp({
  AI_BASE_URL: provider.url,
  AI_MODEL: "fake-model",
  RATE_LIMITS_ENABLED: "false",
});

/** The façade's askForObject for a new premium member, the way a job's runner binds it. */
async function premiumRun(): Promise<{ ask: AskForObject; caller: { id: string } }> {
  const caller = await buildUser(context, { tier: "premium" });
  const ask: AskForObject = (request) => askForObject({ context, caller, quota: { tier: "premium" }, ...request });
  return { ask, caller };
}

const usedToday = async (userId: string) => (await readUsage(context.database.db, userId, "premium")).used;

function lastUserMessage(): string {
  const sent = provider.requests.at(-1) as { messages: { role: string; content: string }[] };
  return sent.messages.find((message) => message.role === "user")?.content ?? "";
}

const TRANSCRIPT =
  "Marta: Buenos días. Decidimos contratar a dos personas.\nJorge: Yo envío la oferta el viernes 14 de marzo.\nMarta: Alguien tiene que llamar al proveedor.";

describe("draftMinutes", () => {
  it("keeps owners and dates the transcript says and drops the ones the model made up", async () => {
    const run = await premiumRun();
    provider.setBehaviour({
      kind: "stream",
      text: JSON.stringify({
        title: "Reunión de equipo",
        summary: "Se decidió contratar a dos personas.",
        decisions: ["Contratar a dos personas"],
        actionItems: [
          { task: "Enviar la oferta", owner: "Jorge", dueDate: "2027-03-14", dueDateSaid: "el viernes 14 de marzo" },
          { task: "Llamar al proveedor", owner: "Pedro", dueDate: "2027-03-20", dueDateSaid: "el 20 de marzo" },
          { task: "Revisar el plan", owner: "Marta", dueDate: "2027-02-30", dueDateSaid: "viernes 14 de marzo" },
        ],
        followUpEmail: "Hola, os resumo la reunión.",
      }),
    });
    const minutes = await draftMinutes(run.ask, { title: "Comité", transcript: TRANSCRIPT, meetingDay: "2027-03-10" });
    expect(minutes).toEqual({
      title: "Comité",
      transcript: TRANSCRIPT,
      summary: "Se decidió contratar a dos personas.",
      decisions: ["Contratar a dos personas"],
      actionItems: [
        { task: "Enviar la oferta", owner: "Jorge", dueDate: "2027-03-14" },
        { task: "Llamar al proveedor", owner: null, dueDate: null },
        { task: "Revisar el plan", owner: "Marta", dueDate: null },
      ],
      followUpEmail: "Hola, os resumo la reunión.",
    });
    expect(lastUserMessage()).toContain(`<transcripcion>\n${TRANSCRIPT}\n</transcripcion>`);
    expect((provider.requests.at(-1) as { messages: { content: string }[] }).messages[0]?.content).toContain(
      "2027-03-10",
    );
    expect(await usedToday(run.caller.id)).toBe(1);
  });

  it("answers provider_error when the provider fails, without its text, and gives the query back", async () => {
    const run = await premiumRun();
    provider.setBehaviour({ kind: "fail" });
    const failure = await draftMinutes(run.ask, { transcript: TRANSCRIPT, meetingDay: "2027-03-10" }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 502, code: "provider_error" });
    expect(String((failure as Error).message)).not.toContain(FAKE_PROVIDER_SECRET_ERROR);
    expect(await usedToday(run.caller.id)).toBe(0);
  });

  it("drops a date that is not a date even when the words are in the transcript", () => {
    const items = [{ task: "x", owner: null, dueDate: "14/03/2027", dueDateSaid: "14 de marzo" }];
    expect(groundActionItems(items, TRANSCRIPT)).toEqual([{ task: "x", owner: null, dueDate: null }]);
  });
});

const CONTRACT = "Contrato entre Acme S.L. y Beta S.A. La renta mensual es de 900 euros. El contrato dura un año.";

describe("runDocumentTask", () => {
  it("extracts the fields asked for, in their order, keeping only values with a real passage", async () => {
    const run = await premiumRun();
    provider.setBehaviour({
      kind: "stream",
      text: JSON.stringify({
        fields: [
          { name: "Duración", value: "Dos años", quote: "El contrato dura dos años" },
          { name: "renta", value: "900 euros", quote: "La renta mensual es de 900 euros." },
        ],
      }),
    });
    const result = await runDocumentTask(run.ask, {
      task: "extract",
      text: CONTRACT,
      fields: ["Renta", "Duración", "Fianza"],
    });
    expect(result).toEqual({
      task: "extract",
      fields: [
        { name: "Renta", value: "900 euros", quote: "La renta mensual es de 900 euros." },
        { name: "Duración", value: "", quote: "" },
        { name: "Fianza", value: "", quote: "" },
      ],
    });
    expect(lastUserMessage()).toContain(`<documento>\n${CONTRACT}\n</documento>`);
    expect(await usedToday(run.caller.id)).toBe(1);
  });

  it("lists risks validated against the contract's severities", async () => {
    const run = await premiumRun();
    provider.setBehaviour({
      kind: "stream",
      text: JSON.stringify({ items: [{ clause: "dura un año", risk: "Sin prórroga.", severity: "critical" }] }),
    });
    await expect(runDocumentTask(run.ask, { task: "risks", text: CONTRACT })).rejects.toMatchObject({
      code: "provider_error",
    });
  });

  it("compares with differences computed in code: the model only comments on them", async () => {
    const run = await premiumRun();
    const second = CONTRACT.replace("900 euros", "950 euros");
    provider.setBehaviour({
      kind: "stream",
      text: JSON.stringify({
        comments: [
          { index: 1, comment: "Sube la renta." },
          { index: 7, comment: "Inventada." },
        ],
      }),
    });
    const result = await runDocumentTask(run.ask, { task: "compare", text: CONTRACT, otherText: second });
    expect(result).toEqual({
      task: "compare",
      differences: [
        {
          before: "La renta mensual es de 900 euros.",
          after: "La renta mensual es de 950 euros.",
          comment: "Sube la renta.",
        },
      ],
    });
    expect(lastUserMessage()).toContain(
      "1.\nANTES: La renta mensual es de 900 euros.\nDESPUÉS: La renta mensual es de 950 euros.",
    );
  });

  it("compares two identical versions without asking the model", async () => {
    const run = await premiumRun();
    const before = provider.requests.length;
    expect(await runDocumentTask(run.ask, { task: "compare", text: CONTRACT, otherText: ` ${CONTRACT}\n` })).toEqual({
      task: "compare",
      differences: [],
    });
    expect(provider.requests.length).toBe(before);
    expect(await usedToday(run.caller.id)).toBe(0);
  });
});
