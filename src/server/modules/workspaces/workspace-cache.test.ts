import { describe, expect, it } from 'vitest';
import { createWorkspaceCache } from './workspace-cache';

describe('workspace cache', () => {
  const setup = () => {
    let clock = 0;
    let loads = 0;
    const cache = createWorkspaceCache<string>({ ttlMs: 5_000, sizeOf: (body) => body.length, now: () => clock });
    const load = async () => `body ${++loads}`;
    return { cache, load, tick: (ms: number) => (clock += ms), loads: () => loads };
  };

  it('serves the stored answer while the version holds and the figures are fresh', async () => {
    const { cache, load, tick } = setup();
    expect(await cache.get('user:a|false', 'v1', load)).toBe('body 1');
    tick(4_999);
    expect(await cache.get('user:a|false', 'v1', load)).toBe('body 1');
    tick(1);
    expect(await cache.get('user:a|false', 'v1', load)).toBe('body 2');
  });

  it('reloads at once when the workspace changes, and keeps workspaces apart', async () => {
    const { cache, load } = setup();
    await cache.get('user:a|false', 'v1', load);
    expect(await cache.get('user:a|false', 'v2', load)).toBe('body 2');
    expect(await cache.get('team:t|false', 'v2', load)).toBe('body 3');
  });

  it('shares one load between concurrent misses', async () => {
    const { cache, load, loads } = setup();
    const bodies = await Promise.all(Array.from({ length: 5 }, () => cache.get('user:a|false', 'v1', load)));
    expect(new Set(bodies)).toEqual(new Set(['body 1']));
    expect(loads()).toBe(1);
  });

  it('does not hand a load of the old version to a request that came after a change', async () => {
    const { cache, loads } = setup();
    let release!: (body: string) => void;
    const slow = cache.get('user:a|false', 'v1', () => new Promise<string>((resolve) => (release = resolve)));
    const after = cache.get('user:a|false', 'v2', async () => 'after the change');
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await after).toBe('after the change');
    expect(loads()).toBe(0);
  });

  it('forgets the oldest answers past its size budget', async () => {
    let clock = 0;
    const cache = createWorkspaceCache<string>({
      ttlMs: 60_000,
      maxBytes: 10,
      sizeOf: (body) => body.length,
      now: () => clock,
    });
    await cache.get('a', 'v', async () => 'aaaaaa');
    await cache.get('b', 'v', async () => 'bbbbbb');
    clock += 1;
    expect(await cache.get('b', 'v', async () => 'reloaded')).toBe('bbbbbb');
    expect(await cache.get('a', 'v', async () => 'reloaded')).toBe('reloaded');
  });
});
