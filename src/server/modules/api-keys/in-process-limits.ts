import { monthOf, windowEnd, windowStart, type ApiLimits } from './api-limits';

/** Counters beyond which the oldest are dropped (a dropped window starts again at zero: keys idle for long). */
const MAX_ENTRIES = 100_000;

/**
 * The limits of one process (no REDIS_URL): counters in memory. The month's count starts from what api_usage holds,
 * so a restart keeps it; with several processes and no Redis each counts its own calls on top of that start.
 */
export function createInProcessLimits(): ApiLimits {
  const windows = new Map<string, { start: number; count: number }>();
  const months = new Map<string, { month: string; count: number }>();
  const seeding = new Map<string, Promise<void>>();

  function trim<T>(map: Map<string, T>): void {
    for (const key of map.keys()) {
      if (map.size <= MAX_ENTRIES) break;
      map.delete(key);
    }
  }

  async function monthCounter(partnerId: string, month: string, seed: () => Promise<number>) {
    for (;;) {
      const held = months.get(partnerId);
      if (held?.month === month) return held;
      const pending = seeding.get(partnerId);
      if (pending) {
        await pending;
        continue;
      }
      const load = seed().then((count) => {
        months.set(partnerId, { month, count });
        trim(months);
      });
      seeding.set(partnerId, load);
      try {
        await load;
      } finally {
        seeding.delete(partnerId);
      }
    }
  }

  return {
    async admit({ keyId, rateLimit, partnerId, quota, now, seed }) {
      const counter = await monthCounter(partnerId, monthOf(now), seed);
      // from here on nothing awaits: the check and the counting are one step
      const start = windowStart(now);
      let window = windows.get(keyId);
      if (!window || window.start !== start) {
        window = { start, count: 0 };
        windows.set(keyId, window);
        trim(windows);
      }
      const windowEndsAt = windowEnd(now);
      if (window.count >= rateLimit) return { refused: 'rate', remaining: 0, windowEndsAt, quotaUsed: counter.count };
      if (counter.count >= quota)
        return { refused: 'quota', remaining: rateLimit - window.count, windowEndsAt, quotaUsed: counter.count };
      window.count++;
      counter.count++;
      return { refused: null, remaining: rateLimit - window.count, windowEndsAt, quotaUsed: counter.count };
    },
    async used(partnerId, now) {
      const held = months.get(partnerId);
      return held?.month === monthOf(now) ? held.count : undefined;
    },
    close: async () => undefined,
  };
}
