import { describe, expect, it } from "vitest";
import type { TFunction } from "../../../lib/translation/t-function";
import { Translator } from "../../../lib/translation/translator";
import serviceJobs from "../../../locales/es/service-jobs.json";
import { documentJobName } from "./document-job-name";

const translator = new Translator({
  language: "es",
  fallbackLanguage: "es",
  catalogues: { es: { "service-jobs": serviceJobs } },
});
const t = ((key: string, options?: Record<string, unknown>) =>
  translator.t(key, options, "service-jobs")) as TFunction<"service-jobs">;

describe("documentJobName", () => {
  it("tells apart two tasks on the same file", () => {
    const summary = documentJobName({ task: "summary", fileNames: ["contrato-v1.pdf"] }, t);
    const risks = documentJobName({ task: "risks", fileNames: ["contrato-v1.pdf"] }, t);
    expect(summary).toBe("Resumen: contrato-v1.pdf");
    expect(risks).toBe("Riesgos: contrato-v1.pdf");
  });

  it("names both files of a comparison", () => {
    expect(documentJobName({ task: "compare", fileNames: ["contrato-v1.pdf", "contrato-v2.pdf"] }, t)).toBe(
      "Comparar dos versiones: contrato-v1.pdf → contrato-v2.pdf",
    );
  });

  it("calls a pasted text by what it is", () => {
    expect(documentJobName({ task: "extract", fileNames: [] }, t)).toBe(
      `Extraer datos: ${serviceJobs.document.pasted}`,
    );
  });
});
