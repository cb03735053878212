import type { TMeetingResult } from "../../../contracts/meetings";
import { SITE_NAME } from "../../core/site";
import type { ExportTexts } from "../../jobs/exports/export-texts";

/** RFC 5545 §3.1: content lines longer than 75 octets are folded. */
const LINE_OCTETS_MAX = 75;

export interface IcsOptions {
  jobId: string;
  /** The site's host, which makes each UID unique beyond this installation. */
  host: string;
  /** DTSTAMP: when the calendar was written. */
  now: Date;
  texts: ExportTexts;
}

/** True when the minutes have an action item with a due date, the only ones a calendar holds. */
export function hasDatedActionItems(minutes: TMeetingResult): boolean {
  return minutes.actionItems.some((item) => item.dueDate !== null);
}

/**
 * `actions.ics`: an iCalendar (RFC 5545) with one VTODO per action item that has a due date (an
 * all-day DUE), its owner in the description. CRLF line ends, TEXT values escaped, long lines
 * folded without splitting a character. Call only when `hasDatedActionItems` (a calendar
 * needs at least one component).
 */
export function actionsIcs(minutes: TMeetingResult, { jobId, host, now, texts }: IcsOptions): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const todos = minutes.actionItems.flatMap((item, index) => {
    if (!item.dueDate) return [];
    const description = [`${texts.minutes.owner}: ${item.owner ?? texts.minutes.noOwner}`, minutes.title].join("\n");
    return [
      "BEGIN:VTODO",
      `UID:${jobId}-${index + 1}@${host}`,
      `DTSTAMP:${stamp}`,
      `SUMMARY:${escapeText(item.task)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `DUE;VALUE=DATE:${item.dueDate.replaceAll("-", "")}`,
      "STATUS:NEEDS-ACTION",
      "END:VTODO",
    ];
  });
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(SITE_NAME)}//Actas//ES`,
    "CALSCALE:GREGORIAN",
    ...todos,
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks written as \n, other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replaceAll("\\", "\\\\")
    .replaceAll(";", "\\;")
    .replaceAll(",", "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/\p{Cc}/gu, (control) => (control === "\t" ? control : ""));
}

/** Folds a content line at 75 octets (the continuation's leading space counts), whole characters only. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    const limit = parts.length === 0 ? LINE_OCTETS_MAX : LINE_OCTETS_MAX - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
