import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Google, decodeIdToken, generateCodeVerifier, generateState } from 'arctic';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import { setSessionCookie } from '../../http/session';
import type { AuthRepository } from './auth.repository';
import type { AuthService } from './auth.service';
import { requestMeta } from './auth.routes';

type Provider = 'google' | 'oidc';

interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  picture?: string;
}

const FLOW_COOKIE = 'sitewarden.oauth';
const FLOW_TTL_SECONDS = 600;

export interface ProviderRouteOptions {
  config: Pick<Config, 'google' | 'oidc' | 'publicUrl' | 'secureCookies'>;
  auth: AuthService;
  repo: AuthRepository;
}

function backToAuth(reply: FastifyReply, error: 'provider_unavailable' | 'provider_failed', provider: Provider) {
  return reply.redirect(`/auth?error=${error}&provider=${provider}`, 302);
}

/**
 * Google (arctic) and a generic OpenID Connect provider (the spec's hosted-platform sign-in at /api/login).
 * Unconfigured or failing providers send the browser back to /auth with an error code the screen explains.
 */
export function registerProviderRoutes(app: FastifyInstance, { config, auth, repo }: ProviderRouteOptions): void {
  const googleRedirect = `${config.publicUrl}/auth/google/callback`;
  const oidcRedirect = `${config.publicUrl}/api/callback`;
  let oidcConfig: Promise<oidc.Configuration> | undefined;

  function discoverOidc(): Promise<oidc.Configuration> {
    const o = config.oidc!;
    oidcConfig ??= oidc
      .discovery(new URL(o.issuer), o.clientId, o.clientSecret, undefined, {
        execute: o.allowInsecure ? [oidc.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        oidcConfig = undefined; // try discovery again on the next sign-in
        throw err;
      });
    return oidcConfig;
  }

  function saveFlow(reply: FastifyReply, provider: Provider, state: string, verifier: string) {
    void reply.setCookie(FLOW_COOKIE, JSON.stringify({ provider, state, verifier }), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      signed: true,
      maxAge: FLOW_TTL_SECONDS,
    });
  }

  function readFlow(request: FastifyRequest, reply: FastifyReply, provider: Provider) {
    const raw = request.cookies[FLOW_COOKIE];
    void reply.clearCookie(FLOW_COOKIE, { path: '/' });
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return undefined;
    try {
      const flow = JSON.parse(unsigned.value) as { provider: Provider; state: string; verifier: string };
      return flow.provider === provider ? flow : undefined;
    } catch {
      return undefined;
    }
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, provider: Provider, identity: ProviderIdentity) {
    let user = await repo.findUserByProvider(provider, identity.subject);
    if (!user && identity.email && identity.emailVerified) {
      const existing = await repo.findUserByEmail(identity.email.toLowerCase());
      if (existing) {
        await repo.linkProvider(existing.id, provider, identity.subject);
        user = existing;
      }
    }
    if (!user) {
      if (!identity.email) return backToAuth(reply, 'provider_failed', provider);
      user = await repo.createUser({
        email: identity.email.toLowerCase(),
        firstName: identity.firstName ?? null,
        lastName: identity.lastName ?? null,
        profileImageUrl: identity.picture ?? null,
        ...(provider === 'google' ? { googleId: identity.subject } : { replitId: identity.subject }),
      });
      if (!user) return backToAuth(reply, 'provider_failed', provider);
    }
    if (request.sessionToken) await auth.endSession(request.sessionToken);
    const { token, expires } = await auth.startSession(user.id, requestMeta(request));
    setSessionCookie(reply, token, expires, config.secureCookies);
    return reply.redirect('/', 302);
  }

  app.get('/auth/google', async (_request, reply) => {
    if (!config.google) return backToAuth(reply, 'provider_unavailable', 'google');
    const google = new Google(config.google.clientId, config.google.clientSecret, googleRedirect);
    const state = generateState();
    const verifier = generateCodeVerifier();
    saveFlow(reply, 'google', state, verifier);
    return reply.redirect(google.createAuthorizationURL(state, verifier, ['openid', 'profile', 'email']).toString(), 302);
  });

  app.get<{ Querystring: { code?: string; state?: string } }>('/auth/google/callback', async (request, reply) => {
    if (!config.google) return backToAuth(reply, 'provider_unavailable', 'google');
    const flow = readFlow(request, reply, 'google');
    const { code, state } = request.query;
    if (!flow || !code || state !== flow.state) return backToAuth(reply, 'provider_failed', 'google');
    try {
      const google = new Google(config.google.clientId, config.google.clientSecret, googleRedirect);
      const tokens = await google.validateAuthorizationCode(code, flow.verifier);
      const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
      return await finish(request, reply, 'google', identityFromClaims(claims));
    } catch (err) {
      request.log.warn({ err }, 'google sign-in failed');
      return backToAuth(reply, 'provider_failed', 'google');
    }
  });

  app.get('/api/login', async (request, reply) => {
    if (!config.oidc) return backToAuth(reply, 'provider_unavailable', 'oidc');
    try {
      const client = await discoverOidc();
      const state = oidc.randomState();
      const verifier = oidc.randomPKCECodeVerifier();
      const challenge = await oidc.calculatePKCECodeChallenge(verifier);
      saveFlow(reply, 'oidc', state, verifier);
      const url = oidc.buildAuthorizationUrl(client, {
        redirect_uri: oidcRedirect,
        scope: 'openid email profile',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state,
      });
      return await reply.redirect(url.toString(), 302);
    } catch (err) {
      request.log.warn({ err }, 'OpenID Connect discovery failed');
      return backToAuth(reply, 'provider_failed', 'oidc');
    }
  });

  app.get('/api/callback', async (request, reply) => {
    if (!config.oidc) return backToAuth(reply, 'provider_unavailable', 'oidc');
    const flow = readFlow(request, reply, 'oidc');
    if (!flow) return backToAuth(reply, 'provider_failed', 'oidc');
    try {
      const client = await discoverOidc();
      const current = new URL(request.url, config.publicUrl);
      const tokens = await oidc.authorizationCodeGrant(client, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
      });
      const claims = tokens.claims();
      if (!claims) return backToAuth(reply, 'provider_failed', 'oidc');
      return await finish(request, reply, 'oidc', identityFromClaims(claims));
    } catch (err) {
      request.log.warn({ err }, 'OpenID Connect sign-in failed');
      return backToAuth(reply, 'provider_failed', 'oidc');
    }
  });
}

function identityFromClaims(claims: Record<string, unknown>): ProviderIdentity {
  const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key]) : undefined);
  return {
    subject: String(claims.sub),
    email: text('email'),
    emailVerified: claims.email_verified === true,
    firstName: text('given_name'),
    lastName: text('family_name'),
    picture: text('picture'),
  };
}
