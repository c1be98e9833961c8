import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/teams/{slug}/leave -> the updated user (back in the personal workspace if it was this team). Anyone
 * but the owner. Like deleting, the screen leaves the team's pages before calling `forgetTeam`.
 */
export function leaveTeam(slug: string): Promise<User> {
  return apiRequest<User>('POST', `/api/teams/${encodeURIComponent(slug)}/leave`, undefined, { retries: 0 });
}

export function useLeaveTeam() {
  return useMutation({ mutationKey: ['teams', 'leave'], mutationFn: leaveTeam });
}
