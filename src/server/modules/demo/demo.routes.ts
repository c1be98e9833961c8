import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../shared/contracts/auth';
import { demoStatusSchema } from '../../../shared/contracts/demo';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { setSessionCookie } from '../../http/session';
import { NO_SESSION, OPTIONAL_SESSION } from '../../http/route-security';
import { requestMeta } from '../../http/request-meta';
import { toClientUser, type AuthService } from '../auth/auth.service';
import type { DemoService } from './demo.service';

export const DEMO_SESSION_LIMIT = { max: 20, timeWindow: 60_000 };

/**
 * /demo's calls: whether the demo is ready (the page says when it is being prepared), and "Try the demo", which signs
 * the browser in to the demo account, read-only (read-only-guard.ts). Whoever was signed in is signed out first, as on
 * any sign-in.
 */
export function registerDemoRoutes(
  app: FastifyInstance,
  { auth, demo, secureCookies }: { auth: AuthService; demo: DemoService; secureCookies: boolean },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/demo',
    {
      schema: {
        summary: 'Whether the demo workspace is ready',
        tags: ['demo'],
        security: NO_SESSION,
        response: { 200: demoStatusSchema },
      },
    },
    async (_request, reply) => {
      // the answer changes once, when the demo is ready: never cached
      void reply.header('cache-control', 'no-store');
      return demo.status();
    },
  );

  routes.post(
    '/api/demo/session',
    {
      config: { rateLimit: DEMO_SESSION_LIMIT },
      schema: {
        summary: 'Sign in to the read-only demo workspace',
        tags: ['demo'],
        security: OPTIONAL_SESSION,
        response: {
          200: userSchema,
          404: apiErrorSchema.describe('The demo is not set up on this server (DEMO_UNAVAILABLE).'),
          409: apiErrorSchema.describe(
            'The demo is still being prepared: try again after `details.retryAfter` seconds.',
          ),
        },
      },
    },
    async (request, reply) => {
      const account = await demo.accountToEnter();
      if (request.sessionToken) await auth.endSession(request.sessionToken);
      const { token, expires } = await auth.startSession(account.id, requestMeta(request));
      setSessionCookie(reply, token, expires, secureCookies);
      return toClientUser(account);
    },
  );
}
