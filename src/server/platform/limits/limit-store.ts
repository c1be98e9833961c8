/** A key's fixed window after a hit, or as read. */
export interface WindowCount {
  /** Hits in the key's current window (the hit just made included). */
  count: number;
  /** Milliseconds until that window ends (0 when the key has none). */
  resetMs: number;
}

/**
 * Counters of fixed windows (a key's window starts at its first hit and lasts `windowMs`), the one place every limit
 * of the web processes counts in (decision 080): in this process (memory-limit-store.ts) or, when REDIS_URL is set,
 * in Redis so that every web process counts one total (redis-limit-store.ts). `now` is the caller's clock, so tests
 * that drive a clock see the same windows on both. Never rejects: a store that cannot count answers from memory.
 */
export interface LimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit of `key`. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The key's current window, counting nothing. */
  peek(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** Forgets the key's window. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export const NO_WINDOW: WindowCount = { count: 0, resetMs: 0 };

/**
 * Milliseconds left of a window that started at `start` by another clock reading: never more than the window. Web
 * processes sharing Redis each pass their own `now`, and a hit read a moment before the window's first hit (by a
 * clock a few ms behind) would otherwise be told to wait longer than the window (a Retry-After of 901 s for 900).
 */
export const msLeft = (start: number, windowMs: number, now: number): number =>
  Math.min(windowMs, Math.max(0, start + windowMs - now));
