import { msLeft, NO_WINDOW, type LimitStore, type WindowCount } from './limit-store';

/** Keys beyond which the oldest are dropped (a dropped key starts again at zero): a bound on memory under a flood. */
const MAX_KEYS = 200_000;

interface Window {
  start: number;
  count: number;
  windowMs: number;
}

const open = (w: Window | undefined, now: number): w is Window => w !== undefined && now - w.start < w.windowMs;
const counted = (w: Window, now: number): WindowCount => ({
  count: w.count,
  resetMs: msLeft(w.start, w.windowMs, now),
});

/** The counters of one process (no REDIS_URL): with several web processes each counts its own hits. */
export function createMemoryLimitStore(): LimitStore {
  const windows = new Map<string, Window>();
  let lastSweep = 0;

  /** Ended windows go once a minute; past MAX_KEYS the oldest go too. */
  function sweep(now: number): void {
    if (now - lastSweep >= 60_000) {
      for (const [key, w] of windows) if (!open(w, now)) windows.delete(key);
      lastSweep = now;
    }
    for (const key of windows.keys()) {
      if (windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  }

  return {
    kind: 'memory',
    async hit(key, windowMs, now) {
      const w = windows.get(key);
      if (open(w, now)) {
        w.count += 1;
        return counted(w, now);
      }
      sweep(now);
      const fresh = { start: now, count: 1, windowMs };
      windows.delete(key);
      windows.set(key, fresh);
      return counted(fresh, now);
    },
    async peek(key, _windowMs, now) {
      const w = windows.get(key);
      return open(w, now) ? counted(w, now) : NO_WINDOW;
    },
    async reset(key) {
      windows.delete(key);
    },
    close: async () => undefined,
  };
}
