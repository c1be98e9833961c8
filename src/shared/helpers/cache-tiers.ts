/** SPEC §9.3 caching tiers: how long data stays fresh, and how long it is kept once unused. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface CacheTier {
  staleTime: number;
  gcTime: number;
}

export const CACHE_TIERS = {
  STABLE: { staleTime: 24 * HOUR, gcTime: 7 * DAY },
  SEMI_STABLE: { staleTime: HOUR, gcTime: DAY },
  NORMAL: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE },
  FREQUENT: { staleTime: MINUTE, gcTime: 5 * MINUTE },
  REAL_TIME: { staleTime: 0, gcTime: MINUTE },
} as const satisfies Record<string, CacheTier>;

export type CacheTierName = keyof typeof CACHE_TIERS;

/** SPEC §9.3: the current user is fresh for 5 minutes and kept for 10. */
export const CURRENT_USER_CACHE: CacheTier = { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE };

/** SPEC §9.3 polling intervals. */
export const POLL_INTERVALS = {
  unreadAlerts: 30 * SECOND,
  alerts: 30 * SECOND,
  dashboardStats: 30 * SECOND,
  domains: 30 * SECOND,
  securityCardDomains: 60 * SECOND,
  audit: 2 * SECOND,
  metricsReport: 30 * SECOND,
} as const;

/** SPEC §9.3: the web-vitals buffer holds at most this many entries. */
export const METRICS_BUFFER_LIMIT = 100;
/** SPEC §7: the metrics report carries the last 10 values of each vital. */
export const METRICS_VALUES_PER_VITAL = 10;

/** SPEC §7: the default query function GETs the path made by joining the key's parts with '/'. */
export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .map(String)
    .join('/');
}
