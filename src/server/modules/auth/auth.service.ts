import type { RequestMeta } from '../../http/request-meta';
import type { SubscriptionTier, User } from '../../../shared/contracts/auth';
import type { AuthProviderError, AuthProviderId } from '../../../shared/helpers/auth-provider-errors';
import type { BackgroundTasks } from '../../background-tasks';
import { ACCOUNT_DISABLED_CODE, ACCOUNT_DISABLED_MESSAGE } from '../../../shared/constants/accounts';
import { AppError, conflict, forbidden, tooManyRequests, unauthorized } from '../../http/errors';
import type { Limiter } from '../../platform/limits';
import { createSessionCache, type SessionCache } from '../../http/session-cache';
import type { Mailer } from '../../notifications/mailer';
import { passwordResetEmail } from '../../notifications/templates/password-reset';
import type { AuthRepository, UserRow } from './auth.repository';
import { hashPassword, verifyPassword } from './password';
import type { SignInLimits } from './sign-in-limits';
import { hashToken, randomToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is pushed forward at most once a day, so reads do not write on every request. */
const SESSION_RENEW_AFTER_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Who a provider says signed in: the claims of its ID token (and user info) that an account is made of. */
export interface ProviderProfile {
  provider: AuthProviderId;
  /** The issuer that vouched for the subject (its `sub` is unique only within it). */
  issuer: string;
  subject: string;
  email?: string;
  /** The provider's `email_verified`: only a verified address may create or reach an account. */
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
}

export type ProviderSignIn =
  | { user: UserRow; refused?: undefined }
  | { user?: undefined; refused: Exclude<AuthProviderError, 'provider_unavailable'> };

/** What a disabled account hears when it signs in with the right password (decision 062). */
export const accountDisabled = () => forbidden(ACCOUNT_DISABLED_MESSAGE, ACCOUNT_DISABLED_CODE);

/** users.first_name and last_name hold 100 characters; a provider may send longer names. */
const NAME_LENGTH = 100;

export interface AuthServiceDeps {
  repo: AuthRepository;
  mailer: Mailer;
  publicUrl: string;
  /** Sign-in attempts per address and e-mail, and failures per e-mail (decision 030). */
  signInLimits: SignInLimits;
  /** Password-reset e-mails per e-mail address, so nobody can flood an inbox. */
  resetLimiter: Limiter;
  /** Recent session lookups of this process (no caching when absent). */
  sessions?: SessionCache;
  /** Runs what a request does not wait for (the reset e-mail). */
  background: BackgroundTasks;
  /** The plan of new accounts (DEFAULT_PLAN; free unless the operator of a private installation says otherwise). */
  defaultPlan?: SubscriptionTier;
  /** EMAIL_VERIFICATION: a password sign-up's address waits for its link (decision 076). */
  emailVerification?: boolean;
  now?: () => Date;
}

export function toClientUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    subscriptionTier: row.subscriptionTier,
    currentTeamId: row.currentTeamId,
    isAdmin: row.isAdmin,
    timezone: row.timezone,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
  };
}

export const INVALID_CREDENTIALS = 'Invalid email or password';

