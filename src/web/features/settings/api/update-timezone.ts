import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session';
import { settingsKeys } from './keys';

/** PATCH /api/profile with the time zone only: users.timezone, the clock of quiet hours and alert messages. */
export function updateTimezone(timezone: string): Promise<Profile> {
  return apiRequest<Profile>('PATCH', '/api/profile', { timezone }, { retries: 0 });
}

export function useUpdateTimezone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'timezone'],
    mutationFn: updateTimezone,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.preferences }),
      ]),
  });
}
