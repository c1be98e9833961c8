/**
 * A fixed-window counter per key, in memory. Used where @fastify/rate-limit's per-IP key is not enough
 * (per e-mail address on sign-in). Each web process counts on its own; with several web processes the
 * effective limit is multiplied by their number, which still stops guessing.
 */
export interface Limiter {
  /** Counts one hit; returns 0 when allowed, otherwise the seconds until the key may try again. */
  hit(key: string, now?: number): number;
  reset(key: string): void;
}

export function createLimiter(max: number, windowMs: number): Limiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(key, now = Date.now()) {
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      const w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return 0;
      }
      w.count += 1;
      return w.count > max ? Math.ceil((w.start + windowMs - now) / 1000) : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
