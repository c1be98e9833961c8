import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateRenewalReminderInput,
  RenewalReminder,
  RenewalsResponse,
} from '../../../../shared/contracts/renewals';
import { CACHE_TIERS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

export const renewalKeys = {
  list: ['/api/renewals'] as const,
  reminders: ['/api/renewal-reminders'] as const,
};

export const renewalsQueryOptions = queryOptions({
  queryKey: renewalKeys.list,
  queryFn: ({ signal }) => apiRequest<RenewalsResponse>('GET', '/api/renewals', undefined, { signal, retries: 0 }),
  // Expiry dates move by the day; certificates are re-read hourly.
  staleTime: CACHE_TIERS.NORMAL.staleTime,
});

export function useRenewals() {
  return useQuery(renewalsQueryOptions);
}

function useRefreshRenewals() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: renewalKeys.list }),
      queryClient.invalidateQueries({ queryKey: renewalKeys.reminders }),
    ]);
}

export function useCreateReminder() {
  const refresh = useRefreshRenewals();
  return useMutation({
    mutationKey: ['create-renewal-reminder'],
    mutationFn: (input: CreateRenewalReminderInput) =>
      apiRequest<RenewalReminder>('POST', '/api/renewal-reminders', input, { retries: 0 }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteReminder() {
  const refresh = useRefreshRenewals();
  return useMutation({
    mutationKey: ['delete-renewal-reminder'],
    mutationFn: (id: string) =>
      apiRequest<void>('DELETE', `/api/renewal-reminders/${encodeURIComponent(id)}`, undefined, { retries: 0 }),
    onSuccess: () => refresh(),
  });
}
