import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { Language } from "../../contracts/auth";
import { toLanguage } from "../email/auth-emails";
import type { OutgoingEmail } from "../email/mailer";
import { PROJECT_ROOT } from "../core/paths";

/** The shape of `i18n/locales/<lang>/billing-email.json`. */
const BillingEmailCatalogue = z.object({
  trialWillEnd: z.object({
    subject: z.string(),
    greeting: z.string(),
    body: z.string(),
    action: z.string(),
    cancel: z.string(),
  }),
  signature: z.string(),
});
type BillingEmailCatalogue = z.infer<typeof BillingEmailCatalogue>;

const catalogues = new Map<Language, BillingEmailCatalogue>();

function loadCatalogue(language: Language): BillingEmailCatalogue {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    const file = path.join(PROJECT_ROOT, "i18n/locales", language, "billing-email.json");
    catalogue = BillingEmailCatalogue.parse(JSON.parse(readFileSync(file, "utf8")));
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

interface Recipient {
  email: string;
  displayName: string;
  language: string;
}

/** Stripe's customer.subscription.trial_will_end, three days before the trial ends. */
export function buildTrialWillEndEmail(recipient: Recipient, trialEnd: Date, accountUrl: string): OutgoingEmail {
  const language = toLanguage(recipient.language);
  const catalogue = loadCatalogue(language);
  const message = catalogue.trialWillEnd;
  const values: Record<string, string> = {
    name: recipient.displayName || recipient.email,
    date: trialEnd.toLocaleDateString(language, { dateStyle: "long", timeZone: "Europe/Madrid" }),
  };
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
  const paragraphs = [
    message.greeting,
    message.body,
    `${message.action}: ${accountUrl}`,
    message.cancel,
    catalogue.signature,
  ];
  return {
    to: recipient.email,
    subject: message.subject,
    text: paragraphs.map(fill).join("\n\n"),
    link: accountUrl,
    template: "billing.trial-will-end",
  };
}
