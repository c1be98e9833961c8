import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { refreshWorkspaceData } from '../lib/workspace-refresh';

/** Where to switch: a team (its id and name, for the toast) or the personal workspace. */
export type WorkspaceTarget = { kind: 'team'; id: string; name: string } | { kind: 'personal' };

/** POST /api/teams/{id}/switch or POST /api/teams/personal/switch -> the updated user. */
export function switchWorkspace(target: WorkspaceTarget): Promise<User> {
  const path =
    target.kind === 'personal' ? '/api/teams/personal/switch' : `/api/teams/${encodeURIComponent(target.id)}/switch`;
  return apiRequest<User>('POST', path, undefined, { retries: 0 });
}

export const SWITCH_FAILED = { title: 'Error', description: 'Failed to switch team' } as const;

/** SPEC §4 / §8.4: switching refreshes user, domains and dashboard data and says where the user now is. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['teams', 'switch'],
    mutationFn: switchWorkspace,
    onSuccess: async (user, target) => {
      toast({
        title: 'Team switched',
        description: `Switched to ${target.kind === 'team' ? target.name : 'Personal Workspace'}`,
      });
      await refreshWorkspaceData(queryClient, user);
    },
    onError: () => {
      toast({ ...SWITCH_FAILED, variant: 'destructive' });
    },
  });
}
