/** SPEC §2.6 / §7: the visitor's free scan, POST /api/scan with the four landing checks and no AI analysis. */
import { useMutation } from '@tanstack/react-query';
import type { ScanCheckType, ScanResultResponse } from '../../../../shared/contracts/scan';
import { apiRequest } from '../../../lib/api-client';

/** The four sections the landing result shows (SPEC §2.6). */
export const FREE_SCAN_CHECKS: ScanCheckType[] = ['dns', 'ssl', 'security', 'whois'];

/** Every probe is capped at 30 s on the server; a little more covers the response. */
const FREE_SCAN_TIMEOUT_MS = 45_000;

export function freeScan(domain: string): Promise<ScanResultResponse> {
  // No request-level retry: a 429 is shown to the visitor at once instead of being waited out.
  return apiRequest<ScanResultResponse>(
    'POST',
    '/api/scan',
    { domain, checkTypes: FREE_SCAN_CHECKS, includeAiInsights: false },
    { retries: 0, timeoutMs: FREE_SCAN_TIMEOUT_MS },
  );
}

export function useFreeScan() {
  return useMutation({ mutationKey: ['free-scan'], mutationFn: freeScan });
}
