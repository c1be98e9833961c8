import { createLocalFeed, type CacheChange, type ChangeFeed } from '../db/change-feed';
import type { UserRow } from '../db/schema/users';

/** A session as looked up in the database: its user and when it expires. */
export interface SessionUser {
  user: UserRow;
  expire: Date;
}

/**
 * Sessions this process looked up in the last `ttlMs`, keyed by the token's hash, so the burst of calls a screen
 * makes, and the polling of many tabs, pays one lookup instead of one per call (decision 022).
 *
 * Whatever changes a session, a user or a team is forgotten through the change feed once it is stored, before the
 * answer leaves: in this process at once, in the others sharing a PostgreSQL database as soon as they hear of it
 * (db/change-feed.ts), and anyway after `ttlMs`. A lookup that was under way while something was forgotten is not
 * stored, and no request joins a lookup that began before a forget, so a signed-out session is refused from the
 * next request on.
 */
export interface SessionCache {
  resolve(sid: string, load: () => Promise<SessionUser | undefined>): Promise<SessionUser | undefined>;
  /** Sign-out, rotation. */
  forgetSession(sid: string): Promise<void>;
  /** The user's account, password, current team or role in a team changed. */
  forgetUser(userId: string): Promise<void>;
  /** A team changed for all its members (deleted, new owner and so plan). */
  forgetEveryone(): Promise<void>;
}

interface Entry extends SessionUser {
  at: number;
}

export const DEFAULT_SESSION_CACHE_MS = 3_000;

export interface SessionCacheOptions {
  ttlMs?: number;
  feed?: ChangeFeed;
  maxEntries?: number;
  now?: () => number;
}

export function createSessionCache({
  ttlMs = DEFAULT_SESSION_CACHE_MS,
  feed = createLocalFeed(),
  maxEntries = 10_000,
  now = Date.now,
}: SessionCacheOptions = {}): SessionCache {
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<SessionUser | undefined>>();
  /** Bumped by every forget: a lookup that began under an older generation may hold what was forgotten. */
  let generation = 0;

  function store(sid: string, found: SessionUser, at: number): void {
    entries.delete(sid);
    entries.set(sid, { ...found, at });
    // Map keeps insertion order: the first entries are the oldest lookups.
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(key);
    }
  }

  feed.subscribe((change: CacheChange) => {
    if (change.type === 'workspace' || change.type === 'monitor' || change.type === 'api-key') return;
    generation++;
    loading.clear();
    if (change.type === 'session') entries.delete(change.sid);
    else if (change.type === 'user') {
      for (const [sid, entry] of entries) if (entry.user.id === change.userId) entries.delete(sid);
    } else entries.clear();
  });

  return {
    resolve(sid, load) {
      if (ttlMs <= 0) return load();
      const at = now();
      const hit = entries.get(sid);
      if (hit && at - hit.at < ttlMs && hit.expire.getTime() > at) return Promise.resolve(hit);
      if (hit) entries.delete(sid);
      const pending = loading.get(sid);
      if (pending) return pending;
      const startedIn = generation;
      const lookup = load().then((found) => {
        if (found && generation === startedIn) store(sid, found, at);
        return found;
      });
      loading.set(sid, lookup);
      const done = () => {
        if (loading.get(sid) === lookup) loading.delete(sid);
      };
      lookup.then(done, done);
      return lookup;
    },
    forgetSession: (sid) => feed.publish({ type: 'session', sid }),
    forgetUser: (userId) => feed.publish({ type: 'user', userId }),
    forgetEveryone: () => feed.publish({ type: 'everyone' }),
  };
}
