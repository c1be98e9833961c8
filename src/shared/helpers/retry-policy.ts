/**
 * Retry rules of SPEC §7, §8.3 and §9.3, as pure decisions. `random` is injectable so that delays are testable.
 */
import { getRetryAfterSeconds } from './api-errors';

export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const RETRY_MAX_JITTER_MS = 1000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** SPEC §7: the request helper retries GET 3 times and other methods once. */
export function requestRetryLimit(method: string): number {
  return method.toUpperCase() === 'GET' ? 3 : 1;
}

/**
 * SPEC §8.3 request helper: 4xx are not retried except 408 and 429; 502, 503 and 504 are; a network failure
 * (status 0) is. Other statuses (500, 501...) are not: they are answers, not hiccups.
 */
export function isRetryableRequestStatus(status: number): boolean {
  if (status === 0 || status === 408 || status === 429) return true;
  return status === 502 || status === 503 || status === 504;
}

/** Exponential backoff: min(base x 2^attempt + up to 1 s of jitter, 30 s). `attempt` counts from 0. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt);
  return Math.min(exponential + random() * RETRY_MAX_JITTER_MS, RETRY_MAX_DELAY_MS);
}

interface StatusLike {
  status?: unknown;
  details?: unknown;
}

function statusOf(error: unknown): number | undefined {
  if (error === null || typeof error !== 'object') return undefined;
  const status = (error as StatusLike).status;
  return typeof status === 'number' ? status : undefined;
}

export const QUERY_MAX_SERVER_RETRIES = 3;
export const QUERY_MAX_RATE_LIMIT_RETRIES = 5;
export const MUTATION_MAX_NETWORK_RETRIES = 2;

/**
 * SPEC §8.3 queries: 401 and 403 never; 5xx up to 3 times; 429 up to 5 times; anything else not retried.
 * `failureCount` is the number of failures before this one (TanStack Query passes 0 after the first failure).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status === undefined || status === 401 || status === 403) return false;
  if (status === 429) return failureCount < QUERY_MAX_RATE_LIMIT_RETRIES;
  if (status >= 500 && status < 600) return failureCount < QUERY_MAX_SERVER_RETRIES;
  return false;
}

/** SPEC §8.3 / §9.3: wait `details.retryAfter` seconds on a 429 when given; otherwise exponential backoff. */
export function queryRetryDelay(failureCount: number, error: unknown, random: () => number = Math.random): number {
  if (statusOf(error) === 429) {
    const retryAfter = getRetryAfterSeconds((error as StatusLike).details);
    if (retryAfter !== undefined) return retryAfter * 1000;
  }
  return backoffDelay(failureCount, random);
}

/** SPEC §8.3 mutations: up to 2 retries, and only after a network failure (status 0). */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return statusOf(error) === 0 && failureCount < MUTATION_MAX_NETWORK_RETRIES;
}
