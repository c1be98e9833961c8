import type { LimitStore } from './limit-store';

/**
 * One limit: at most `max` hits per key in a fixed window of `windowMs` from the key's first hit, counted in the
 * process's LimitStore (shared by every web process when REDIS_URL is set). `name` keeps each limit's keys apart.
 */
export interface Limiter {
  /**
   * Counts one hit; resolves 0 when the key is within its allowance (`max` unless a smaller one is given for this
   * hit), otherwise the seconds until its window ends. Refused hits count too: hammering does not get through sooner.
   */
  hit(key: string, now?: number, max?: number): Promise<number>;
  /** Whether the key has used its whole allowance in the current window (counts nothing). */
  reached(key: string, now?: number): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export function createLimiter(store: LimitStore, name: string, max: number, windowMs: number): Limiter {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    async hit(key, now = Date.now(), allowance = max) {
      const { count, resetMs } = await store.hit(keyOf(key), windowMs, now);
      return count > allowance ? Math.max(1, Math.ceil(resetMs / 1000)) : 0;
    },
    async reached(key, now = Date.now()) {
      return (await store.peek(keyOf(key), windowMs, now)).count >= max;
    },
    reset: (key) => store.reset(keyOf(key)),
  };
}
