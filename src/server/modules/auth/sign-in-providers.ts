import * as oidc from 'openid-client';
import type { AuthProviderId } from '../../../shared/helpers/auth-provider-errors';
import type { Config } from '../../config';
import type { ProviderProfile } from './auth.service';

/** What the browser carries (in a signed cookie) from the redirect to the provider back to the callback. */
export interface SignInFlow {
  state: string;
  verifier: string;
}

/** One OpenID Connect provider the browser can sign in through: Google or the configured generic one. */
export interface SignInProvider {
  id: AuthProviderId;
  /** The provider's authorization URL for a new sign-in (PKCE S256 + state), and what the callback must check. */
  begin(): Promise<{ url: URL; flow: SignInFlow }>;
  /** Redeems the callback's code (state, PKCE and ID token checked) and reads who signed in. */
  complete(callbackUrl: URL, flow: SignInFlow): Promise<ProviderProfile>;
}

/** Where each sign-in starts and where its provider sends the browser back (SPEC §2/§7 paths). */
export const SIGN_IN_PATHS: Readonly<Record<AuthProviderId, { start: string; callback: string }>> = {
  google: { start: '/auth/google', callback: '/auth/google/callback' },
  oidc: { start: '/api/login', callback: '/api/callback' },
};

interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  allowInsecure: boolean;
}

export interface SignInProviderOptions {
  config: Pick<Config, 'google' | 'oidc' | 'publicUrl'>;
  /** Tests only: how the server reaches providers (a fetch that trusts the loopback provider's test CA). */
  fetch?: oidc.CustomFetch;
}

/**
 * The configured providers. Both speak OpenID Connect through openid-client (discovery, PKCE, state, ID token
 * validation); Google is the issuer https://accounts.google.com unless GOOGLE_ISSUER says otherwise (decision 034).
 */
export function createSignInProviders({
  config,
  fetch,
}: SignInProviderOptions): Partial<Record<AuthProviderId, SignInProvider>> {
  const settings: Partial<Record<AuthProviderId, ProviderSettings>> = {
    google: config.google && { ...config.google, allowInsecure: false },
    oidc: config.oidc,
  };
  const providers: Partial<Record<AuthProviderId, SignInProvider>> = {};
  for (const id of Object.keys(SIGN_IN_PATHS) as AuthProviderId[]) {
    const configured = settings[id];
    if (configured)
      providers[id] = openIdProvider(id, configured, `${config.publicUrl}${SIGN_IN_PATHS[id].callback}`, fetch);
  }
  return providers;
}

function openIdProvider(
  id: AuthProviderId,
  settings: ProviderSettings,
  redirectUri: string,
  fetch?: oidc.CustomFetch,
): SignInProvider {
  let discovered: Promise<oidc.Configuration> | undefined;

  /** The provider's metadata, fetched at the first sign-in and kept; a failed discovery is tried again next time. */
  function discover(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: settings.allowInsecure ? [oidc.allowInsecureRequests] : [],
        ...(fetch ? { [oidc.customFetch]: fetch } : {}),
      })
      .catch((err: unknown) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  }

  return {
    id,

    async begin() {
      const client = await discover();
      const flow = { state: oidc.randomState(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
      });
      return { url, flow };
    },

    async complete(callbackUrl, flow) {
      const client = await discover();
      const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the token response has no ID token');
      // A provider that follows the spec to the letter sends scope claims (email, names) from its user info
      // endpoint only; Google puts them in the ID token.
      const claims: Record<string, unknown> =
        idToken.email === undefined && client.serverMetadata().userinfo_endpoint
          ? { ...(await oidc.fetchUserInfo(client, tokens.access_token, idToken.sub)), ...idToken }
          : idToken;
      return profileFromClaims(id, client.serverMetadata().issuer, claims);
    },
  };
}

function profileFromClaims(provider: AuthProviderId, issuer: string, claims: Record<string, unknown>): ProviderProfile {
  const text = (key: string) => (typeof claims[key] === 'string' && claims[key] !== '' ? claims[key] : undefined);
  return {
    provider,
    issuer,
    subject: String(claims.sub),
    email: text('email'),
    // Some providers send the flag as the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: text('given_name'),
    lastName: text('family_name'),
    picture: text('picture'),
  };
}
