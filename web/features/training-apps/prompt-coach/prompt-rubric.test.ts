import { describe, expect, it } from "vitest";
import { RUBRIC, rewritePrompt, scorePrompt, type CriterionId, type RewriteLabels } from "./prompt-rubric";

const GOOD_ES =
  "Actúa como asesora laboral con experiencia. Redacta un correo para la plantilla de nuestra empresa (60 personas del sector logístico) " +
  "que explique los cambios del nuevo convenio, porque muchos empleados tienen dudas sobre el calendario. Formato: 5 viñetas y un párrafo final " +
  "de máximo 150 palabras. No inventes cifras. Por ejemplo: «Desde el 1 de enero, la jornada será…». Tono cercano y profesional.";
const GOOD_CA =
  "Fes d'assessor fiscal sènior. Prepara un resum per a un client autònom del sector de la restauració, perquè ha de decidir si es constitueix en societat. " +
  "Format: una taula amb avantatges i inconvenients i tres punts de conclusió. Com a màxim 200 paraules i sense tecnicismes. " +
  "Per exemple: «Tributació: IRPF progressiu vs. 25 % de l'impost de societats». To proper i professional.";
const GOOD_EN =
  "You are an experienced customer service lead. Write a reply to a customer whose order arrived late, because the courier lost the parcel. " +
  "Our company sells office furniture to small businesses. Format: an e-mail of at most 120 words with a subject line. Do not promise a refund. " +
  "For example: 'I'm sorry your desk arrived a week late…'. Friendly, direct tone.";

const ALL: CriterionId[] = RUBRIC.map((criterion) => criterion.id);

describe("prompt rubric", () => {
  it.each([
    { name: "a complete Spanish prompt", prompt: GOOD_ES, min: 90, max: 100, met: ALL },
    { name: "a complete Catalan prompt", prompt: GOOD_CA, min: 90, max: 100, met: ALL },
    { name: "a complete English prompt", prompt: GOOD_EN, min: 90, max: 100, met: ALL },
    { name: "a bare request", prompt: "Escribe un correo", min: 20, max: 30, met: [] },
    { name: "a vague wish", prompt: "algo sobre marketing", min: 0, max: 0, met: [] },
    { name: "an empty prompt", prompt: "   ", min: 0, max: 0, met: [] },
    { name: "a role and a task only", prompt: "Act as a lawyer and summarise this", min: 25, max: 30, met: ["role"] },
    {
      name: "a detailed task with context but no role, format or tone",
      prompt:
        "Resume el acta de la reunión de ayer para el equipo de ventas, porque no pudieron asistir y necesitan saber qué se decidió",
      min: 35,
      max: 45,
      met: ["task", "context"],
    },
  ])("$name scores between $min and $max", ({ prompt, min, max, met }) => {
    const score = scorePrompt(prompt);
    expect(score.total).toBeGreaterThanOrEqual(min);
    expect(score.total).toBeLessThanOrEqual(max);
    expect(score.criteria.filter((criterion) => criterion.status === "met").map((criterion) => criterion.id)).toEqual(
      met,
    );
  });

  it.each([
    ["role", "Eres un experto en marketing digital."],
    ["role", "Ets una advocada especialista en família."],
    ["tone", "Usa un tono formal."],
    ["tone", "Amb un to proper."],
    ["examples", "Per exemple, com aquest text."],
    ["constraints", "Avoid jargon."],
    ["format", "Devuélvelo en una tabla."],
  ] as const)("detects %s in %j", (id, prompt) => {
    expect(scorePrompt(prompt).criteria.find((criterion) => criterion.id === id)?.status).not.toBe("missing");
  });

  it("adds up to 100 points and the total is the sum of the criteria", () => {
    expect(RUBRIC.reduce((sum, criterion) => sum + criterion.max, 0)).toBe(100);
    const score = scorePrompt(GOOD_ES);
    expect(score.total).toBe(score.criteria.reduce((sum, criterion) => sum + criterion.points, 0));
  });

  it("gives partial task points to a short request and full ones to a precise one", () => {
    const task = (prompt: string) => scorePrompt(prompt).criteria.find((criterion) => criterion.id === "task");
    expect(task("Traduce esto")).toMatchObject({ points: 12, status: "partial" });
    expect(
      task("Traduce al inglés este párrafo del contrato de arrendamiento de la oficina de Valencia"),
    ).toMatchObject({ points: 20, status: "met" });
  });
});

const LABELS: RewriteLabels = {
  sections: Object.fromEntries(
    ALL.map((id) => [id, { heading: id.toUpperCase(), placeholder: `[${id}?]` }]),
  ) as RewriteLabels["sections"],
};

describe("rewritten prompt", () => {
  it("keeps the prompt as the task and adds a placeholder for each criterion not met", () => {
    const prompt = "Act as a lawyer and summarise this";
    const rewritten = rewritePrompt(prompt, scorePrompt(prompt), LABELS);
    expect(rewritten).toContain(`## TASK\n${prompt}`);
    for (const id of ["context", "format", "constraints", "examples", "tone"]) expect(rewritten).toContain(`[${id}?]`);
    expect(rewritten).not.toContain("[role?]");
    expect(rewritten.indexOf("## TASK")).toBeLessThan(rewritten.indexOf("## CONTEXT"));
  });

  it("adds nothing but the task to a prompt that meets every criterion", () => {
    expect(rewritePrompt(GOOD_EN, scorePrompt(GOOD_EN), LABELS)).toBe(`## TASK\n${GOOD_EN}`);
  });
});
