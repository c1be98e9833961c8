import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Domain } from '../../../../shared/contracts/domains';
import type { SecurityRescan, SecuritySummary } from '../../../../shared/contracts/security';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import { apiRequest } from '../../../lib/api-client';

export const securityKeys = {
  summary: ['/api/security/summary'] as const,
  domains: ['/api/domains'] as const,
};

/** While a rescan's results come in, the card looks every few seconds. */
export const RESCAN_POLL_MS = 5_000;

export function useSecuritySummary(pollMs: number | false) {
  return useQuery({
    queryKey: securityKeys.summary,
    queryFn: ({ signal }) =>
      apiRequest<SecuritySummary>('GET', '/api/security/summary', undefined, { signal, retries: 0 }),
    staleTime: POLL_INTERVALS.securityCardDomains,
    refetchInterval: pollMs === false ? POLL_INTERVALS.securityCardDomains : pollMs,
  });
}

type DomainListBody = { data: Domain[] } | Domain[];

/** SPEC §7 / §9.3: the security card reads the domain list every 60 s; the audit runs on the first domain. */
export function useFirstDomain() {
  return useQuery({
    queryKey: securityKeys.domains,
    queryFn: ({ signal }) => apiRequest<DomainListBody>('GET', '/api/domains', undefined, { signal, retries: 0 }),
    select: (body: DomainListBody) => (Array.isArray(body) ? body : body.data).find((d) => d.isActive) ?? null,
    refetchInterval: POLL_INTERVALS.securityCardDomains,
  });
}

/** Where a rescan starts (also what the demo guard is asked about). */
export const RESCAN_PATH = '/api/security/rescan';

/** Rescan of the workspace's domains, or of `domainId` only (a domain's page). */
export function useRescan(domainId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['security-rescan'],
    mutationFn: () =>
      apiRequest<SecurityRescan>(
        'POST',
        domainId ? `${RESCAN_PATH}?domainId=${encodeURIComponent(domainId)}` : RESCAN_PATH,
        undefined,
        { retries: 0 },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.summary }),
  });
}
