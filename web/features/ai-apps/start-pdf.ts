import type { PdfWriter } from "../../../pdf/pdf-writer";

/**
 * An AI app's PDF export, begun. pdf-lib (~430 KB) loads here, on the first PDF the user asks
 * for, so no app page carries it (the shared writer is pdf/pdf-writer.ts).
 */
export async function startPdf(title: string, language: string): Promise<PdfWriter> {
  const { PdfWriter } = await import("../../../pdf/pdf-writer");
  return PdfWriter.create({ title, language, creator: "Plataforma IA para Profesionales" });
}
