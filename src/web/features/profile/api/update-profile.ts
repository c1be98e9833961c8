import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '../../../../shared/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

/** PATCH /api/profile: names and time zone. */
export function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return apiRequest<Profile>('PATCH', '/api/profile', input, { retries: 0 });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'update'],
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // the sidebar and the top bar show the names
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
