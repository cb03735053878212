import type { Language } from "../../../contracts/auth";
import type { TMeetingResult } from "../../../contracts/meetings";
import { SITE_NAME } from "../../core/site";
import { renderPdf, type PdfBlock } from "../../ingest/render-pdf";
import type { ExportTexts } from "../../jobs/exports/export-texts";

/** `minutes.pdf`: the same minutes as minutes.md, as a PDF with real, searchable text. */
export function minutesPdf(minutes: TMeetingResult, texts: ExportTexts, language: Language): Promise<Uint8Array> {
  return renderPdf({ title: minutes.title, language, creator: SITE_NAME, blocks: minutesBlocks(minutes, texts) });
}

/** The minutes as the PDF's blocks, in the order minutes.md has them. */
export function minutesBlocks(minutes: TMeetingResult, texts: ExportTexts): PdfBlock[] {
  const labels = texts.minutes;
  const none: PdfBlock = { type: "paragraph", text: labels.none };
  return [
    { type: "title", text: minutes.title },
    { type: "heading", text: labels.summary },
    { type: "paragraph", text: minutes.summary },
    { type: "heading", text: labels.decisions },
    ...(minutes.decisions.length === 0 ? [none] : []),
    ...minutes.decisions.map((decision): PdfBlock => ({ type: "bullet", text: decision })),
    { type: "heading", text: labels.actionItems },
    ...(minutes.actionItems.length === 0 ? [none] : []),
    ...minutes.actionItems.map((item): PdfBlock => {
      const who = `${labels.owner}: ${item.owner ?? labels.noOwner}`;
      const when = `${labels.dueDate}: ${item.dueDate ?? labels.noDueDate}`;
      return { type: "bullet", text: `${item.task} (${who}; ${when})` };
    }),
    { type: "heading", text: labels.followUpEmail },
    { type: "paragraph", text: minutes.followUpEmail },
    { type: "heading", text: labels.transcript },
    { type: "paragraph", text: minutes.transcript },
  ];
}
