import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** What a process's short-lived caches must forget (decision 022). */
export type CacheChange =
  /** A workspace's domains or alerts changed: its cached domain list and dashboard figures. */
  | { type: 'workspace'; key: string }
  /** A session ended (sign-out, rotation): its cached lookup. `sid` is the token's hash, never the token. */
  | { type: 'session'; sid: string }
  /** A user's account, password, current team or role changed: every cached session of theirs. */
  | { type: 'user'; userId: string }
  /**
   * A monitor was added, edited, paused, resumed or deleted, or its push token regenerated: its cached push URL
   * (modules/push) and the checks' cached instance of it (modules/monitors/monitor-instance-cache.ts).
   */
  | { type: 'monitor'; monitorId: string }
  /** A workspace's partner branding changed: its status pages' footers (key: workspaceKey). */
  | { type: 'partner-brand'; key: string }
  /** A status page's answers are stale (its settings, components, incidents, a maintenance window touching it). */
  | { type: 'status-page'; pageId: string }
  /** A component's state may have changed (a check's status differed from the last one): pages showing it. */
  | { type: 'component'; domainId: string; monitorId: string | null }
  /** An API key was revoked or changed (permission, limit, expiry): its cached lookup (modules/api-keys). */
  | { type: 'api-key'; keyId: string }
  /** A team changed for all its members (deleted, new owner): every cached session. */
  | { type: 'everyone' }
  /** Changes may have been missed (the feed's connection dropped): everything. */
  | { type: 'resync' };

/**
 * How the processes sharing a database tell each other what changed, so that a sign-out, a team switch or an
 * added domain shows on the next request whichever process answers it. On the embedded database this process is
 * the only one; on PostgreSQL changes travel by LISTEN/NOTIFY on a connection of their own.
 */
export interface ChangeFeed {
  /** Applies the change in this process at once, then tells the other processes before resolving. */
  publish(change: CacheChange): Promise<void>;
  subscribe(listener: (change: CacheChange) => void): void;
  /** Resolves once the feed listens (or has given up for now: it keeps trying, and caches expire meanwhile). */
  readonly started: Promise<void>;
  close(): Promise<void>;
}

function listeners() {
  const all: ((change: CacheChange) => void)[] = [];
  return {
    add: (listener: (change: CacheChange) => void) => void all.push(listener),
    emit: (change: CacheChange) => all.forEach((listener) => listener(change)),
  };
}

/** One process: nothing to tell anyone else. */
export function createLocalFeed(): ChangeFeed {
  const local = listeners();
  return {
    async publish(change) {
      local.emit(change);
    },
    subscribe: local.add,
    started: Promise.resolve(),
    close: async () => undefined,
  };
}

export const CHANGE_CHANNEL = 'sitewarden_cache';
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * PostgreSQL's LISTEN/NOTIFY: `publish` sends `pg_notify` through the pool (after the change was stored, so a
 * process that hears of it reads the new state); a dedicated client listens. When that client's connection drops,
 * this process forgets everything (it may have missed changes) and reconnects with a growing delay; until it is
 * back, caches fall back on their time limits. Notifications go through a transaction-pooling proxy unreliably:
 * connect the web processes to PostgreSQL itself, or lower the time limits (SESSION_CACHE_MS).
 */
export function createPostgresFeed(pool: pg.Pool, onError: (error: unknown) => void = () => undefined): ChangeFeed {
  const local = listeners();
  const origin = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  function hear(message: pg.Notification): void {
    if (message.channel !== CHANGE_CHANNEL || !message.payload) return;
    try {
      const parsed = JSON.parse(message.payload) as { origin: string; change: CacheChange };
      if (parsed.origin !== origin) local.emit(parsed.change);
    } catch (error) {
      onError(error);
    }
  }

  function lost(error?: unknown): void {
    if (error) onError(error);
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = undefined;
    local.emit({ type: 'resync' });
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        void connect();
      },
      RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)],
    );
    retry.unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client(pool.options);
    next.on('error', lost);
    next.on('end', () => (client === next ? lost() : undefined));
    next.on('notification', hear);
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
      if (closed) return void (await next.end());
      client = next;
      attempt = 0;
      // Whatever changed while nobody listened is unknown.
      local.emit({ type: 'resync' });
    } catch (error) {
      next.removeAllListeners();
      next.end().catch(() => undefined);
      lost(error);
    }
  }

  return {
    async publish(change) {
      local.emit(change);
      try {
        await pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ origin, change })]);
      } catch (error) {
        // The change is stored; other processes see it when their caches expire.
        onError(error);
      }
    },
    subscribe: local.add,
    started: connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * The process's feed for its database: LISTEN/NOTIFY on PostgreSQL, in-process on the embedded one. main.ts makes one
 * for the app and the jobs runtime together (a check's state change reaches the status page cache); buildApp makes
 * its own when given none (tests).
 */
export function createChangeFeed(database: { pool?: pg.Pool }, onError?: (error: unknown) => void): ChangeFeed {
  return database.pool ? createPostgresFeed(database.pool, onError) : createLocalFeed();
}
