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
}

export interface Mailer {
  send: (email: OutgoingEmail) => Promise<void>;
}

interface MailerOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: Pick<FastifyBaseLogger, "info" | "error">;
}

/**
 * Stores every message (so admins can read them), then delivers it through SMTP when
 * SMTP_URL is set. Without SMTP the stored row is the outbox and one log line shows the link,
 * so a fresh install can confirm accounts with no mail server.
 */
export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    send: async (email) => {
      const [stored] = await db
        .insert(emails)
        .values({ ...email, status: transport ? "sending" : "outbox" })
        .returning({ id: emails.id });
      if (!transport) {
        log.info({ to: email.to, template: email.template, link: email.link }, "e-mail kept in the outbox");
        return;
      }
      const id = stored?.id;
      try {
        await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html });
        if (id) await db.update(emails).set({ status: "sent", sentAt: new Date() }).where(eq(emails.id, id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ to: email.to, template: email.template, err: message }, "e-mail delivery failed");
        if (id) await db.update(emails).set({ status: "failed", error: message }).where(eq(emails.id, id));
        throw error;
      }
    },
  };
}