export function createAuthService({
  repo,
  mailer,
  publicUrl,
  signInLimits,
  resetLimiter,
  sessions = createSessionCache({ ttlMs: 0 }),
  background,
  defaultPlan = 'free',
  emailVerification = false,
  now = () => new Date(),
}: AuthServiceDeps) {
  /** Every sign-in path (password, provider, sign-up's first session, the demo) starts its session here. */
  async function startSession(userId: string, meta: RequestMeta): Promise<{ token: string; expires: Date }> {
    const token = randomToken();
    const expires = new Date(now().getTime() + SESSION_TTL_MS);
    await repo.recordSignIn(userId, now());
    await repo.createSession(
      hashToken(token),
      { userId, createdAt: now().toISOString(), ip: meta.ip ?? undefined, userAgent: meta.userAgent ?? undefined },
      expires,
    );
    return { token, expires };
  }

  return {
    startSession,

    async register(
      input: { email: string; password: string; firstName: string; lastName: string },
      meta: RequestMeta,
    ): Promise<UserRow> {
      // Not counted against the address's sign-in (decision 030): anyone can try to sign up with anyone's e-mail.
      if (await repo.findUserByEmail(input.email)) {
        throw conflict('An account with this email already exists.', 'EMAIL_TAKEN');
      }
      const password = await hashPassword(input.password);
      const user = await repo.createUser(
        {
          email: input.email,
          password,
          firstName: input.firstName,
          lastName: input.lastName,
          subscriptionTier: defaultPlan,
          // the one way in whose address nobody vouched for (the column's default confirms the others)
          emailVerifiedAt: emailVerification ? null : now(),
        },
        { ipAddress: meta.ip, userAgent: meta.userAgent },
      );
      // Lost a race with a concurrent sign-up for the same address.
      if (!user) throw conflict('An account with this email already exists.', 'EMAIL_TAKEN');
      return user;
    },

    /** No real account exists yet: whoever creates the first one becomes the administrator (decision 045). */
    isFirstAccountNext(): Promise<boolean> {
      return repo.hasNoAccount();
    },

    async login(input: { email: string; password: string }, meta: RequestMeta): Promise<UserRow> {
      const ip = meta.ip ?? 'unknown';
      const wait = await signInLimits.attempt(ip, input.email, now().getTime());
      if (wait > 0) throw tooManyRequests(wait);
      const user = await repo.findUserByEmail(input.email);
      const ok = await verifyPassword(user?.password, input.password);
      if (!user || !ok) {
        await signInLimits.failed(input.email, now().getTime());
        throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
      }
      await signInLimits.succeeded(ip, input.email);
      // told only to whoever knows the password: the address alone does not reveal that the account is disabled
      if (user.disabledAt) throw accountDisabled();
      return user;
    },

    /**
     * The account a provider sign-in reaches (decision 034): the user already linked to this (provider, subject);
     * else, when the provider vouches for the e-mail address, the account with that address, linked now; else a
     * new account. An address the provider does not vouch for reaches no account and creates none: whoever
     * typed it into their provider profile need not own it.
     */
    async signInWithProvider(profile: ProviderProfile): Promise<ProviderSignIn> {
      // Two attempts: a concurrent sign-in may link the identity or take the address between a look-up and a write.
      for (let attempt = 0; attempt < 2; attempt++) {
        const known = await repo.findIdentity(profile.provider, profile.subject);
        if (known) {
          // A subject from another issuer is another person (the operator moved the provider to a new issuer).
          if (known.identity.issuer !== null && known.identity.issuer !== profile.issuer)
            return { refused: 'provider_failed' };
          if (known.user.disabledAt) return { refused: 'account_disabled' };
          await repo.touchIdentity(known.identity.id, profile.issuer, now());
          return { user: known.user };
        }
        const email = profile.email?.trim().toLowerCase();
        if (!email) return { refused: 'provider_email_missing' };
        if (!profile.emailVerified) return { refused: 'provider_email_unverified' };
        const identity = { provider: profile.provider, subject: profile.subject, issuer: profile.issuer, email };
        const existing = await repo.findUserByEmail(email);
        if (existing) {
          if (existing.disabledAt) return { refused: 'account_disabled' };
          if (!(await repo.linkIdentity(existing.id, identity, now()))) continue;
          if (existing.emailVerifiedAt === null) {
            // Whoever signed up with this address never proved it; the provider's user did: the password and the
            // sessions made without proof end, so nobody who pre-registered somebody else's address keeps a way in.
            await repo.claimUnverifiedAccount(existing.id, now());
            await sessions.forgetUser(existing.id);
            return { user: { ...existing, password: null, emailVerifiedAt: now() } };
          }
          return { user: existing };
        }
        const created = await repo.createUserWithIdentity(
          {
            email,
            firstName: profile.firstName?.slice(0, NAME_LENGTH) ?? null,
            lastName: profile.lastName?.slice(0, NAME_LENGTH) ?? null,
            profileImageUrl: profile.picture ?? null,
            subscriptionTier: defaultPlan,
          },
          identity,
          now(),
        );
        if (created) return { user: created };
      }
      return { refused: 'provider_failed' };
    },

    /**
     * Resolves a session cookie's token to its user, through this process's short-lived session cache; renews the
     * expiry when it is older than a day (a lookup from the database does, so at most once a day per session).
     */
    async resolveSession(token: string): Promise<UserRow | undefined> {
      const sid = hashToken(token);
      const found = await sessions.resolve(sid, async () => {
        const row = await repo.findSessionUser(sid, now());
        if (!row) return undefined;
        const renewed = now().getTime() + SESSION_TTL_MS;
        if (renewed - row.expire.getTime() > SESSION_RENEW_AFTER_MS) {
          await repo.extendSession(sid, new Date(renewed));
          return { ...row, expire: new Date(renewed) };
        }
        return row;
      });
      return found?.user;
    },

    async endSession(token: string): Promise<void> {
      const sid = hashToken(token);
      await repo.deleteSession(sid);
      await sessions.forgetSession(sid);
    },

    /**
     * Answers the same way, at the same speed, whether or not the address has an account: only the limit is
     * checked before answering; the lookup, the token and the e-mail happen after, in the background.
     */
    async requestPasswordReset(email: string): Promise<void> {
      const wait = await resetLimiter.hit(email, now().getTime());
      if (wait > 0) throw tooManyRequests(wait);
      background.run('password reset e-mail', async () => {
        const user = await repo.findUserByEmail(email);
        if (!user) return;
        const token = randomToken();
        await repo.createPasswordReset(user.id, hashToken(token), new Date(now().getTime() + RESET_TOKEN_TTL_MS));
        const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({ to: user.email, ...passwordResetEmail({ link, firstName: user.firstName }) });
      });
    },

    /** Sets the new password and ends every session of the user. */
    async resetPassword(token: string, password: string): Promise<void> {
      const userId = await repo.consumePasswordReset(hashToken(token), now());
      if (!userId) throw new AppError(400, 'INVALID_TOKEN', 'This reset link is invalid or has expired.');
      await repo.updatePassword(userId, await hashPassword(password));
      await repo.deleteUserSessions(userId);
      await sessions.forgetUser(userId);
    },

    async deleteExpiredSessions(): Promise<number> {
      return repo.deleteExpiredSessions(now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
