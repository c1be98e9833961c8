import { describe, expect, it } from 'vitest';
import { createBurstPacer } from './burst-pacer';

describe('burst pacer', () => {
  it('starts a burst at once, then spaces the rest at the rate, and leaves what would wait too long', () => {
    let t = 1_000;
    const pacer = createBurstPacer(() => t);
    const waits = Array.from({ length: 6 }, () => pacer.delay('dns', 10, 3, 250));
    // three at once, then one every 100 ms; the sixth would wait 300 ms, over the limit, and is not given a slot
    expect(waits).toEqual([0, 0, 0, 100, 200, undefined]);
    // the slot not taken is the next caller's
    expect(pacer.delay('dns', 10, 3, 1_000)).toBe(300);
    // other keys are other lines
    expect(pacer.delay('ssl', 10, 3, 250)).toBe(0);
    // time refills the burst
    t += 10_000;
    expect(pacer.delay('dns', 10, 3, 250)).toBe(0);
  });
});
