import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerSignInQuerySchema } from '../../../shared/contracts/auth';
import type { AuthProviderError, AuthProviderId } from '../../../shared/helpers/auth-provider-errors';
import { signInDestination, signInReturnParams, type SignInReturn } from '../../../shared/helpers/sign-in-destination';
import type { Config } from '../../config';
import { setSessionCookie } from '../../http/session';
import { NO_SESSION } from '../../http/route-security';
import type { AuthService } from './auth.service';
import { requestMeta } from '../../http/request-meta';
import { SIGN_IN_PATHS, type SignInFlow, type SignInProvider } from './sign-in-providers';

const FLOW_COOKIE = 'sitewarden.oauth';
const FLOW_TTL_SECONDS = 600;

export interface ProviderRouteOptions {
  config: Pick<Config, 'publicUrl' | 'secureCookies'>;
  auth: AuthService;
  /** The configured providers (sign-in-providers.ts); a missing one answers provider_unavailable. */
  providers: Partial<Record<AuthProviderId, SignInProvider>>;
}

/** The browser's flow with a provider: the OpenID state and PKCE verifier, and where it goes once signed in. */
interface StoredFlow extends SignInFlow {
  back: SignInReturn;
}

/** Back to the auth screen with the error explained, still on the way to the plan (or page) it came for. */
function backToAuth(reply: FastifyReply, error: AuthProviderError, provider: AuthProviderId, back: SignInReturn = {}) {
  const search = new URLSearchParams({ error, provider, ...signInReturnParams(back) });
  return reply.redirect(`/auth?${search.toString()}`, 302);
}

/**
 * Google and a generic OpenID Connect provider (the spec's hosted-platform sign-in at /api/login): a start route
 * that sends the browser to the provider and a callback that signs the user in. Which account that is, is the auth
 * service's rule; failures send the browser back to /auth with an error code the screen explains.
 */
export function registerProviderRoutes(app: FastifyInstance, { config, auth, providers }: ProviderRouteOptions): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  function saveFlow(reply: FastifyReply, provider: AuthProviderId, flow: StoredFlow) {
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
  function takeFlow(request: FastifyRequest, reply: FastifyReply, provider: AuthProviderId): StoredFlow | undefined {
    const raw = request.cookies[FLOW_COOKIE];
    void reply.clearCookie(FLOW_COOKIE, { path: '/' });
    if (!raw) return undefined;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return undefined;
    try {
      const flow = JSON.parse(unsigned.value) as Partial<StoredFlow> & { provider?: string };
      if (flow.provider !== provider || typeof flow.state !== 'string' || typeof flow.verifier !== 'string')
        return undefined;
      // signed by this server, and checked again on the way out: only a plan of the list or a path on this site
      const back = providerSignInQuerySchema.parse(flow.back ?? {});
      return { state: flow.state, verifier: flow.verifier, back };
    } catch {
      return undefined;
    }
  }

  // Browser navigations answered with redirects: to the provider, then back into the app (or /auth with the reason).
  const redirect = (summary: string, to: string) => ({
    tags: ['auth'],
    summary,
    security: NO_SESSION,
    response: { 302: z.null().describe(`A redirect ${to}`) },
  });

  for (const [id, paths] of Object.entries(SIGN_IN_PATHS) as [
    AuthProviderId,
    (typeof SIGN_IN_PATHS)[AuthProviderId],
  ][]) {
    // `?plan=pro` (a pricing link's sign-up) or `?next=`: kept in the signed flow cookie, beside the state
    const start = redirect(`Sign in with ${id}: off to the provider`, "to the provider's sign-in page");
    r.get(paths.start, { schema: { ...start, querystring: providerSignInQuerySchema } }, async (request, reply) => {
      const back = request.query;
      const provider = providers[id];
      if (!provider) return backToAuth(reply, 'provider_unavailable', id, back);
      try {
        const { url, flow } = await provider.begin();
        saveFlow(reply, id, { ...flow, back });
        return await reply.redirect(url.toString(), 302);
      } catch (err) {
        request.log.warn({ err, provider: id }, 'sign-in provider unreachable (discovery failed)');
        return backToAuth(reply, 'provider_failed', id, back);
      }
    });

    const back = {
      schema: redirect(
        `Sign in with ${id}: the provider's answer`,
        'into the app signed in, or to /auth naming the reason',
      ),
    };
    app.get(paths.callback, back, async (request, reply) => {
      const provider = providers[id];
      if (!provider) return backToAuth(reply, 'provider_unavailable', id);
      const flow = takeFlow(request, reply, id);
      if (!flow) return backToAuth(reply, 'provider_failed', id);
      try {
        const profile = await provider.complete(new URL(request.url, config.publicUrl), flow);
        const outcome = await auth.signInWithProvider(profile);
        if (outcome.refused) {
          request.log.info({ provider: id, refused: outcome.refused }, 'provider sign-in refused');
          return await backToAuth(reply, outcome.refused, id, flow.back);
        }
        if (request.sessionToken) await auth.endSession(request.sessionToken);
        const { token, expires } = await auth.startSession(outcome.user.id, requestMeta(request));
        setSessionCookie(reply, token, expires, config.secureCookies);
        // as the e-mail sign-up does: a plan chosen on the pricing page continues to its checkout
        return await reply.redirect(signInDestination(flow.back) ?? '/', 302);
      } catch (err) {
        request.log.warn({ err, provider: id }, 'provider sign-in failed');
        return backToAuth(reply, 'provider_failed', id, flow.back);
      }
    });
  }
}
