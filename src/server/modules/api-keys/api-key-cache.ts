import type { ChangeFeed } from '../../db/change-feed';
import type { ApiKeysRepository } from './api-keys.repository';

export type FoundKey = NonNullable<Awaited<ReturnType<ApiKeysRepository['byHash']>>>;

export interface ApiKeyCacheOptions {
  lookup: (hash: string) => Promise<FoundKey | undefined>;
  feed: Pick<ChangeFeed, 'subscribe'>;
  /** How long a lookup is trusted without a change heard (a minute: plan changes made without telling anyone). */
  ttlMs?: number;
  /** Lookups kept (known and unknown keys, each); the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Key lookups of the last minute, by the key's hash, so that a partner's burst of calls pays one database read.
 * A key revoked or changed is forgotten through the change feed before the change's answer leaves: in this process
 * at once, in the others sharing the PostgreSQL database as soon as LISTEN/NOTIFY tells them (well under a second).
 * A lookup under way while something was forgotten is not kept. Expiry is checked on every call by the caller, so a
 * key that expires while cached is refused at once. Unknown hashes are remembered too (a key's hash cannot exist
 * before the key), so made-up keys cost one read each only once.
 */
export function createApiKeyCache({
  lookup,
  feed,
  ttlMs = 60_000,
  maxEntries = 20_000,
  now = Date.now,
}: ApiKeyCacheOptions) {
  const known = new Map<string, { found: FoundKey; at: number }>();
  const unknown = new Map<string, number>();
  let generation = 0;

  function keep<T>(map: Map<string, T>, hash: string, value: T): void {
    map.delete(hash);
    map.set(hash, value);
    for (const key of map.keys()) {
      if (map.size <= maxEntries) break;
      map.delete(key);
    }
  }

  feed.subscribe((change) => {
    if (change.type === 'api-key') {
      for (const [hash, entry] of known) if (entry.found.key.id === change.keyId) known.delete(hash);
    } else if (change.type === 'user' || change.type === 'everyone' || change.type === 'resync') {
      // a plan or a team's owner may have changed: every workspace's plan is read again
      known.clear();
    } else return;
    generation++;
  });

  return {
    async resolve(hash: string): Promise<FoundKey | undefined> {
      const at = now();
      const hit = known.get(hash);
      if (hit && at - hit.at < ttlMs) return hit.found;
      const missed = unknown.get(hash);
      if (missed !== undefined && at - missed < ttlMs) return undefined;
      const startedIn = generation;
      const found = await lookup(hash);
      if (generation === startedIn) {
        if (found) keep(known, hash, { found, at });
        else keep(unknown, hash, at);
      }
      return found;
    },
  };
}
export type ApiKeyCache = ReturnType<typeof createApiKeyCache>;
