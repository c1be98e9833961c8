import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth';
import type { TeamSummary } from '../../../../shared/contracts/teams';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/invitations/{token}/accept -> the user (now in the team's workspace) and the team. Only the invited
 * address may accept (403 INVITATION_EMAIL_MISMATCH); a closed invitation answers 410.
 */
export function acceptInvitation(token: string): Promise<{ user: User; team: TeamSummary }> {
  return apiRequest<{ user: User; team: TeamSummary }>(
    'POST',
    `/api/invitations/${encodeURIComponent(token)}/accept`,
    undefined,
    { retries: 0 },
  );
}

export function useAcceptInvitation() {
  return useMutation({ mutationKey: ['invitations', 'accept'], mutationFn: acceptInvitation });
}
