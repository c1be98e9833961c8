import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  CertificatePanel,
  CheckLog,
  DnsPanel,
  OutageList,
  RegistrationPanel,
  ResponseTimes,
  SecurityPanel,
  UptimeDays,
} from '../../../../shared/contracts/domain-details';
import { POLL_INTERVALS } from '../../../../shared/helpers/cache-tiers';
import type { CheckType } from '../../../../shared/helpers/domain-state';
import type { HistoryRangeId } from '../../../../shared/helpers/history-ranges';
import { apiRequest } from '../../../lib/api-client';

/*
 * The panels of a domain's page, one GET each. Keys sit under ['/api/domains', id] (keys.ts), so whatever refreshes
 * the domain list or a domain refreshes its panels too; they poll like the domain list (SPEC §9.3), so a check that
 * ran since shows without a reload.
 */

type Params = Record<string, string | number | undefined>;

function panelPath(id: string, panel: string, params: Params = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const search = query.toString();
  return `/api/domains/${encodeURIComponent(id)}/${panel}${search ? `?${search}` : ''}`;
}

function panelQuery<T>(id: string, panel: string, params: Params = {}) {
  return queryOptions({
    queryKey: ['/api/domains', id, panel, params] as const,
    queryFn: ({ signal }) => apiRequest<T>('GET', panelPath(id, panel, params), undefined, { signal, retries: 0 }),
    staleTime: POLL_INTERVALS.domains,
    refetchInterval: POLL_INTERVALS.domains,
    // a new page, filter or range keeps the previous rows on screen until it arrives
    placeholderData: keepPreviousData,
  });
}

export const responseTimesQuery = (id: string, range: HistoryRangeId) =>
  panelQuery<ResponseTimes>(id, 'response-times', { range });
export const uptimeDaysQuery = (id: string) => panelQuery<UptimeDays>(id, 'uptime-days');
export const outagesQuery = (id: string, page: number) => panelQuery<OutageList>(id, 'outages', { page, pageSize: 10 });
export const checkLogQuery = (id: string, filter: { type?: CheckType; status?: string; page: number }) =>
  panelQuery<CheckLog>(id, 'checks', { ...filter, pageSize: 20 });
export const certificateQuery = (id: string) => panelQuery<CertificatePanel>(id, 'certificate');
export const dnsQuery = (id: string) => panelQuery<DnsPanel>(id, 'dns');
export const registrationQuery = (id: string) => panelQuery<RegistrationPanel>(id, 'registration');
export const securityResultsQuery = (id: string) => panelQuery<SecurityPanel>(id, 'security');
