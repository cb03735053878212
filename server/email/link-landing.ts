import type { FastifyReply } from "fastify";
import ca from "../../i18n/locales/ca/email-links.json";
import en from "../../i18n/locales/en/email-links.json";
import es from "../../i18n/locales/es/email-links.json";
import { SITE_NAME } from "../core/site";
import { escapeHtml } from "../core/escape";

const CATALOGUES = { es, ca, en };

export type LinkLandingKind =
  "signup" | "recovery" | "magiclink" | "email_change" | "newsletterConfirm" | "newsletterUnsubscribe";

interface LinkLanding {
  kind: LinkLandingKind;
  language: string;
  /** Where the button posts: the same endpoint the link opened. */
  action: string;
  /** Hidden fields the POST carries (the link's token and its parameters). */
  fields: Record<string, string | undefined>;
}

/**
 * The page an e-mailed link opens. GET never spends the token: mail scanners and link previews
 * open links, and would confirm, sign in or unsubscribe for the recipient. The button posts the
 * link's fields, and the POST does what the link is for.
 */
export function sendLinkLanding(reply: FastifyReply, { kind, language, action, fields }: LinkLanding) {
  const strings = language === "ca" || language === "en" ? CATALOGUES[language] : es;
  const { title, body, action: label } = strings[kind];
  const hidden = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(SITE_NAME)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{margin:0;padding:0 1rem;font-family:system-ui,sans-serif;color:#111827;background:#f9fafb}
main{max-width:28rem;margin:4rem auto;padding:2rem 1.5rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 1rem}p,form{line-height:1.5;margin:0 0 1.5rem}
.why{font-size:.875rem;color:#4b5563}
.brand{display:flex;align-items:center;gap:.5rem;font-weight:700;color:#111827;text-decoration:none;margin:0 0 1.5rem}
button{font:inherit;font-weight:600;color:#fff;background:#4f46e5;border:0;border-radius:.5rem;padding:.75rem 1.25rem;cursor:pointer;min-height:44px}
button:focus-visible,.brand:focus-visible{outline:3px solid #a5b4fc;outline-offset:2px}
</style>
</head>
<body>
<main>
<a class="brand" href="/"><img src="/favicon.svg" alt="" width="32" height="32">${escapeHtml(SITE_NAME)}</a>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
<form method="post" action="${escapeHtml(action)}">${hidden}<button type="submit">${escapeHtml(label)}</button></form>
<p class="why">${escapeHtml(strings.why)}</p>
</main>
</body>
</html>`;
  return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
}
