import { API_KEY_RATE_WINDOW_SECONDS } from '../../../shared/constants/partner-api';

/** One call asking to pass a key's rate limit and its workspace's monthly quota. */
export interface AdmitRequest {
  keyId: string;
  /** Requests per window for this key. */
  rateLimit: number;
  partnerId: string;
  /** Requests per UTC calendar month for the workspace (its plan's). */
  quota: number;
  now: number;
  /** The workspace's calls this month so far as stored (api_usage): the counter's start when none is held. */
  seed: () => Promise<number>;
  /**
   * The key's calls in this window so far as stored (api_usage): the window counter's start when a shared store lost
   * it (a Redis flushed or restarted without persistence mid-hour), so the limit does not forget what was used.
   */
  windowSeed: () => Promise<number>;
}

export interface AdmitDecision {
  /** 'rate': the key's window is full; 'quota': the month's quota is used up. */
  refused: 'rate' | 'quota' | null;
  /** Calls left in the key's window after this one. */
  remaining: number;
  /** Epoch milliseconds at which the key's window starts over. */
  windowEndsAt: number;
  /** The workspace's calls this month, this one included when admitted. */
  quotaUsed: number;
}

/**
 * Rate limit and quota together, decided in one step so that N concurrent calls admit exactly what is left: in this
 * process (in-process-limits.ts) or, when REDIS_URL is set, in one Lua script shared by every web process
 * (redis-limits.ts). Windows are fixed, aligned on the clock hour (decision 056).
 */
export interface ApiLimits {
  admit(request: AdmitRequest): Promise<AdmitDecision>;
  /** The workspace's calls this month as counted by the limits, when they hold a count. */
  used(partnerId: string, now: number): Promise<number | undefined>;
  close(): Promise<void>;
}

const WINDOW_MS = API_KEY_RATE_WINDOW_SECONDS * 1000;

/** Start of the fixed window holding `now`. */
export const windowStart = (now: number): number => Math.floor(now / WINDOW_MS) * WINDOW_MS;
export const windowEnd = (now: number): number => windowStart(now) + WINDOW_MS;

/** The UTC month of `now` as 'YYYY-MM'. */
export const monthOf = (now: number): string => new Date(now).toISOString().slice(0, 7);
export const monthStart = (now: number): Date => {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
};
export const nextMonthStart = (now: number): Date => {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
};
