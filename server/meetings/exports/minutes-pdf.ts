import type { Language } from "../../../contracts/auth";
import type { TMeetingResult } from "../../../contracts/meetings";
import type { ExportTexts } from "../../service-jobs/exports/export-texts";
import { PdfWriter } from "./pdf-writer";

/** `minutes.pdf`: the same minutes as minutes.md, as a PDF with real, searchable text. */
export async function minutesPdf(minutes: TMeetingResult, texts: ExportTexts, language: Language): Promise<Uint8Array> {
  const labels = texts.minutes;
  const pdf = await PdfWriter.create(minutes.title, language);
  pdf.title(minutes.title);
  pdf.heading(labels.summary);
  pdf.paragraph(minutes.summary);
  pdf.heading(labels.decisions);
  if (minutes.decisions.length === 0) pdf.paragraph(labels.none);
  for (const decision of minutes.decisions) pdf.bullet(decision);
  pdf.heading(labels.actionItems);
  if (minutes.actionItems.length === 0) pdf.paragraph(labels.none);
  for (const item of minutes.actionItems) {
    const who = `${labels.owner}: ${item.owner ?? labels.noOwner}`;
    const when = `${labels.dueDate}: ${item.dueDate ?? labels.noDueDate}`;
    pdf.bullet(`${item.task} (${who}; ${when})`);
  }
  pdf.heading(labels.followUpEmail);
  pdf.paragraph(minutes.followUpEmail);
  pdf.heading(labels.transcript);
  pdf.paragraph(minutes.transcript);
  return pdf.bytes();
}
