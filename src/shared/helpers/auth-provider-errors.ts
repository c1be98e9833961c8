import { ACCOUNT_DISABLED_MESSAGE } from '../constants/accounts';

/**
 * The messages the auth screen shows when the server sends a visitor back from a provider sign-in with
 * `/auth?error=<AuthProviderError>&provider=google|oidc`.
 */

export type AuthProviderId = 'google' | 'oidc';

/** Why a provider sign-in sent the visitor back to /auth (the server redirects with these, the screen explains them). */
export type AuthProviderError =
  | 'provider_unavailable'
  | 'provider_failed'
  /** The provider did not vouch for the e-mail address (decision 034: no account is made or linked on it). */
  | 'provider_email_unverified'
  /** The provider shared no e-mail address, which an account needs. */
  | 'provider_email_missing'
  /** An operator disabled the account the provider reached (/admin/users). */
  | 'account_disabled';

/** How each sign-in method is named in a sentence. */
export const AUTH_PROVIDER_LABELS: Readonly<Record<AuthProviderId, string>> = {
  google: 'Google sign-in',
  oidc: 'Single sign-on',
};

function providerLabel(provider: string | null | undefined): string {
  if (provider === 'google' || provider === 'oidc') return AUTH_PROVIDER_LABELS[provider];
  return 'This sign-in method';
}

const MESSAGES: Readonly<Record<AuthProviderError, (label: string) => string>> = {
  provider_unavailable: (label) =>
    `${label} isn't set up on this server. Sign in with your email and password instead.`,
  provider_failed: (label) => `${label} didn't complete. Try again, or sign in with your email and password.`,
  provider_email_unverified: (label) =>
    `${label} didn't confirm that you own this email address, so we can't sign you in with it. Verify the address with your provider, or sign in with your email and password.`,
  provider_email_missing: (label) =>
    `${label} didn't share your email address, which your account needs. Allow access to your email address and try again, or sign up with your email and password.`,
  account_disabled: () => ACCOUNT_DISABLED_MESSAGE,
};

function isAuthProviderError(value: string): value is AuthProviderError {
  return Object.hasOwn(MESSAGES, value);
}

/** The message for an `error` query value, or null when the value is absent or unknown. */
export function getAuthProviderErrorMessage(
  error: string | null | undefined,
  provider: string | null | undefined,
): string | null {
  if (!error || !isAuthProviderError(error)) return null;
  return MESSAGES[error](providerLabel(provider));
}
