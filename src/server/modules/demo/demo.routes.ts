import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../shared/contracts/auth';
import { AppError } from '../../http/errors';
import { setSessionCookie } from '../../http/session';
import type { AuthRepository } from '../auth/auth.repository';
import { requestMeta } from '../auth/auth.routes';
import { toClientUser, type AuthService } from '../auth/auth.service';
import { DEMO_EMAIL } from '../seed/seed-demo';

export const DEMO_SESSION_LIMIT = { max: 20, timeWindow: 60_000 };

/**
 * "Try the demo" (/demo): signs the browser in to the demo account, which is read-only (read-only-guard.ts). Whoever
 * was signed in is signed out first, as on any sign-in.
 */
export function registerDemoRoutes(
  app: FastifyInstance,
  { auth, repo, secureCookies }: { auth: AuthService; repo: AuthRepository; secureCookies: boolean },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/demo/session',
    { config: { rateLimit: DEMO_SESSION_LIMIT }, schema: { tags: ['demo'], response: { 200: userSchema } } },
    async (request, reply) => {
      const demo = await repo.findUserByEmail(DEMO_EMAIL);
      if (!demo) {
        throw new AppError(
          404,
          'DEMO_UNAVAILABLE',
          'The demo is not set up on this server yet. Its operator can create it with `sitewarden seed demo`.',
        );
      }
      if (request.sessionToken) await auth.endSession(request.sessionToken);
      const { token, expires } = await auth.startSession(demo.id, requestMeta(request));
      setSessionCookie(reply, token, expires, secureCookies);
      return toClientUser(demo);
    },
  );
}
