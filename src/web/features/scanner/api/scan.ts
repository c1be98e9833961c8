/**
 * SPEC §7 scan calls. POST /api/scan runs a scan; GET /api/scan?domain= reads the workspace's last result of a domain
 * back (the server keeps it for an hour, and shows nobody else's: decision 031), which is how the scanner shows the
 * last scan again when someone comes back to it.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanCheckType, ScanResultResponse } from '../../../../shared/contracts/scan';
import { apiRequest } from '../../../lib/api-client';

export interface ScanRequest {
  domain: string;
  checkTypes: ScanCheckType[];
  includeAiInsights: boolean;
}

/** A scan runs every probe (each capped at 30 s) and may wait for a language model after that. */
export const SCAN_TIMEOUT_MS = 90_000;

export function scanDomain(request: ScanRequest): Promise<ScanResultResponse> {
  // No request-level retry: a refusal (429, a bad domain) should be shown at once, not waited out.
  return apiRequest<ScanResultResponse>('POST', '/api/scan', request, { retries: 0, timeoutMs: SCAN_TIMEOUT_MS });
}

export const lastScanQueryKey = (domain: string) => ['/api/scan', domain] as const;

export function lastScanQueryOptions(domain: string) {
  return queryOptions({
    queryKey: lastScanQueryKey(domain),
    queryFn: ({ signal }) =>
      apiRequest<ScanResultResponse>('GET', `/api/scan?domain=${encodeURIComponent(domain)}`, undefined, {
        signal,
        retries: 0,
      }),
    // A scan result is a snapshot of one moment: it never goes stale, and the copy the POST answered (with its
    // insights) must not be replaced by the shorter read-back.
    staleTime: Infinity,
    retry: false,
  });
}

export function useScanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['scan'],
    mutationFn: scanDomain,
    onSuccess: (result) => {
      queryClient.setQueryData(lastScanQueryKey(result.domain), result);
    },
  });
}
