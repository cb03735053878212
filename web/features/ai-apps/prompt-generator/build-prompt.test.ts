import { describe, expect, it } from "vitest";
import { PROMPT_GENERATOR_EN } from "../../../../i18n/content/prompt-generator/en";
import { PROMPT_GENERATOR_ES } from "../../../../i18n/content/prompt-generator/es";
import { buildPrompt } from "./build-prompt";
import { EMPTY_PROMPT_FIELDS, fieldsFromTemplate } from "./prompt-templates";
import { PROMPT_TEMPLATES } from "../../../../i18n/content/prompt-generator/templates";

describe("buildPrompt", () => {
  it("puts every filled field under its heading, in order, with the format, length, tone and closing checks", () => {
    const prompt = buildPrompt(
      {
        role: "abogada laboralista.",
        task: "Resume la sentencia.",
        context: "Despido objetivo.",
        audience: "El gerente.",
        format: "table",
        tone: "formal",
        length: "short",
        examples: "Como el informe de marzo.",
      },
      PROMPT_GENERATOR_ES,
    );
    expect(prompt).toBe(
      [
        "## Rol\nActúa como abogada laboralista.",
        "## Tarea\nResume la sentencia.",
        "## Contexto\nDespido objetivo.",
        "## Público\nEl gerente.",
        `## Formato de la respuesta\n${PROMPT_GENERATOR_ES.formats.table.instruction} ${PROMPT_GENERATOR_ES.lengths.short.instruction}`,
        `## Tono\n${PROMPT_GENERATOR_ES.tones.formal.instruction}`,
        "## Ejemplos\nComo el informe de marzo.",
        `## Antes de responder\n${PROMPT_GENERATOR_ES.checks.map((check) => `- ${check}`).join("\n")}`,
      ].join("\n\n"),
    );
  });

  it.each([
    ["role", "## Rol"],
    ["context", "## Contexto"],
    ["audience", "## Público"],
    ["examples", "## Ejemplos"],
  ] as const)("leaves out the %s section when it is blank", (_field, heading) => {
    const prompt = buildPrompt({ ...EMPTY_PROMPT_FIELDS, task: "Escribe un correo." }, PROMPT_GENERATOR_ES);
    expect(prompt).not.toContain(heading);
    expect(prompt).toContain("## Tarea\nEscribe un correo.");
  });

  it("writes the prompt in the content's language", () => {
    const prompt = buildPrompt(fieldsFromTemplate(PROMPT_GENERATOR_EN, "teacher"), PROMPT_GENERATOR_EN);
    expect(prompt).toMatch(/^## Role\nAct as a secondary school teacher/);
    expect(prompt).toContain(PROMPT_GENERATOR_EN.tones.didactic.instruction);
  });

  it("fills every template's fields, with the task never empty", () => {
    for (const template of PROMPT_TEMPLATES) {
      const fields = fieldsFromTemplate(PROMPT_GENERATOR_ES, template.id);
      expect(fields.task.trim()).not.toBe("");
      expect(fields).toMatchObject({
        format: template.format,
        tone: template.tone,
        length: template.length,
        examples: "",
      });
    }
  });
});
