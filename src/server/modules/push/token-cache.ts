import type { PushTarget } from './push.repository';

export interface TokenCacheOptions {
  /** Looks a token hash up in the database. */
  lookup: (hash: string) => Promise<PushTarget | undefined>;
  /** Known tokens kept (the oldest goes first beyond it). 50,000: a few MB. */
  maxEntries?: number;
  /** Unknown tokens remembered, counted apart so that a flood of made-up tokens cannot push out the real ones. */
  maxMisses?: number;
  /** How long a known token is trusted without asking again (a regenerated token is also caught at the next write). */
  hitTtlMs?: number;
  /** How long an unknown token stays unknown: a token created meanwhile works after this at worst. */
  missTtlMs?: number;
  now?: () => number;
}

interface Entry {
  target: PushTarget | undefined;
  expires: number;
}

/**
 * Push token hash -> monitor, in memory, so that a ping costs no query: bounded, misses kept briefly, concurrent
 * lookups of one hash made once. Forgotten by hash (a batch found the token gone), by monitor (the change feed:
 * a token regenerated, a monitor deleted) or all at once (the feed may have missed changes).
 */
export function createTokenCache({
  lookup,
  maxEntries = 50_000,
  maxMisses = 10_000,
  hitTtlMs = 10 * 60_000,
  missTtlMs = 10_000,
  now = Date.now,
}: TokenCacheOptions) {
  const hits = new Map<string, Entry>();
  const misses = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<PushTarget | undefined>>();
  /** Bumped by every forget: a lookup that started before it does not store what it read. */
  let generation = 0;

  const put = (map: Map<string, Entry>, max: number, hash: string, entry: Entry) => {
    map.delete(hash);
    map.set(hash, entry);
    // Map keeps insertion order: the first key is the oldest
    if (map.size > max) map.delete(map.keys().next().value!);
  };

  return {
    /** The monitor of a token hash, or undefined when none has it. */
    resolve(hash: string): Promise<PushTarget | undefined> | PushTarget | undefined {
      const at = now();
      const cached = hits.get(hash) ?? misses.get(hash);
      if (cached && cached.expires > at) return cached.target;
      const pending = inFlight.get(hash);
      if (pending) return pending;
      const started = generation;
      const request = lookup(hash)
        .then((target) => {
          if (started === generation) {
            if (target) put(hits, maxEntries, hash, { target, expires: now() + hitTtlMs });
            else put(misses, maxMisses, hash, { target, expires: now() + missTtlMs });
          }
          return target;
        })
        .finally(() => inFlight.delete(hash));
      inFlight.set(hash, request);
      return request;
    },
    /** What memory knows without asking: the monitor, null for a token known to be unknown, undefined when not cached. */
    peek(hash: string): PushTarget | null | undefined {
      const cached = hits.get(hash) ?? misses.get(hash);
      if (!cached || cached.expires <= now()) return undefined;
      return cached.target ?? null;
    },
    forgetHash(hash: string) {
      generation++;
      hits.delete(hash);
      misses.delete(hash);
    },
    forgetMonitor(monitorId: string) {
      generation++;
      for (const [hash, entry] of hits) if (entry.target?.monitorId === monitorId) hits.delete(hash);
    },
    clear() {
      generation++;
      hits.clear();
      misses.clear();
    },
    get size() {
      return { known: hits.size, unknown: misses.size };
    },
  };
}

export type TokenCache = ReturnType<typeof createTokenCache>;
