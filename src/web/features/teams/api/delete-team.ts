import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /api/teams/{slug} -> 204. Owner only; members whose current team it was go back to personal. The screen
 * leaves the team's pages first and then calls `forgetTeam` (lib/workspace-refresh), so that nothing refetches the
 * team that is gone while it is still on screen.
 */
export function deleteTeam(slug: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/teams/${encodeURIComponent(slug)}`, undefined, { retries: 0 });
}

export function useDeleteTeam() {
  return useMutation({ mutationKey: ['teams', 'delete'], mutationFn: deleteTeam });
}
