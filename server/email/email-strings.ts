import ca from "../../i18n/locales/ca/blog-email.json";
import en from "../../i18n/locales/en/blog-email.json";
import es from "../../i18n/locales/es/blog-email.json";
import { escapeHtml } from "../core/escape";

export type EmailStrings = typeof es;
export type EmailLanguage = "es" | "ca" | "en";

const CATALOGUES: Record<EmailLanguage, EmailStrings> = { es, ca, en };

/** The e-mail catalogue of a language (web/locales/<lang>/blog-email.json), Spanish by default. */
export function emailStrings(language: string): EmailStrings {
  return language === "ca" || language === "en" ? CATALOGUES[language] : es;
}

/** Fills `{{name}}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}

/** A minimal, escaped HTML e-mail: paragraphs, an optional button link and a small footer. */
export function renderEmailHtml({
  paragraphs,
  action,
  footer,
}: {
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string[];
}): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`);
  if (action) {
    body.push(
      `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    );
  }
  const small = (footer ?? []).map((text) => `<p style="margin:0 0 8px;font-size:12px;color:#6b7280">${text}</p>`);
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:0 auto;padding:24px">${body.join("")}${small.join("")}</body></html>`;
}

/** Picks the first supported language of an Accept-Language header. */
export function languageFromHeader(header: string | undefined): EmailLanguage {
  for (const part of (header ?? "").split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (code === "es" || code === "ca" || code === "en") return code;
  }
  return "es";
}
