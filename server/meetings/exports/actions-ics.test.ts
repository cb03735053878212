import { describe, expect, it } from "vitest";
import { MINUTES } from "./fixtures";
import { actionsIcs, escapeText, foldLine, hasDatedActionItems } from "./actions-ics";
import { exportTexts } from "../../jobs/exports/export-texts";

const options = {
  jobId: "job-1",
  host: "ia.example.com",
  now: new Date("2027-03-01T09:30:15.123Z"),
  texts: exportTexts("es"),
};

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab joins the lines. */
function unfold(calendar: string): string[] {
  return calendar
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .slice(0, -1);
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === "n" ? "\n" : character));
}

describe("actions.ics", () => {
  it("is a calendar with one VTODO per dated action item, CRLF lines of at most 75 octets", () => {
    const calendar = actionsIcs(MINUTES, options);
    expect(calendar.endsWith("\r\n")).toBe(true);
    expect(calendar.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    for (const line of calendar.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const lines = unfold(calendar);
    expect(lines.slice(0, 4)).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Plataforma IA para Profesionales//Actas//ES",
      "CALSCALE:GREGORIAN",
    ]);
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines.filter((line) => line === "BEGIN:VTODO")).toHaveLength(2);
    expect(lines).toContain("UID:job-1-1@ia.example.com");
    expect(lines).toContain("UID:job-1-3@ia.example.com");
    expect(lines).toContain("DTSTAMP:20270301T093015Z");
    expect(lines).toContain("DUE;VALUE=DATE:20270314");
    expect(lines).toContain("DUE;VALUE=DATE:20270320");
    expect(lines.filter((line) => line.startsWith("DUE")).length).toBe(2);
  });

  it("escapes TEXT values so that they read back as written", () => {
    const lines = unfold(actionsIcs(MINUTES, options));
    const summaries = lines.filter((line) => line.startsWith("SUMMARY:")).map((line) => line.slice(8));
    expect(summaries[0]).toBe("Preparar el presupuesto\\; versión final\\, con anexos");
    expect(summaries.map(unescapeText)).toEqual([MINUTES.actionItems[0]?.task, MINUTES.actionItems[2]?.task]);
    const description = lines.find((line) => line.startsWith("DESCRIPTION:"));
    expect(unescapeText(description?.slice(12) ?? "")).toBe("Responsable: Luis\nComité de dirección, marzo");
  });

  it("folds without splitting a character, and escapes line breaks and control characters", () => {
    const folded = foldLine(`SUMMARY:${"ñ".repeat(100)}`);
    expect(folded.split("\r\n ").join("")).toBe(`SUMMARY:${"ñ".repeat(100)}`);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
    expect(escapeText("a\r\nb\nc\u0007d")).toBe("a\\nb\\ncd");
  });

  it("knows when there is no dated action item (a calendar needs at least one)", () => {
    expect(hasDatedActionItems(MINUTES)).toBe(true);
    const undated = { ...MINUTES, actionItems: MINUTES.actionItems.map((item) => ({ ...item, dueDate: null })) };
    expect(hasDatedActionItems(undated)).toBe(false);
  });
});
