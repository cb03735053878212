import type { TContactMessage, TContactMessageList, TContactRequest, TListContactQuery } from "../../contracts/contact";
import type { AppContext } from "../context";
import { mayMailAddress } from "../limits/address-throttle";
import { notFound } from "../core/errors";
import { findContactAddress } from "./details";
import { emailStrings, fill, renderEmailHtml } from "../email/email-strings";
import {
  countContactMessages,
  deleteContactMessage,
  findContactMessages,
  insertContactMessage,
  markContactMessage,
  type ContactRow,
} from "./store";

/**
 * Stores the message first (nothing is lost if mail fails), then sends a copy to CONTACT_EMAIL
 * and an acknowledgement to the sender with the reply time and hours. Anyone can type
 * any address, so the acknowledgement carries none of the sender's text and goes to one
 * address a few times an hour at most: the form cannot be used to mail strangers.
 */
export async function receiveContactMessage(
  context: AppContext,
  input: TContactRequest,
  language: string,
  isPriority = false,
): Promise<void> {
  if (input.website) return; // Honeypot filled: a bot; answer as usual, keep nothing.
  const row = await insertContactMessage(context.database.db, {
    name: input.name,
    email: input.email.trim().toLowerCase(),
    company: input.company || null,
    inquiryType: input.inquiryType,
    subject: input.subject,
    message: input.message,
    priority: isPriority,
  });
  try {
    await sendStaffCopy(context, row);
    if (await mayMailAddress(context, "contact-acknowledgement", row.email)) {
      await sendAcknowledgement(context, row, language);
    }
  } catch (error) {
    context.log.error({ err: error, contactMessageId: row.id }, "contact e-mails failed; the message is stored");
  }
}

async function sendStaffCopy(context: AppContext, row: ContactRow) {
  const to = findContactAddress(context.config);
  if (!to) return;
  const strings = emailStrings("es");
  const labels = strings.contactCopy;
  const inquiry = strings.inquiryTypes[row.inquiryType as keyof typeof strings.inquiryTypes] ?? row.inquiryType;
  const fields = [
    `${labels.name}: ${row.name}`,
    `${labels.email}: ${row.email}`,
    ...(row.company ? [`${labels.company}: ${row.company}`] : []),
    `${labels.inquiryType}: ${inquiry}`,
  ];
  const paragraphs = [labels.intro, fields.join("\n"), `${labels.message}:\n${row.message}`];
  await context.mailer.send({
    to,
    subject: fill(labels.subject, { subject: row.subject }),
    text: paragraphs.join("\n\n"),
    html: renderEmailHtml({ paragraphs }),
    template: "contact.copy",
  });
}

async function sendAcknowledgement(context: AppContext, row: ContactRow, language: string) {
  const strings = emailStrings(language).contactAcknowledgement;
  const paragraphs = [strings.greeting, strings.body, strings.hours, strings.signature];
  await context.mailer.send({
    to: row.email,
    subject: strings.subject,
    text: paragraphs.join("\n\n"),
    html: renderEmailHtml({ paragraphs }),
    template: "contact.acknowledgement",
  });
}

export async function listContactMessages(context: AppContext, query: TListContactQuery): Promise<TContactMessageList> {
  const { db } = context.database;
  const [rows, total, unread] = await Promise.all([
    findContactMessages(db, { status: query.status, limit: query.limit, offset: (query.page - 1) * query.limit }),
    countContactMessages(db, query.status),
    countContactMessages(db, "unread"),
  ]);
  return { messages: rows.map(toContactMessage), total, unread, page: query.page, limit: query.limit };
}

export async function markMessage(context: AppContext, id: string, read: boolean): Promise<TContactMessage> {
  const row = await markContactMessage(context.database.db, id, read);
  if (!row) throw notFound("Message not found");
  return toContactMessage(row);
}

export async function removeMessage(context: AppContext, id: string): Promise<void> {
  if (!(await deleteContactMessage(context.database.db, id))) throw notFound("Message not found");
}

function toContactMessage(row: ContactRow): TContactMessage {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
