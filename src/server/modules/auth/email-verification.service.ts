import type { z } from 'zod';
import type { changeEmailSchema, EmailVerification } from '../../../shared/contracts/auth';
import { profileMessages } from '../../../shared/contracts/profile';
import type { BackgroundTasks } from '../../background-tasks';
import { AppError, conflict, fieldError, tooManyRequests } from '../../http/errors';
import type { Limiter } from '../../platform/limits';
import type { SessionCache } from '../../http/session-cache';
import type { Mailer } from '../../notifications/mailer';
import { emailVerificationEmail } from '../../notifications/templates/email-verification';
import type { AuthRepository, UserRow } from './auth.repository';
import type { EmailVerificationRepository } from './email-verification.repository';
import { verifyPassword } from './password';
import { hashToken, randomToken } from './tokens';

/** How long a confirmation link works: a day, so one sent at night still works the next morning. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const INVALID_VERIFY_LINK = 'This confirmation link is invalid or has expired.';
const EMAIL_TAKEN = 'An account with this email already exists.';

export interface EmailVerificationDeps {
  repo: EmailVerificationRepository;
  users: Pick<AuthRepository, 'findUserById'>;
  mailer: Mailer;
  publicUrl: string;
  /** EMAIL_VERIFICATION (config.emailVerification): whether addresses wait for their link at all. */
  required: boolean;
  /** Confirmation e-mails per account (sign-up's first one counts), so nobody floods an inbox through us. */
  limiter: Limiter;
  background: BackgroundTasks;
  sessions: Pick<SessionCache, 'forgetUser'>;
  now?: () => Date;
}

/**
 * E-mail verification (decision 076): a password sign-up's address, and any new address asked for in the profile,
 * wait for a single-use link; the link's page has a button whose POST confirms, so a scanner's GET confirms nothing.
 * Nobody is locked out while waiting: only alert e-mails wait (notifications/channels/email-channel.ts).
 */
export function createEmailVerificationService({
  repo,
  users,
  mailer,
  publicUrl,
  required,
  limiter,
  background,
  sessions,
  now = () => new Date(),
}: EmailVerificationDeps) {
  /**
   * Stores a new link to `email` before the answer (older ones stop working, and the change shows as pending at once)
   * and mails it after: a slow mail server never holds the request.
   */
  async function sendLink(user: UserRow, email: string): Promise<void> {
    const token = randomToken();
    await repo.createToken(user.id, email, hashToken(token), new Date(now().getTime() + VERIFY_TOKEN_TTL_MS));
    const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    const hours = VERIFY_TOKEN_TTL_MS / 3_600_000;
    background.run('e-mail confirmation', async () => {
      await mailer.send({
        to: email,
        ...emailVerificationEmail({ link, firstName: user.firstName, change: email !== user.email, hours }),
      });
    });
  }

  async function spendAllowance(user: UserRow): Promise<void> {
    const wait = await limiter.hit(user.id, now().getTime());
    if (wait > 0) throw tooManyRequests(wait);
  }

  async function status(user: UserRow): Promise<EmailVerification> {
    return {
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      pendingEmail: await repo.pendingEmail(user.id, user.email, now()),
      mailKeptInOutbox: mailer.kind === 'outbox',
    };
  }

  return {
    /** Whether a password sign-up's address waits for its link (the first admin's does not: repository). */
    required,

    status,

    /** After a password sign-up: the first link, counted against the account's allowance. */
    async afterSignUp(user: UserRow): Promise<void> {
      if (user.emailVerifiedAt !== null) return;
      await limiter.hit(user.id, now().getTime());
      await sendLink(user, user.email);
    },

    /** "Resend": a new link to the address waiting, the new one asked for first. */
    async resend(user: UserRow): Promise<EmailVerification> {
      const current = await status(user);
      const target = current.pendingEmail ?? (current.emailVerified ? null : user.email);
      if (!target) throw conflict('Your e-mail address is already confirmed.', 'ALREADY_VERIFIED');
      await spendAllowance(user);
      await sendLink(user, target);
      return current;
    },

    /**
     * A new address for the account: mailed a link, and the account keeps its address until the link is used. With
     * verification off it replaces the address at once. The password is asked of accounts that have one, so a
     * borrowed session cannot move the account (and its password resets) to another mailbox.
     */
    async requestChange(user: UserRow, input: z.output<typeof changeEmailSchema>): Promise<EmailVerification> {
      if (input.email === user.email) {
        await repo.cancelPending(user.id, user.email);
        return status(user);
      }
      if (user.password !== null) {
        if (!input.currentPassword) throw fieldError('currentPassword', profileMessages.currentPasswordRequired);
        if (!(await verifyPassword(user.password, input.currentPassword)))
          throw fieldError('currentPassword', profileMessages.currentPasswordWrong, 'WRONG_PASSWORD');
      }
      if (await repo.isEmailTaken(input.email, user.id)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
      if (!required) {
        if (!(await repo.confirm(user.id, input.email, now()))) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
        await sessions.forgetUser(user.id);
        return status({ ...user, email: input.email, emailVerifiedAt: now() });
      }
      await spendAllowance(user);
      await sendLink(user, input.email);
      return { ...(await status(user)), pendingEmail: input.email };
    },

    async cancelChange(user: UserRow): Promise<EmailVerification> {
      await repo.cancelPending(user.id, user.email);
      return status(user);
    },

    /** The page's button: confirms the address the link was sent to, replacing the account's when it is a new one. */
    async verify(token: string): Promise<{ email: string }> {
      const used = await repo.consume(hashToken(token), now());
      if (!used) throw new AppError(400, 'INVALID_TOKEN', INVALID_VERIFY_LINK);
      const user = await users.findUserById(used.userId);
      if (!user) throw new AppError(400, 'INVALID_TOKEN', INVALID_VERIFY_LINK);
      if (user.email !== used.email || user.emailVerifiedAt === null) {
        if (!(await repo.confirm(user.id, used.email, now()))) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
        await sessions.forgetUser(user.id);
      }
      return { email: used.email };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
