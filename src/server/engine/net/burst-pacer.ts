/**
 * Spreads starts of a kind of work at a rate, with a burst allowed at once (the generic cell rate algorithm): the
 * first checks of 10,000 domains added together start over minutes instead of in the same second, while a domain
 * added alone is checked at once (decision 070). One per process; keys are independent lines.
 */
export interface BurstPacer {
  /**
   * How long the next start of `key` waits (ms) at `perSecond` with `burst` starts allowed at once, its slot taken;
   * or undefined, with no slot taken, when that wait would reach `limitMs` (the work is better left to whatever runs
   * it by then, a schedule).
   */
  delay(key: string, perSecond: number, burst: number, limitMs: number): number | undefined;
}

export function createBurstPacer(now: () => number = Date.now): BurstPacer {
  /** Per key: when its next slot is free (the theoretical arrival time). */
  const nextFree = new Map<string, number>();
  return {
    delay(key, perSecond, burst, limitMs) {
      const t = now();
      const gap = 1000 / perSecond;
      const free = Math.max(nextFree.get(key) ?? t, t);
      const wait = Math.max(0, free - t - (burst - 1) * gap);
      if (wait >= limitMs) return undefined;
      nextFree.set(key, free + gap);
      return wait;
    },
  };
}
