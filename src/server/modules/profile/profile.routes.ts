import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
  updateProfileSchema,
} from '../../../shared/contracts/profile';
import { clearSessionCookie, requireUser } from '../../http/session';
import type { RateLimit } from '../auth/auth.routes';
import { hashToken } from '../auth/tokens';
import type { ProfileService } from './profile.service';

export interface ProfileRouteOptions {
  profile: ProfileService;
  secureCookies: boolean;
  /** Guesses at the current password are limited like sign-in attempts. */
  passwordLimit: RateLimit;
}

/** GET/PATCH/DELETE /api/profile and POST /api/profile/password: the signed-in user's own account. */
export function registerProfileRoutes(
  app: FastifyInstance,
  { profile, secureCookies, passwordLimit }: ProfileRouteOptions,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  r.get(
    '/api/profile',
    { schema: { summary: "The signed-in user's profile", tags, response: { 200: profileSchema } } },
    async (request) => profile.get(requireUser(request)),
  );

  r.patch(
    '/api/profile',
    { schema: { summary: 'Change the profile', tags, body: updateProfileSchema, response: { 200: profileSchema } } },
    async (request) => profile.update(requireUser(request), request.body),
  );

  r.post(
    '/api/profile/password',
    {
      config: { rateLimit: passwordLimit },
      schema: {
        summary: 'Change the password',
        tags,
        body: changePasswordSchema,
        response: { 204: z.null().describe('Changed: the other sessions are signed out, this one stays') },
      },
    },
    async (request, reply) => {
      const sid = request.sessionToken ? hashToken(request.sessionToken) : undefined;
      await profile.changePassword(requireUser(request), request.body, sid);
      return reply.status(204).send(null);
    },
  );

  r.delete(
    '/api/profile',
    {
      config: { rateLimit: passwordLimit },
      schema: {
        summary: 'Delete the account',
        tags,
        body: deleteAccountSchema,
        response: { 204: z.null().describe('Deleted: the account is gone and its session cookie cleared') },
      },
    },
    async (request, reply) => {
      await profile.deleteAccount(requireUser(request), request.body);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );
}
