import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createLimiter,
  createLimitStore,
  createMemoryLimitStore,
  type LimitStore,
} from '../../../src/server/platform/limits';
import { createRedisLimitStore, LIMIT_KEY_PREFIX } from '../../../src/server/platform/limits/redis-limit-store';
import { REDIS_AVAILABLE, TEST_REDIS_URL } from '../helpers/redis';

const MINUTE = 60_000;
const T0 = 1_750_000_000_000;
/** Each test's keys are its own: the Redis store's suites share one server with every other test run. */
const unique = (name: string) => `test-${randomBytes(6).toString('hex')}:${name}`;

const opened: LimitStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

function redisStore(url = TEST_REDIS_URL, onError: (error: unknown) => void = () => undefined): LimitStore {
  const store = createRedisLimitStore(url, createMemoryLimitStore(), onError);
  opened.push(store);
  return store;
}

const kinds: [string, () => LimitStore][] = [
  ['memory', () => createMemoryLimitStore()],
  ...(REDIS_AVAILABLE ? [['Redis', () => redisStore()] as [string, () => LimitStore]] : []),
];

describe.each(kinds)('the %s limit store', (_kind, make) => {
  it("counts a key's hits in a window from its first hit, then starts a new window", async () => {
    const store = make();
    const key = unique('window');
    expect(await store.hit(key, MINUTE, T0)).toEqual({ count: 1, resetMs: MINUTE });
    expect(await store.hit(key, MINUTE, T0 + 20_000)).toEqual({ count: 2, resetMs: 40_000 });
    expect(await store.hit(key, MINUTE, T0 + 59_999)).toEqual({ count: 3, resetMs: 1 });
    expect(await store.hit(key, MINUTE, T0 + MINUTE)).toEqual({ count: 1, resetMs: MINUTE });
  });

  it("a hit by a clock a moment behind the window's first hit is told to wait the window at most", async () => {
    // two web processes share Redis, each with its own clock (the CI failure: Retry-After 901 for a 900 s window)
    const store = make();
    const key = unique('clocks');
    await store.hit(key, MINUTE, T0);
    expect(await store.hit(key, MINUTE, T0 - 3)).toEqual({ count: 2, resetMs: MINUTE });
    expect(await store.peek(key, MINUTE, T0 - 3)).toEqual({ count: 2, resetMs: MINUTE });
  });

  it('keeps keys apart, peeks without counting, and forgets a reset key', async () => {
    const store = make();
    const [a, b] = [unique('a'), unique('b')];
    await store.hit(a, MINUTE, T0);
    await store.hit(a, MINUTE, T0);
    expect(await store.peek(a, MINUTE, T0 + 1_000)).toEqual({ count: 2, resetMs: 59_000 });
    expect(await store.peek(a, MINUTE, T0 + 1_000)).toEqual({ count: 2, resetMs: 59_000 });
    expect(await store.peek(b, MINUTE, T0)).toEqual({ count: 0, resetMs: 0 });
    expect(await store.peek(a, MINUTE, T0 + MINUTE)).toEqual({ count: 0, resetMs: 0 });
    await store.reset(a);
    expect(await store.hit(a, MINUTE, T0 + 2_000)).toEqual({ count: 1, resetMs: MINUTE });
  });

  it('a limiter admits its allowance, then answers the seconds left; refused hits count too', async () => {
    const limiter = createLimiter(make(), unique('limiter'), 3, MINUTE);
    const waits = [];
    for (let i = 0; i < 5; i++) waits.push(await limiter.hit('k', T0 + i * 1_000));
    expect(waits).toEqual([0, 0, 0, 57, 56]);
    expect(await limiter.reached('k', T0 + 5_000)).toBe(true);
    expect(await limiter.reached('other', T0 + 5_000)).toBe(false);
    // a smaller allowance for one hit (sign-in's e-mail under attack)
    expect(await limiter.hit('small', T0, 1)).toBe(0);
    expect(await limiter.hit('small', T0 + 500, 1)).toBe(60);
    await limiter.reset('k');
    expect(await limiter.hit('k', T0 + 6_000)).toBe(0);
  });

  it('two limiters of different names count apart on one store', async () => {
    const store = make();
    const name = unique('names');
    const first = createLimiter(store, `${name}-1`, 1, MINUTE);
    const second = createLimiter(store, `${name}-2`, 1, MINUTE);
    expect(await first.hit('same', T0)).toBe(0);
    expect(await second.hit('same', T0)).toBe(0);
    expect(await first.hit('same', T0)).toBeGreaterThan(0);
  });
});

describe.runIf(REDIS_AVAILABLE)('the Redis limit store', () => {
  it('counts hits from two processes (two connections) at once as one total: every count given once', async () => {
    const [one, two] = [redisStore(), redisStore()];
    const key = unique('together');
    const counts = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).hit(key, MINUTE, Date.now())),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('leaves nothing behind: a window expires in Redis when it ends', async () => {
    const store = redisStore();
    const key = unique('expiry');
    await store.hit(key, MINUTE, Date.now());
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const ttl = await redis.pttl(LIMIT_KEY_PREFIX + key);
      expect(ttl).toBeGreaterThan(MINUTE - 5_000);
      expect(ttl).toBeLessThanOrEqual(MINUTE);
    } finally {
      redis.disconnect();
    }
  });
});

describe('a Redis that cannot be reached', () => {
  it('counts in this process at once, and says so once', async () => {
    const told: unknown[] = [];
    const store = redisStore('redis://127.0.0.1:9', (error) => told.push(error));
    const limiter = createLimiter(store, unique('down'), 2, MINUTE);
    const started = Date.now();
    const waits = [];
    for (let i = 0; i < 3; i++) waits.push(await limiter.hit('k', T0));
    expect(waits).toEqual([0, 0, 60]);
    expect(await limiter.reached('k', T0)).toBe(true);
    expect(told).toHaveLength(1);
    // no hit waits for Redis to come back (the first waits for the first connection attempt only)
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('without REDIS_URL the store is the memory one; with it, Redis', async () => {
    const memory = await createLimitStore(undefined, () => undefined);
    expect(memory.kind).toBe('memory');
    const shared = await createLimitStore('redis://127.0.0.1:9', () => undefined);
    opened.push(shared);
    expect(shared.kind).toBe('redis');
  });
});
