import type {
  TNewsletterLinkResult,
  TNewsletterSubscribe,
  TNewsletterSubscribeResponse,
} from "../../contracts/newsletter";
import { generateSecretToken, hashSecretToken } from "../tokens/secret-tokens";
import type { AppContext } from "../context";
import { mayMailAddress } from "../limits/address-throttle";
import { emailStrings, renderEmailHtml } from "../email/email-strings";
import {
  confirmByTokenHash,
  findSubscriberByEmail,
  insertSubscriberIfMissing,
  unsubscribeByToken,
  updateSubscriber,
} from "./store";

const newToken = generateSecretToken;
const hashToken = hashSecretToken;

/**
 * Double opt-in: a new or unsubscribed address gets a confirmation e-mail in its
 * language; an already confirmed one is told so and nothing is sent or duplicated.
 */
export async function subscribe(
  context: AppContext,
  { email, language }: Required<TNewsletterSubscribe>,
  origin: string,
): Promise<TNewsletterSubscribeResponse> {
  const { db } = context.database;
  const address = email.trim().toLowerCase();
  const confirmToken = newToken();
  const inserted = await insertSubscriberIfMissing(db, {
    email: address,
    language,
    status: "pending",
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeToken: newToken(),
  });
  if (!inserted) {
    const existing = await findSubscriberByEmail(db, address);
    if (existing?.status === "confirmed") return { status: "confirmed" };
    if (!existing) return { status: "pending" };
    // Pending again or unsubscribed: a fresh link, the old one stops working.
    await updateSubscriber(db, existing.id, { status: "pending", language, confirmTokenHash: hashToken(confirmToken) });
  }
  if (await mayMailAddress(context, "newsletter-confirm", address)) {
    await sendConfirmation(
      context,
      address,
      language,
      confirmToken,
      `${origin}/api/newsletter/confirm?token=${confirmToken}`,
    );
  }
  return { status: "pending" };
}

async function sendConfirmation(context: AppContext, to: string, language: string, token: string, link: string) {
  const strings = emailStrings(language).newsletterConfirm;
  const paragraphs = [strings.greeting, strings.body];
  await context.mailer.send({
    to,
    subject: strings.subject,
    text: `${paragraphs.join("\n\n")}\n\n${link}\n\n${strings.ignore}`,
    html: renderEmailHtml({ paragraphs, action: { label: strings.action, url: link }, footer: [strings.ignore] }),
    link,
    template: "newsletter.confirm",
    secrets: [token],
  });
}

export async function confirmSubscription(context: AppContext, token: string): Promise<TNewsletterLinkResult> {
  const row = await confirmByTokenHash(context.database.db, hashToken(token));
  return row ? "confirmed" : "invalid";
}

export async function unsubscribe(context: AppContext, token: string): Promise<TNewsletterLinkResult> {
  const row = await unsubscribeByToken(context.database.db, token);
  return row ? "unsubscribed" : "invalid";
}
