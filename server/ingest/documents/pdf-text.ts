import { getDocumentProxy } from "unpdf";
import { withoutLoneSurrogates } from "../text-builder";
import type { TextOutcome } from "../tasks";
import { inflatesBeyond } from "./pdf-inflated-size";

/**
 * A PDF's text as the model reads it: pages joined, whitespace collapsed to single spaces (a
 * PDF's line breaks are layout, not meaning), no NUL, at most `textMax` characters, read page by
 * page and stopping once there is enough. Refused before PDF.js reads anything when its
 * compressed streams inflate past `inflatedMax`.
 */
export async function readPdfText(pdf: Uint8Array, textMax: number, inflatedMax: number): Promise<TextOutcome> {
  if (await inflatesBeyond(pdf, inflatedMax)) return { refusal: "too_complex" };
  let document;
  try {
    document = await getDocumentProxy(pdf, { verbosity: 0 });
  } catch {
    return { refusal: "unreadable" };
  }
  const pages: string[] = [];
  let length = 0;
  try {
    for (let number = 1; number <= document.numPages && length <= textMax; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = toModelText(
        content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""),
      );
      page.cleanup();
      if (!text) continue;
      pages.push(text);
      length += text.length + 1;
    }
  } catch {
    return { refusal: "unreadable" };
  } finally {
    await document.destroy();
  }
  const whole = pages.join(" ");
  return { value: { text: withoutLoneSurrogates(whole.slice(0, textMax)), truncated: whole.length > textMax } };
}

/** Whitespace collapsed; PostgreSQL text cannot hold NUL, which some PDFs carry. */
function toModelText(text: string): string {
  return text.replace(/\s+/g, " ").replaceAll("\u0000", "").trim();
}
