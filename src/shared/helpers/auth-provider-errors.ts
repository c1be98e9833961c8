/**
 * The messages the auth screen shows when the server sends a visitor back from a provider sign-in with
 * `/auth?error=provider_unavailable|provider_failed&provider=google|oidc`.
 */

export type AuthProviderId = 'google' | 'oidc';

/** How each sign-in method is named in a sentence. */
export const AUTH_PROVIDER_LABELS: Readonly<Record<AuthProviderId, string>> = {
  google: 'Google sign-in',
  oidc: 'Single sign-on',
};

function providerLabel(provider: string | null | undefined): string {
  if (provider === 'google' || provider === 'oidc') return AUTH_PROVIDER_LABELS[provider];
  return 'This sign-in method';
}

/** The message for an `error` query value, or null when the value is absent or unknown. */
export function getAuthProviderErrorMessage(
  error: string | null | undefined,
  provider: string | null | undefined,
): string | null {
  const label = providerLabel(provider);
  if (error === 'provider_unavailable') {
    return `${label} isn't set up on this server. Sign in with your email and password instead.`;
  }
  if (error === 'provider_failed') {
    return `${label} didn't complete. Try again, or sign in with your email and password.`;
  }
  return null;
}
