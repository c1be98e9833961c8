import nodemailer from 'nodemailer';
import { desc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** 'smtp' sends through SMTP_URL; 'outbox' keeps mail in the database for admins to read. */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {});
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** With no SMTP configured, mail lands in `mail_outbox`, readable by admins at GET /api/admin/outbox. */
export function createOutboxMailer(db: Database, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({ from, ...message });
    },
  };
}

export function createMailer(db: Database, smtpUrl: string | undefined, from: string): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createOutboxMailer(db, from);
}

export async function listOutbox(db: Database, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
