import type { Language } from "../../../contracts/auth";
import type { TTranscriptInsights } from "../../../contracts/transcription";
import { exportTexts } from "../../jobs/exports/export-texts";
import { inlineText, plainParagraphs } from "../../jobs/exports/markdown-text";

/** "83.4" → "1:23"; "3725" → "1:02:05". */
export function clockTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/** insights.md: the summary, then chapters and quotes with their times. */
export function insightsMarkdown(insights: TTranscriptInsights, language: Language): string {
  const texts = exportTexts(language).insights;
  const list = (items: string[]) => (items.length > 0 ? items.join("\n") : texts.none);
  return [
    `# ${texts.title}`,
    `## ${texts.summary}`,
    plainParagraphs(insights.summary),
    `## ${texts.chapters}`,
    list(insights.chapters.map((chapter) => `- ${clockTime(chapter.start)} ${inlineText(chapter.title)}`)),
    `## ${texts.quotes}`,
    list(insights.quotes.map((quote) => `- ${clockTime(quote.start)} «${inlineText(quote.text)}»`)),
    "",
  ].join("\n\n");
}
