import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '../../../shared/contracts/auth';
import {
  createInvitationSchema,
  invitationLinkSchema,
  invitationPreviewSchema,
  invitationSchema,
  teamSummarySchema,
} from '../../../shared/contracts/teams';
import { requireUser } from '../../http/session';
import { NO_SESSION } from '../../http/route-security';
import type { InvitationsService } from './invitations.service';

const slugParams = z.object({ slug: z.string().max(100) });
const invitationParams = slugParams.extend({ id: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(200) });
/** The links are unguessable (256 bits); the limit only keeps anyone from hammering the lookup. */
const tokenRateLimit = { max: 60, timeWindow: 60_000 };

/** Invitations: managed by team admins under the team, answered by the invitee through the e-mailed link. */
export function registerInvitationRoutes(
  app: FastifyInstance,
  { invitations }: { invitations: InvitationsService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['teams'];

  r.post(
    '/api/teams/:slug/invitations',
    {
      schema: {
        summary: 'Invite someone to a team',
        tags,
        params: slugParams,
        body: createInvitationSchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invitations.invite(requireUser(request), request.params.slug, request.body)),
  );

  r.get(
    '/api/teams/:slug/invitations',
    {
      schema: {
        summary: "List a team's pending invitations",
        tags,
        params: slugParams,
        response: { 200: z.array(invitationSchema) },
      },
    },
    async (request) => invitations.list(requireUser(request), request.params.slug),
  );

  r.post(
    '/api/teams/:slug/invitations/:id/resend',
    {
      schema: {
        summary: 'Send an invitation again',
        tags,
        params: invitationParams,
        response: { 200: invitationSchema },
      },
    },
    async (request) => invitations.resend(requireUser(request), request.params.slug, request.params.id),
  );

  r.post(
    '/api/teams/:slug/invitations/:id/link',
    {
      schema: {
        summary: 'A new link for an invitation',
        tags,
        params: invitationParams,
        response: { 200: invitationLinkSchema },
      },
    },
    async (request) => invitations.link(requireUser(request), request.params.slug, request.params.id),
  );

  r.delete(
    '/api/teams/:slug/invitations/:id',
    {
      schema: {
        summary: 'Revoke an invitation',
        tags,
        params: invitationParams,
        response: { 204: z.null().describe('Revoked') },
      },
    },
    async (request, reply) => {
      await invitations.revoke(requireUser(request), request.params.slug, request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/invitations/:token',
    {
      config: { rateLimit: tokenRateLimit },
      schema: {
        summary: 'What an invitation link invites to',
        tags,
        security: NO_SESSION,
        params: tokenParams,
        response: { 200: invitationPreviewSchema },
      },
    },
    async (request) => invitations.preview(request.params.token),
  );

  r.post(
    '/api/invitations/:token/accept',
    {
      config: { rateLimit: tokenRateLimit },
      schema: {
        summary: 'Accept an invitation',
        tags,
        params: tokenParams,
        response: { 200: z.object({ user: userSchema, team: teamSummarySchema }) },
      },
    },
    async (request) => invitations.accept(requireUser(request), request.params.token),
  );

  r.post(
    '/api/invitations/:token/decline',
    {
      config: { rateLimit: tokenRateLimit },
      schema: {
        summary: 'Decline an invitation',
        tags,
        params: tokenParams,
        response: { 200: invitationPreviewSchema },
      },
    },
    async (request) => invitations.decline(requireUser(request), request.params.token),
  );
}
