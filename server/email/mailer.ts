import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { emails } from "../db/schema/index";

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the message is about (confirm, reset, unsubscribe...), shown in the outbox. */
  link?: string;
  /** A stable name for the kind of message, e.g. "auth.signup-confirmation". */
  template: string;
  /** Single-use or sign-in tokens inside the message: the stored copy hides them once SMTP delivers. */
  secrets?: string[];
  /** Extra SMTP headers (List-Unsubscribe); not stored. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send: (email: OutgoingEmail) => Promise<void>;
}

interface MailerOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  /** Development only: the outbox log line shows the link, so a developer can click it. */
  logLinks?: boolean;
  log: Pick<FastifyBaseLogger, "info" | "error">;
}

const REDACTED = "[redacted]";

/** The message as stored when SMTP delivers it: a database backup or an admin cannot use its links. */
function withoutSecrets({ secrets = [], headers: _headers, ...email }: OutgoingEmail) {
  const hide = (value: string) =>
    secrets.reduce((text, secret) => (secret ? text.split(secret).join(REDACTED) : text), value);
  return {
    ...email,
    text: hide(email.text),
    html: email.html && hide(email.html),
    link: email.link && hide(email.link),
  };
}

/**
 * Stores every message (so admins can read them), then delivers it through SMTP when SMTP_URL
 * is set; the stored copy then has its tokens redacted. Without SMTP the stored row is the
 * outbox, the only delivery channel, so it keeps the raw link (and in development one log line
 * shows it): a fresh install can confirm accounts with no mail server.
 */
export function createMailer({ db, smtpUrl, from, logLinks = false, log }: MailerOptions): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    send: async (email) => {
      const { secrets: _secrets, headers, ...raw } = email;
      const [stored] = await db
        .insert(emails)
        .values(transport ? { ...withoutSecrets(email), status: "sending" } : { ...raw, status: "outbox" })
        .returning({ id: emails.id });
      const id = stored?.id;
      if (!transport) {
        log.info(
          { emailId: id, template: email.template, ...(logLinks ? { link: email.link } : {}) },
          "e-mail kept in the outbox",
        );
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers,
        });
        if (id) await db.update(emails).set({ status: "sent", sentAt: new Date() }).where(eq(emails.id, id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ emailId: id, template: email.template, err: error }, "e-mail delivery failed");
        if (id) await db.update(emails).set({ status: "failed", error: message }).where(eq(emails.id, id));
        throw error;
      }
    },
  };
}
