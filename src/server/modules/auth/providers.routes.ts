import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthProviderError, AuthProviderId } from '../../../shared/helpers/auth-provider-errors';
import type { Config } from '../../config';
import { setSessionCookie } from '../../http/session';
import type { AuthService } from './auth.service';
import { requestMeta } from './auth.routes';
import { SIGN_IN_PATHS, type SignInFlow, type SignInProvider } from './sign-in-providers';

const FLOW_COOKIE = 'sitewarden.oauth';
const FLOW_TTL_SECONDS = 600;

export interface ProviderRouteOptions {
  config: Pick<Config, 'publicUrl' | 'secureCookies'>;
  auth: AuthService;
  /** The configured providers (sign-in-providers.ts); a missing one answers provider_unavailable. */
  providers: Partial<Record<AuthProviderId, SignInProvider>>;
}

function backToAuth(reply: FastifyReply, error: AuthProviderError, provider: AuthProviderId) {
  return reply.redirect(`/auth?error=${error}&provider=${provider}`, 302);
}

/**
 * Google and a generic OpenID Connect provider (the spec's hosted-platform sign-in at /api/login): a start route
 * that sends the browser to the provider and a callback that signs the user in. Which account that is, is the auth
 * service's rule; failures send the browser back to /auth with an error code the screen explains.
 */
export function registerProviderRoutes(app: FastifyInstance, { config, auth, providers }: ProviderRouteOptions): void {
  function saveFlow(reply: FastifyReply, provider: AuthProviderId, flow: SignInFlow) {
    void reply.setCookie(FLOW_COOKIE, JSON.stringify({ provider, ...flow }), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      signed: true,
      maxAge: FLOW_TTL_SECONDS,
    });
  }

  /** The flow this browser started with the provider (single use: the cookie is cleared either way). */
  function takeFlow(request: FastifyRequest, reply: FastifyReply, provider: AuthProviderId): SignInFlow | undefined {
    const raw = request.cookies[FLOW_COOKIE];
    void reply.clearCookie(FLOW_COOKIE, { path: '/' });
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return undefined;
    try {
      const flow = JSON.parse(unsigned.value) as Partial<SignInFlow> & { provider?: string };
      if (flow.provider !== provider || typeof flow.state !== 'string' || typeof flow.verifier !== 'string') return undefined;
      return { state: flow.state, verifier: flow.verifier };
    } catch {
      return undefined;
    }
  }

  for (const [id, paths] of Object.entries(SIGN_IN_PATHS) as [AuthProviderId, (typeof SIGN_IN_PATHS)[AuthProviderId]][]) {
    app.get(paths.start, async (request, reply) => {
      const provider = providers[id];
      if (!provider) return backToAuth(reply, 'provider_unavailable', id);
      try {
        const { url, flow } = await provider.begin();
        saveFlow(reply, id, flow);
        return await reply.redirect(url.toString(), 302);
      } catch (err) {
        request.log.warn({ err, provider: id }, 'sign-in provider unreachable (discovery failed)');
        return backToAuth(reply, 'provider_failed', id);
      }
    });

    app.get(paths.callback, async (request, reply) => {
      const provider = providers[id];
      if (!provider) return backToAuth(reply, 'provider_unavailable', id);
      const flow = takeFlow(request, reply, id);
      if (!flow) return backToAuth(reply, 'provider_failed', id);
      try {
        const profile = await provider.complete(new URL(request.url, config.publicUrl), flow);
        const outcome = await auth.signInWithProvider(profile);
        if (outcome.refused) {
          request.log.info({ provider: id, refused: outcome.refused }, 'provider sign-in refused');
          return await backToAuth(reply, outcome.refused, id);
        }
        if (request.sessionToken) await auth.endSession(request.sessionToken);
        const { token, expires } = await auth.startSession(outcome.user.id, requestMeta(request));
        setSessionCookie(reply, token, expires, config.secureCookies);
        return await reply.redirect('/', 302);
      } catch (err) {
        request.log.warn({ err, provider: id }, 'provider sign-in failed');
        return backToAuth(reply, 'provider_failed', id);
      }
    });
  }
}
