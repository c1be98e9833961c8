import { DeadlineError, errorMessage, withDeadline } from '../../engine/net/deadline';
import type { Mailer } from '../mailer';
import { alertNoticeEmail } from '../templates/alert-notice';
import { failure, mailed, withMessage, type NotificationChannel, type SendOutcome, type TargetStore } from './types';

/** Nodemailer errors carry the SMTP reply code: 5xx is a permanent refusal, 4xx and connection trouble are not. */
export function smtpOutcome(error: unknown): SendOutcome {
  const e = error as { responseCode?: unknown; code?: unknown; response?: unknown };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : null;
  const detail = typeof e.response === 'string' ? e.response : errorMessage(error);
  if (error instanceof DeadlineError) return failure(`The mail server did not answer in time`, false);
  if (responseCode !== null) return failure(`SMTP ${detail}`.slice(0, 500), responseCode >= 500, responseCode);
  // a refused envelope without a reply code is an address nodemailer itself rejected
  if (e.code === 'EENVELOPE' || e.code === 'EMESSAGE') return failure(detail, true);
  return failure(`Could not reach the mail server: ${detail}`, false);
}

/**
 * E-mail to the recipient's account address, through the mailer (SMTP_URL, else the admin-readable outbox); never to
 * an address still waiting for its confirmation link, which may be somebody else's (decision 076).
 */
export function createEmailChannel(deps: {
  mailer: Mailer;
  store: TargetStore;
  timeoutMs: number;
}): NotificationChannel {
  return {
    id: 'email',
    targets(audience) {
      if (!audience.recipient.prefs.channelEmail || !audience.recipient.emailVerified) return [];
      return [{ ref: { source: 'user', id: audience.recipient.userId }, label: audience.recipient.email }];
    },
    async send(ref, message) {
      const user = await deps.store.user(ref.id);
      if (!user) return failure('The recipient account no longer exists', true);
      // a retry after the account moved to an address not confirmed yet
      if (!user.emailVerified) return failure('The e-mail address is not confirmed yet', true);
      const content = alertNoticeEmail(message);
      // the copy kept for /admin/mailgun leaves the Acknowledge link's token out: it acts as the recipient
      const link = message.acknowledgeLink;
      const hide = (text: string) => (link ? text.split(link).join(`${link.split('?')[0]}?token=redacted`) : text);
      const rendered = { subject: content.subject, text: hide(content.text), html: hide(content.html) };
      try {
        await withDeadline(deps.mailer.send({ to: user.email, ...content }), deps.timeoutMs, 'Sending the e-mail');
        return withMessage(mailed(deps.mailer), rendered);
      } catch (error) {
        return withMessage(smtpOutcome(error), rendered);
      }
    },
  };
}
