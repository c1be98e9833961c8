import nodemailer from 'nodemailer';
import { desc, ilike, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (List-Unsubscribe on subscriber mail); SMTP sends them, the outbox keeps the message only. */
  headers?: Record<string, string>;
}

/** What the SMTP server answered when it accepted a message (the outbox has nothing to say). */
export interface SentMail {
  messageId: string | null;
  /** The server's last reply line, e.g. `250 OK: queued as 4F2A`. */
  response: string | null;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' keeps mail in the database for admins to read. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail | void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {});
  return {
    kind: 'smtp',
    async send({ headers, ...message }) {
      const info = (await transport.sendMail({
        from,
        ...message,
        ...(headers ? { headers: preparedHeaders(headers) } : {}),
      })) as {
        messageId?: unknown;
        response?: unknown;
      };
      return {
        messageId: typeof info.messageId === 'string' ? info.messageId : null,
        response: typeof info.response === 'string' ? info.response : null,
      };
    },
  };
}

/**
 * Extra headers sent as they are: nodemailer would otherwise fold a long line after a hyphen, and a List-Unsubscribe
 * URL whose token has one would reach a strict client with a space inside. Line breaks are removed first, so a value
 * can never start another header.
 */
function preparedHeaders(headers: Record<string, string>): Record<string, { prepared: true; value: string }> {
  return Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [key, { prepared: true, value: value.replace(/[\r\n]+/g, ' ') }]),
  );
}

/** With no SMTP configured, mail lands in `mail_outbox`, readable by admins at GET /api/admin/outbox. */
export function createOutboxMailer(db: Database, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db
        .insert(mailOutbox)
        .values({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}

export function createMailer(db: Database, smtpUrl: string | undefined, from: string): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createOutboxMailer(db, from);
}

/** `%`, `_` and `\\` stand for themselves in a search, not for LIKE's wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The outbox, newest first; `search` keeps the messages whose recipient or subject contains it (any case). */
export async function listOutbox(db: Database, { limit, search }: { limit: number; search?: string | undefined }) {
  const pattern = search ? `%${likeLiteral(search)}%` : undefined;
  return db
    .select()
    .from(mailOutbox)
    .where(pattern ? or(ilike(mailOutbox.to, pattern), ilike(mailOutbox.subject, pattern)) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}
