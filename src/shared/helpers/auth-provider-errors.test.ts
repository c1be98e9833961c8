import { describe, expect, it } from 'vitest';
import { getAuthProviderErrorMessage } from './auth-provider-errors';

describe('getAuthProviderErrorMessage', () => {
  it('explains an unconfigured provider', () => {
    expect(getAuthProviderErrorMessage('provider_unavailable', 'google')).toBe(
      "Google sign-in isn't set up on this server. Sign in with your email and password instead.",
    );
    expect(getAuthProviderErrorMessage('provider_unavailable', 'oidc')).toBe(
      "Single sign-on isn't set up on this server. Sign in with your email and password instead.",
    );
  });
  it('explains a failed provider sign-in', () => {
    expect(getAuthProviderErrorMessage('provider_failed', 'google')).toBe(
      "Google sign-in didn't complete. Try again, or sign in with your email and password.",
    );
  });
  it('explains a refused unverified or missing e-mail address', () => {
    expect(getAuthProviderErrorMessage('provider_email_unverified', 'oidc')).toBe(
      "Single sign-on didn't confirm that you own this email address, so we can't sign you in with it. Verify the address with your provider, or sign in with your email and password.",
    );
    expect(getAuthProviderErrorMessage('provider_email_missing', 'google')).toBe(
      "Google sign-in didn't share your email address, which your account needs. Allow access to your email address and try again, or sign up with your email and password.",
    );
  });
  it('ignores unknown or missing errors', () => {
    expect(getAuthProviderErrorMessage(null, 'google')).toBeNull();
    expect(getAuthProviderErrorMessage('weird', 'google')).toBeNull();
    expect(getAuthProviderErrorMessage('toString', 'google')).toBeNull();
  });
});
