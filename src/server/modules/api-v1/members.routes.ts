import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { v1List, v1PageQuerySchema } from '../../../shared/contracts/api-v1';
import { teamMemberSchema } from '../../../shared/contracts/teams';
import { apiWorkspace } from '../api-keys/api-caller';
import type { TeamsService } from '../teams/teams.service';
import { pageOfList } from './cursor';
import { v1Schema } from './v1-schema';

/** Who works in the key's workspace (read only: members are managed on the screens). */
export function registerV1MemberRoutes(v1: FastifyInstance, { teams }: { teams: TeamsService }): void {
  v1.withTypeProvider<ZodTypeProvider>().get(
    '/members',
    {
      schema: v1Schema('members', {
        summary: "The workspace's members, newest first (a personal workspace: its owner)",
        querystring: v1PageQuerySchema,
        response: { 200: v1List(teamMemberSchema) },
      }),
    },
    async (request) => {
      const members = await teams.workspaceMembers(await apiWorkspace(request));
      return pageOfList(members, request.query, (m) => ({ at: m.joinedAt, id: m.userId }));
    },
  );
}
