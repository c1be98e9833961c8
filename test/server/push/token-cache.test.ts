import { describe, expect, it } from 'vitest';
import type { PushTarget } from '../../../src/server/modules/push/push.repository';
import { createTokenCache } from '../../../src/server/modules/push/token-cache';

/** Push token -> monitor in memory (decision 049): a ping costs no query, and a changed token is not trusted for long. */
describe('push token cache', () => {
  function setup(options: { maxEntries?: number; maxMisses?: number } = {}) {
    let clock = 0;
    const table = new Map<string, PushTarget>([['h1', { monitorId: 'm1', domainId: 'd1' }]]);
    const lookups: string[] = [];
    const cache = createTokenCache({
      lookup: async (hash) => (lookups.push(hash), table.get(hash)),
      hitTtlMs: 600_000,
      missTtlMs: 10_000,
      now: () => clock,
      ...options,
    });
    return { cache, table, lookups, advance: (ms: number) => (clock += ms) };
  }

  it('looks a token up once, even when many pings ask at the same moment', async () => {
    const { cache, lookups } = setup();
    const answers = await Promise.all([cache.resolve('h1'), cache.resolve('h1'), cache.resolve('h1')]);
    expect(answers).toEqual(Array(3).fill({ monitorId: 'm1', domainId: 'd1' }));
    expect(cache.resolve('h1')).toEqual({ monitorId: 'm1', domainId: 'd1' });
    expect(lookups).toEqual(['h1']);
  });

  it('remembers an unknown token briefly: a token made meanwhile works within seconds', async () => {
    const { cache, table, lookups, advance } = setup();
    expect(await cache.resolve('h2')).toBeUndefined();
    table.set('h2', { monitorId: 'm2', domainId: 'd1' });
    expect(cache.peek('h2')).toBeNull();
    advance(10_001);
    expect(await cache.resolve('h2')).toEqual({ monitorId: 'm2', domainId: 'd1' });
    expect(lookups).toEqual(['h2', 'h2']);
  });

  it("forgets a monitor's token when the change feed says it changed, and everything on a resync", async () => {
    const { cache, table, lookups } = setup();
    await cache.resolve('h1');
    table.delete('h1');
    cache.forgetMonitor('m1');
    expect(await cache.resolve('h1')).toBeUndefined();
    cache.clear();
    expect(cache.peek('h1')).toBeUndefined();
    expect(lookups).toEqual(['h1', 'h1']);
  });

  it('keeps made-up tokens from pushing out the real ones', async () => {
    const { cache } = setup({ maxEntries: 10, maxMisses: 5 });
    await cache.resolve('h1');
    for (let i = 0; i < 100; i++) await cache.resolve(`guess${i}`);
    expect(cache.peek('h1')).toEqual({ monitorId: 'm1', domainId: 'd1' });
    expect(cache.size).toEqual({ known: 1, unknown: 5 });
  });
});
