/**
 * SPEC §7 audit calls: POST /api/domains/{id}/full-audit starts one and answers its id; GET /api/audits/{id} is polled
 * every 2 s until the audit is completed or failed. GET /api/domains finds the user's domain by name.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import type { Audit } from '../../../../shared/contracts/audits';
import type { Domain } from '../../../../shared/contracts/domains';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

/** Where a full audit of the domain starts (also what the demo guard is asked about). */
export const fullAuditPath = (domainId: string) => `/api/domains/${encodeURIComponent(domainId)}/full-audit`;

export function startFullAudit(domainId: string): Promise<{ auditId: string }> {
  return apiRequest<{ auditId: string }>('POST', fullAuditPath(domainId), undefined, {
    retries: 0,
  });
}

export function useStartFullAudit() {
  return useMutation({ mutationKey: ['full-audit'], mutationFn: startFullAudit });
}

export const auditQueryKey = (auditId: string) => ['/api/audits', auditId] as const;

export function auditQueryOptions(auditId: string) {
  return queryOptions({
    queryKey: auditQueryKey(auditId),
    queryFn: ({ signal }) =>
      apiRequest<Audit>('GET', `/api/audits/${encodeURIComponent(auditId)}`, undefined, { signal, retries: 0 }),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : POLL_INTERVALS.audit;
    },
    // A poll keeps going in a background tab: the audit finishing is what the user is waiting for.
    refetchIntervalInBackground: true,
  });
}

/** SPEC §7: the list answers {data: [...]}; some readers accept a plain array, and so does this one. */
export const domainsQueryOptions = queryOptions({
  queryKey: ['/api/domains'],
  queryFn: ({ signal }) =>
    apiRequest<{ data: Domain[] } | Domain[]>('GET', '/api/domains', undefined, { signal, retries: 0 }),
  select: (body): Domain[] => (Array.isArray(body) ? body : body.data),
});
