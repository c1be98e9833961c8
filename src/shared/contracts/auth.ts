import { z } from 'zod';

/** Messages of SPEC §5; shared by the server's validation and the web forms. */
export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailInvalidSignUp: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  termsRequired: 'You must accept the terms',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;

const trimmedEmail = (invalid: string) =>
  z
    .string({ error: authMessages.emailRequired })
    .trim()
    .min(1, { error: authMessages.emailRequired, abort: true })
    .max(320, invalid)
    .pipe(z.email({ error: invalid }))
    .transform((email) => email.toLowerCase());

const password = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** The password rule of SPEC §5, for every form that sets one. */
export const passwordSchema = password;

export const loginSchema = z.object({
  email: trimmedEmail(authMessages.emailInvalid),
  password,
});
export type LoginInput = z.input<typeof loginSchema>;

/**
 * A provider sign-in's start (`/auth/google`, `/api/login`): where to go afterwards, as the auth screen had it
 * (`?plan=pro` from a pricing link, or `?next=`). Anything else is ignored rather than refused: it is a browser's
 * navigation, and the values are checked against the plan list and this site's paths (sign-in-destination.ts).
 */
export const providerSignInQuerySchema = z.object({
  plan: z.string().max(64).optional().catch(undefined),
  next: z.string().max(2048).optional().catch(undefined),
});

export const registerSchema = z.object({
  email: trimmedEmail(authMessages.emailInvalidSignUp),
  password,
  firstName: z
    .string({ error: authMessages.firstNameRequired })
    .trim()
    .min(1, authMessages.firstNameRequired)
    .max(100, 'First name too long'),
  lastName: z
    .string({ error: authMessages.lastNameRequired })
    .trim()
    .min(1, authMessages.lastNameRequired)
    .max(100, 'Last name too long'),
  termsAccepted: z.literal(true, { error: authMessages.termsRequired }),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: trimmedEmail(authMessages.emailInvalid) });
export const resetPasswordSchema = z.object({
  token: z.string().min(20, 'This reset link is invalid or has expired.').max(200),
  password,
});

export const subscriptionTierSchema = z.enum(['free', 'pro', 'agency', 'enterprise']);
export type SubscriptionTier = z.infer<typeof subscriptionTierSchema>;

/** The User of SPEC §3.1 as the client sees it. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionTier: subscriptionTierSchema,
  currentTeamId: z.string().nullable(),
  isAdmin: z.boolean(),
  timezone: z.string(),
  createdAt: z.string(),
  /** Whether the account's address is confirmed (decision 076): until then no alert e-mail goes to it. */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** The confirmation link's token (`/verify-email?token=...`), sent by the page's button, never by the GET. */
export const verifyEmailSchema = z.object({
  token: z.string().min(20, 'This confirmation link is invalid or has expired.').max(200),
});

/** A new address for the account: confirmed through a link sent to it before it replaces the old one. */
export const changeEmailSchema = z.object({
  email: trimmedEmail(authMessages.emailInvalid),
  /** Asked of accounts that have a password. */
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** GET /api/auth/email-verification: where the signed-in account's address stands (decision 076). */
export const emailVerificationSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  /** A new address asked for and not yet confirmed: the account keeps `email` until then. */
  pendingEmail: z.string().nullable(),
  /** The installation keeps mail in its outbox (no SMTP_URL): an administrator reads the links there. */
  mailKeptInOutbox: z.boolean(),
});
export type EmailVerification = z.infer<typeof emailVerificationSchema>;

/**
 * GET /api/auth/installation (public): whether the installation has no account yet, so that the next one to sign up
 * becomes its administrator (the sign-up screen says so).
 */
export const installationSchema = z.object({ firstAccountBecomesAdmin: z.boolean() });
export type Installation = z.infer<typeof installationSchema>;

/**
 * The browser's session probe (`GET /api/auth/session`): the user, or null when nobody is signed in. Unlike
 * `GET /api/auth/user` (SPEC §7: 401 when signed out) it answers 200 either way, so a visitor's console shows no failed
 * request on every page that asks who is signed in.
 */
export const sessionSchema = z.object({ user: userSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionSchema>;
