import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '../../../shared/contracts/auth';
import {
  activityPageSchema,
  activityQuerySchema,
  createTeamSchema,
  teamDetailSchema,
  teamMemberSchema,
  teamSummarySchema,
  transferOwnershipSchema,
  updateMemberRoleSchema,
  updateTeamSchema,
} from '../../../shared/contracts/teams';
import { requireUser } from '../../http/session';
import type { TeamsService } from './teams.service';

const slugParams = z.object({ slug: z.string().max(100) });
const idParams = z.object({ id: z.string().max(64) });
const memberParams = slugParams.extend({ userId: z.string().max(64) });

/** Teams, members and workspace switching (SPEC §7 team calls). Rules and authorization live in the service. */
export function registerTeamRoutes(app: FastifyInstance, { teams }: { teams: TeamsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['teams'];

  r.get(
    '/api/teams',
    { schema: { summary: "List the user's teams", tags, response: { 200: z.array(teamSummarySchema) } } },
    async (request) => teams.list(requireUser(request)),
  );

  r.post(
    '/api/teams',
    { schema: { summary: 'Create a team', tags, body: createTeamSchema, response: { 201: teamDetailSchema } } },
    async (request, reply) => reply.status(201).send(await teams.create(requireUser(request), request.body)),
  );

  // Static segment: matched before `/api/teams/:id/switch`.
  r.post(
    '/api/teams/personal/switch',
    { schema: { summary: 'Switch to the personal workspace', tags, response: { 200: userSchema } } },
    async (request) => teams.switchToPersonal(requireUser(request)),
  );

  r.post(
    '/api/teams/:id/switch',
    { schema: { summary: "Switch to a team's workspace", tags, params: idParams, response: { 200: userSchema } } },
    async (request) => teams.switchTo(requireUser(request), request.params.id),
  );

  r.get(
    '/api/teams/:slug',
    { schema: { summary: 'A team with its members', tags, params: slugParams, response: { 200: teamDetailSchema } } },
    async (request) => teams.get(requireUser(request), request.params.slug),
  );

  r.patch(
    '/api/teams/:slug',
    {
      schema: {
        summary: 'Change a team',
        tags,
        params: slugParams,
        body: updateTeamSchema,
        response: { 200: teamDetailSchema },
      },
    },
    async (request) => teams.update(requireUser(request), request.params.slug, request.body),
  );

  r.delete(
    '/api/teams/:slug',
    { schema: { summary: 'Delete a team', tags, params: slugParams, response: { 204: z.null().describe('Deleted') } } },
    async (request, reply) => {
      await teams.remove(requireUser(request), request.params.slug);
      return reply.status(204).send(null);
    },
  );

  r.patch(
    '/api/teams/:slug/members/:userId',
    {
      schema: {
        summary: "Change a member's role",
        tags,
        params: memberParams,
        body: updateMemberRoleSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) =>
      teams.changeRole(requireUser(request), request.params.slug, request.params.userId, request.body.role),
  );

  r.delete(
    '/api/teams/:slug/members/:userId',
    {
      schema: {
        summary: 'Remove a member',
        tags,
        params: memberParams,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await teams.removeMember(requireUser(request), request.params.slug, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/teams/:slug/leave',
    { schema: { summary: 'Leave a team', tags, params: slugParams, response: { 200: userSchema } } },
    async (request) => teams.leave(requireUser(request), request.params.slug),
  );

  r.post(
    '/api/teams/:slug/transfer',
    {
      schema: {
        summary: 'Transfer a team to another member',
        tags,
        params: slugParams,
        body: transferOwnershipSchema,
        response: { 200: teamDetailSchema },
      },
    },
    async (request) => teams.transfer(requireUser(request), request.params.slug, request.body.userId),
  );

  r.get(
    '/api/teams/:slug/activity',
    {
      schema: {
        summary: "A team's activity log",
        tags,
        params: slugParams,
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => teams.activity(requireUser(request), request.params.slug, request.query),
  );
}
