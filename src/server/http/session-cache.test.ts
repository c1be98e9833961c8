import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema/users';
import { createSessionCache, type SessionUser } from './session-cache';

const HOUR = 3_600_000;
const session = (userId: string, expire = new Date(Date.now() + HOUR)): SessionUser => ({
  user: { id: userId } as UserRow,
  expire,
});

describe('session cache', () => {
  const setup = (ttlMs = 3_000) => {
    let clock = Date.now();
    let lookups = 0;
    const cache = createSessionCache({ ttlMs, now: () => clock });
    const lookup = (found: SessionUser | undefined) => async () => {
      lookups++;
      return found;
    };
    return { cache, lookup, tick: (ms: number) => (clock += ms), lookups: () => lookups, at: () => clock };
  };

  it('answers repeated calls of a session from one lookup for its window', async () => {
    const { cache, lookup, tick, lookups } = setup();
    const ada = session('ada');
    expect(await cache.resolve('sid-a', lookup(ada))).toMatchObject({ user: { id: 'ada' } });
    tick(2_999);
    await cache.resolve('sid-a', lookup(ada));
    expect(lookups()).toBe(1);
    tick(1);
    await cache.resolve('sid-a', lookup(ada));
    expect(lookups()).toBe(2);
  });

  it('never serves a session past its expiry, nor caches a refused one', async () => {
    const { cache, lookup, tick, lookups, at } = setup();
    // the expiry on the cache's own clock: Date.now() may have moved on since setup on a busy machine
    await cache.resolve('sid-a', lookup(session('ada', new Date(at() + 1_000))));
    tick(1_000);
    expect(await cache.resolve('sid-a', lookup(undefined))).toBeUndefined();
    expect(await cache.resolve('sid-a', lookup(undefined))).toBeUndefined();
    expect(lookups()).toBe(3);
  });

  it('forgets a session, a user or everyone at once', async () => {
    const { cache, lookup, lookups } = setup();
    await cache.resolve('sid-a', lookup(session('ada')));
    await cache.resolve('sid-b', lookup(session('bob')));
    await cache.resolve('sid-c', lookup(session('bob')));
    await cache.forgetSession('sid-a');
    expect(await cache.resolve('sid-a', lookup(undefined))).toBeUndefined();
    await cache.forgetUser('bob');
    await cache.resolve('sid-b', lookup(session('bob')));
    await cache.resolve('sid-c', lookup(session('bob')));
    expect(lookups()).toBe(6);
    await cache.forgetEveryone();
    await cache.resolve('sid-b', lookup(session('bob')));
    expect(lookups()).toBe(7);
  });

  it('does not keep a lookup that was under way when its session was forgotten', async () => {
    const { cache, lookup, lookups } = setup();
    let release!: (found: SessionUser) => void;
    const before = cache.resolve('sid-a', () => new Promise<SessionUser>((resolve) => (release = resolve)));
    await cache.forgetSession('sid-a');
    // a request after the sign-out does not join the lookup that began before it
    const after = cache.resolve('sid-a', lookup(undefined));
    release(session('ada'));
    expect(await before).toMatchObject({ user: { id: 'ada' } });
    expect(await after).toBeUndefined();
    expect(await cache.resolve('sid-a', lookup(undefined))).toBeUndefined();
    expect(lookups()).toBe(2);
  });

  it('shares one lookup between concurrent calls of a session', async () => {
    const { cache, lookup, lookups } = setup();
    await Promise.all(Array.from({ length: 5 }, () => cache.resolve('sid-a', lookup(session('ada')))));
    expect(lookups()).toBe(1);
  });

  it('looks up every time with a window of 0', async () => {
    const { cache, lookup, lookups } = setup(0);
    await cache.resolve('sid-a', lookup(session('ada')));
    await cache.resolve('sid-a', lookup(session('ada')));
    expect(lookups()).toBe(2);
  });
});
