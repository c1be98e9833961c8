import type { FastifyBaseLogger } from 'fastify';
import type { ContactSubmission } from '../../../shared/contracts/contact';
import { AppError } from '../../http/errors';
import type { Mailer } from '../../notifications/mailer';
import { contactNoticeEmail } from './contact-email';
import type { ContactRepository } from './contact.repository';
import { checkFormToken } from './form-token';

export interface ContactServiceDeps {
  repo: ContactRepository;
  mailer: Mailer;
  secret: string;
  /** The operators to tell (notifications/operator-recipients: OPERATOR_EMAIL, else every admin). */
  operators: () => Promise<string[]>;
  adminUrl: string;
  log: FastifyBaseLogger;
  now?: () => number;
}

export interface SenderMeta {
  ip: string | null;
  userAgent: string | null;
}

/** The contact form: spam checks, then the message is stored and the operators are told by e-mail (or the outbox). */
export function createContactService({
  repo,
  mailer,
  secret,
  operators,
  adminUrl,
  log,
  now = Date.now,
}: ContactServiceDeps) {
  async function notifyOperators(submission: ContactSubmission): Promise<void> {
    const recipients = await operators();
    if (recipients.length === 0) {
      log.warn('A contact message was stored but no operator is set to hear about it (set OPERATOR_EMAIL).');
      return;
    }
    const email = contactNoticeEmail(submission, adminUrl);
    for (const to of recipients) {
      // The message is stored already: a mail failure is logged, not shown to the sender.
      await mailer
        .send({ to, ...email })
        .catch((error: unknown) => log.error({ err: error }, 'contact notice not sent'));
    }
  }

  return {
    /** 'stored', or 'discarded' when the honeypot was filled in (the sender is told nothing different). */
    async submit(submission: ContactSubmission, meta: SenderMeta): Promise<'stored' | 'discarded'> {
      const token = checkFormToken(secret, submission.formToken, now());
      if (token === 'invalid') {
        throw new AppError(400, 'FORM_EXPIRED', 'This form has expired. Reload the page and send your message again.');
      }
      if (token === 'too-fast') {
        throw new AppError(
          400,
          'FORM_TOO_FAST',
          'That was quicker than anyone can type. Wait a few seconds and send it again.',
        );
      }
      if (submission.website) return 'discarded';
      await repo.insert({
        name: submission.name,
        email: submission.email,
        company: submission.company || null,
        subject: submission.subject,
        message: submission.message,
        ipAddress: meta.ip,
        userAgent: meta.userAgent,
      });
      await notifyOperators(submission);
      return 'stored';
    },
    list: (limit: number) => repo.list(limit),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
