import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertPreferences, UpdateAlertPreferencesInput } from '../../../../shared/contracts/notification-settings';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** GET /api/settings/alert-preferences: channels, quiet hours, default levels, clock and plan limit. */
export function fetchAlertPreferences(signal?: AbortSignal): Promise<AlertPreferences> {
  return apiRequest<AlertPreferences>('GET', '/api/settings/alert-preferences', undefined, { signal, retries: 0 });
}

export const alertPreferencesQueryOptions = queryOptions({
  queryKey: settingsKeys.preferences,
  queryFn: ({ signal }) => fetchAlertPreferences(signal),
});

export function useAlertPreferences() {
  return useQuery(alertPreferencesQueryOptions);
}

/** PUT /api/settings/alert-preferences: fields left out keep their value. */
export function updateAlertPreferences(input: UpdateAlertPreferencesInput): Promise<AlertPreferences> {
  return apiRequest<AlertPreferences>('PUT', '/api/settings/alert-preferences', input, { retries: 0 });
}

export function useUpdateAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', 'alert-preferences'],
    mutationFn: updateAlertPreferences,
    onSuccess: (prefs) => queryClient.setQueryData(settingsKeys.preferences, prefs),
  });
}
