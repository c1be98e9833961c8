import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactFields } from '../../../../shared/contracts/contact';
import { apiRequest, isApiError } from '../../../lib/api-client';

/**
 * GET /api/contact/form-token: the server's signed "form shown at" time. Fetched in the browser when the form shows,
 * never at build time (a token baked into the page would be days old), and not cached beyond the page.
 */
export const formTokenQueryOptions = queryOptions({
  queryKey: ['/api/contact/form-token'],
  queryFn: ({ signal }) =>
    apiRequest<{ token: string }>('GET', '/api/contact/form-token', undefined, { signal, retries: 1 }),
  enabled: !import.meta.env.SSR,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
});

export interface ContactSend {
  fields: ContactFields;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

/**
 * POST /api/contact with the form token. After a message is sent, or when the token has expired, a fresh token is
 * fetched at once; after "too fast" the same token passes a few seconds later.
 */
export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['contact', 'send'],
    mutationFn: async ({ fields, website }: ContactSend) => {
      const { token } = await queryClient.fetchQuery(formTokenQueryOptions);
      return apiRequest<{ message: string }>(
        'POST',
        '/api/contact',
        { ...fields, website, formToken: token },
        { retries: 0 },
      );
    },
    // A fresh token right away: its clock runs while the next message is written.
    onSuccess: () => {
      void queryClient.resetQueries({ queryKey: formTokenQueryOptions.queryKey });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'FORM_EXPIRED') {
        void queryClient.resetQueries({ queryKey: formTokenQueryOptions.queryKey });
      }
    },
  });
}
