import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  installationSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  sessionSchema,
  userSchema,
} from '../../../shared/contracts/auth';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../http/session';
import { NO_SESSION, OPTIONAL_SESSION } from '../../http/route-security';
import { requestMeta } from '../../http/request-meta';
import { toClientUser, type AuthService } from './auth.service';
import type { EmailVerificationService } from './email-verification.service';

export interface AuthRouteOptions {
  auth: AuthService;
  /** Mails a password sign-up its confirmation link (decision 076). */
  verification: Pick<EmailVerificationService, 'afterSignUp'>;
  secureCookies: boolean;
  /** Per-IP limits; tests raise them. */
  limits: { login: RateLimit; register: RateLimit; reset: RateLimit };
}

export interface RateLimit {
  max: number;
  timeWindow: number;
}

const messageSchema = z.object({ message: z.string() });

export function registerAuthRoutes(
  app: FastifyInstance,
  { auth, verification, secureCookies, limits }: AuthRouteOptions,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Starts a fresh session (a new id on every sign-in) and ends the one the browser had. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
    if (request.sessionToken) await auth.endSession(request.sessionToken);
    const { token, expires } = await auth.startSession(userId, requestMeta(request));
    setSessionCookie(reply, token, expires, secureCookies);
  }

  r.post(
    '/api/auth/register',
    {
      config: { rateLimit: limits.register },
      schema: {
        summary: 'Create an account and sign in',
        tags: ['auth'],
        security: NO_SESSION,
        body: registerSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const user = await auth.register(request.body, requestMeta(request));
      await signIn(request, reply, user.id);
      await verification.afterSignUp(user);
      return reply.status(201).send(toClientUser(user));
    },
  );

  r.post(
    '/api/auth/login',
    {
      config: { rateLimit: limits.login },
      schema: {
        summary: 'Sign in with e-mail and password',
        tags: ['auth'],
        security: NO_SESSION,
        body: loginSchema,
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      const user = await auth.login(request.body, requestMeta(request));
      await signIn(request, reply, user.id);
      return toClientUser(user);
    },
  );

  r.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Sign out',
        tags: ['auth'],
        security: OPTIONAL_SESSION,
        response: { 204: z.null().describe('Signed out: the session ends and its cookies are cleared') },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await auth.endSession(request.sessionToken);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/auth/user',
    { schema: { summary: 'The signed-in user', tags: ['auth'], response: { 200: userSchema } } },
    async (request) => toClientUser(requireUser(request)),
  );

  r.get(
    '/api/auth/installation',
    {
      schema: {
        summary: 'Whether the next sign-up becomes the administrator',
        tags: ['auth'],
        security: NO_SESSION,
        response: { 200: installationSchema },
      },
    },
    async (_request, reply) => {
      // changes once, with the first sign-up: never cached
      void reply.header('cache-control', 'no-store');
      return { firstAccountBecomesAdmin: await auth.isFirstAccountNext() };
    },
  );

  // What the web app asks: 200 with null when signed out (a 401 would log an error in every visitor's console).
  r.get(
    '/api/auth/session',
    {
      schema: {
        summary: 'The signed-in user, or null for a visitor',
        tags: ['auth'],
        security: OPTIONAL_SESSION,
        response: { 200: sessionSchema },
      },
    },
    async (request) => ({
      user: request.user ? toClientUser(request.user) : null,
    }),
  );

  r.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: limits.reset },
      schema: {
        summary: 'Send a password reset link',
        tags: ['auth'],
        security: NO_SESSION,
        body: forgotPasswordSchema,
        response: { 202: messageSchema },
      },
    },
    async (request, reply) => {
      await auth.requestPasswordReset(request.body.email);
      return reply
        .status(202)
        .send({ message: 'If an account exists for that email, we have sent a link to reset the password.' });
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: limits.reset },
      schema: {
        summary: "Set a new password with a reset link's token",
        tags: ['auth'],
        security: NO_SESSION,
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body.token, request.body.password);
      clearSessionCookie(reply, secureCookies);
      return { message: 'Your password has been reset. You can sign in now.' };
    },
  );
}
