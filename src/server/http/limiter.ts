/**
 * A fixed-window counter per key, in memory. Used where @fastify/rate-limit's per-route key is not enough
 * (sign-in per address and e-mail, reset mails per e-mail). Each web process counts on its own; with several web
 * processes the effective limit is multiplied by their number, which still stops guessing.
 */
export interface Limiter {
  /**
   * Counts one hit; returns 0 when the key is within its allowance (`max` unless a smaller one is given for this
   * hit), otherwise the seconds until its window ends.
   */
  hit(key: string, now?: number, max?: number): number;
  /** Whether the key has used its whole allowance in the current window (counts nothing). */
  reached(key: string, now?: number): boolean;
  reset(key: string): void;
}

export function createLimiter(max: number, windowMs: number): Limiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  const current = (key: string, now: number) => {
    const w = windows.get(key);
    return w && now - w.start < windowMs ? w : undefined;
  };
  return {
    hit(key, now = Date.now(), allowance = max) {
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      const w = current(key, now);
      if (!w) {
        windows.set(key, { start: now, count: 1 });
        return allowance >= 1 ? 0 : Math.ceil(windowMs / 1000);
      }
      w.count += 1;
      return w.count > allowance ? Math.ceil((w.start + windowMs - now) / 1000) : 0;
    },
    reached(key, now = Date.now()) {
      return (current(key, now)?.count ?? 0) >= max;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
