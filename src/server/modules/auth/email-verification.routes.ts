import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeEmailSchema, emailVerificationSchema, verifyEmailSchema } from '../../../shared/contracts/auth';
import { requireUser } from '../../http/session';
import { NO_SESSION } from '../../http/route-security';
import type { RateLimit } from './auth.routes';
import type { EmailVerificationService } from './email-verification.service';

const verifiedSchema = z.object({ message: z.string(), email: z.string() });

/** E-mail verification (decision 076): the banner's status and Resend, the profile's change, the link page's button. */
export function registerEmailVerificationRoutes(
  app: FastifyInstance,
  { verification, limit }: { verification: EmailVerificationService; limit: RateLimit },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/auth/email-verification',
    {
      schema: {
        summary: 'Whether the e-mail address is confirmed (and a pending new address)',
        tags: ['auth'],
        response: { 200: emailVerificationSchema },
      },
    },
    async (request) => verification.status(requireUser(request)),
  );

  r.post(
    '/api/auth/email-verification/resend',
    {
      config: { rateLimit: limit },
      schema: {
        summary: 'Send the confirmation link again',
        tags: ['auth'],
        response: { 202: emailVerificationSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await verification.resend(requireUser(request))),
  );

  r.post(
    '/api/auth/email-change',
    {
      config: { rateLimit: limit },
      schema: {
        summary: 'Ask to change the e-mail address (confirmed by a link to the new one)',
        tags: ['auth'],
        body: changeEmailSchema,
        response: { 200: emailVerificationSchema },
      },
    },
    async (request) => verification.requestChange(requireUser(request), request.body),
  );

  r.delete(
    '/api/auth/email-change',
    {
      schema: {
        summary: 'Forget a pending e-mail address change',
        tags: ['auth'],
        response: { 200: emailVerificationSchema },
      },
    },
    async (request) => verification.cancelChange(requireUser(request)),
  );

  // No session needed: the link may be opened on another device than the one signed in.
  r.post(
    '/api/auth/verify-email',
    {
      config: { rateLimit: limit },
      schema: {
        summary: "Confirm an e-mail address with its link's token",
        tags: ['auth'],
        security: NO_SESSION,
        body: verifyEmailSchema,
        response: { 200: verifiedSchema },
      },
    },
    async (request) => {
      const { email } = await verification.verify(request.body.token);
      return { message: `${email} is confirmed. Your alerts can reach it now.`, email };
    },
  );
}
