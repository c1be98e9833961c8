import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamInput, TeamDetail } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';
import { refreshWorkspaceData } from '../lib/workspace-refresh';
import { teamKeys } from './keys';

/** Where teams are created (also what the demo guard is asked about). */
export const TEAMS_PATH = '/api/teams';

/** POST /api/teams -> 201 with the team. The creator owns it and it becomes their current workspace. */
export function createTeam(input: CreateTeamInput): Promise<TeamDetail> {
  return apiRequest<TeamDetail>('POST', TEAMS_PATH, input, { retries: 0 });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['teams', 'create'],
    mutationFn: createTeam,
    onSuccess: async (team) => {
      queryClient.setQueryData(teamKeys.detail(team.slug), team);
      // The server made the new team the current workspace: the user and all workspace data change.
      await refreshWorkspaceData(queryClient);
    },
  });
}
