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
  it('ignores unknown or missing errors', () => {
    expect(getAuthProviderErrorMessage(null, 'google')).toBeNull();
    expect(getAuthProviderErrorMessage('weird', 'google')).toBeNull();
  });
});
