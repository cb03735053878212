import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { LANGUAGES, type Language } from "../../contracts/auth";
import { PROJECT_ROOT } from "../core/paths";
import type { OutgoingEmail } from "./mailer";

const LinkMessage = z.object({
  subject: z.string(),
  greeting: z.string(),
  body: z.string(),
  action: z.string(),
  /** The 6-digit code line, for messages that carry one. */
  code: z.string().optional(),
  expiry: z.string(),
  ignore: z.string(),
});

const NoticeMessage = z.object({
  subject: z.string(),
  greeting: z.string(),
  body: z.string(),
  warning: z.string(),
});

/** The shape of `i18n/locales/<lang>/auth-email.json`. */
const AuthEmailCatalogue = z.object({
  signupConfirmation: LinkMessage,
  recovery: LinkMessage,
  passwordChanged: NoticeMessage,
  magicLink: LinkMessage,
  emailChange: LinkMessage,
  emailChangeNotice: NoticeMessage,
  signature: z.string(),
});
type AuthEmailCatalogue = z.infer<typeof AuthEmailCatalogue>;

const catalogues = new Map<Language, AuthEmailCatalogue>();

function loadCatalogue(language: Language): AuthEmailCatalogue {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    const file = path.join(PROJECT_ROOT, "i18n/locales", language, "auth-email.json");
    catalogue = AuthEmailCatalogue.parse(JSON.parse(readFileSync(file, "utf8")));
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

export function toLanguage(value: string | undefined): Language {
  return LANGUAGES.find((language) => language === value) ?? "es";
}

interface Recipient {
  email: string;
  displayName: string;
  language: string;
}

export type LinkEmailKind = "signupConfirmation" | "recovery" | "magicLink" | "emailChange";

const LINK_TEMPLATES: Record<LinkEmailKind, string> = {
  signupConfirmation: "auth.signup-confirmation",
  recovery: "auth.recovery",
  magicLink: "auth.magic-link",
  emailChange: "auth.email-change",
};

/**
 * The confirmation, password-reset, sign-in or e-mail-change message, in the recipient's
 * language; `code` adds the 6-digit code line (sign-in by code).
 */
export function buildLinkEmail(
  kind: LinkEmailKind,
  recipient: Recipient,
  link: string,
  linkTtlSeconds: number,
  code?: string,
): OutgoingEmail {
  const catalogue = loadCatalogue(toLanguage(recipient.language));
  const message = catalogue[kind];
  const values = {
    name: recipient.displayName || recipient.email,
    minutes: String(Math.round(linkTtlSeconds / 60)),
    code: code ?? "",
  };
  const codeLine = code && message.code ? [message.code] : [];
  const paragraphs = [
    message.greeting,
    message.body,
    `${message.action}: ${link}`,
    ...codeLine,
    message.expiry,
    message.ignore,
  ];
  return {
    to: recipient.email,
    subject: message.subject,
    text: fill([...paragraphs, catalogue.signature].join("\n\n"), values),
    html: toHtml(
      [message.greeting, message.body].map((text) => fill(text, values)),
      { label: message.action, href: link },
      [...codeLine, message.expiry, message.ignore, catalogue.signature].map((text) => fill(text, values)),
    ),
    link,
    template: LINK_TEMPLATES[kind],
  };
}

export function buildPasswordChangedEmail(recipient: Recipient): OutgoingEmail {
  return buildNotice(recipient, "passwordChanged", "auth.password-changed", {});
}

/** To the current address: a change to `newEmail` was asked for and waits for confirmation. */
export function buildEmailChangeNotice(recipient: Recipient, newEmail: string): OutgoingEmail {
  return buildNotice(recipient, "emailChangeNotice", "auth.email-change-notice", { newEmail });
}

function buildNotice(
  recipient: Recipient,
  kind: "passwordChanged" | "emailChangeNotice",
  template: string,
  extra: Record<string, string>,
): OutgoingEmail {
  const catalogue = loadCatalogue(toLanguage(recipient.language));
  const message = catalogue[kind];
  const values = { name: recipient.displayName || recipient.email, ...extra };
  const paragraphs = [message.greeting, message.body, message.warning, catalogue.signature].map((text) =>
    fill(text, values),
  );
  return {
    to: recipient.email,
    subject: message.subject,
    text: paragraphs.join("\n\n"),
    html: toHtml(paragraphs, undefined, []),
    template,
  };
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}

function toHtml(before: string[], action: { label: string; href: string } | undefined, after: string[]): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const button = action
    ? `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : "";
  return [...before.map(paragraph), button, ...after.map(paragraph)].join("\n");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
