import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database } from '../../db/client';
import type { LimitStore } from '../../platform/limits';
import { createPingBuffer, type PingBufferOptions } from './ping-buffer';
import { createPushRepository } from './push.repository';
import { registerPushRoutes } from './push.routes';
import { createPushService, DEFAULT_PUSH_LIMITS, type PushLimits, type RequestCheck } from './push.service';
import { createTokenCache, type TokenCacheOptions } from './token-cache';

export interface PushModuleOptions {
  limits?: Partial<PushLimits>;
  /** Batching of the pings (tests and the bench change it). */
  buffer?: Pick<PingBufferOptions, 'intervalMs' | 'maxRows' | 'maxPending'>;
  cache?: Pick<TokenCacheOptions, 'maxEntries' | 'maxMisses' | 'hitTtlMs' | 'missTtlMs'>;
}

export interface PushModuleDeps extends PushModuleOptions {
  db: Database;
  feed: ChangeFeed;
  /** Where the push limits count (decision 080). */
  limitStore: LimitStore;
  /** Runs a heartbeat's check now (the monitoring scheduler); without it a failure waits for the next silence check. */
  requestCheck?: RequestCheck;
}

/** What the rest of the process may ask of the push URLs. */
export interface PushPings {
  /** Writes the pings waiting (tests; closing the app does it too). */
  flush(): Promise<void>;
  readonly pending: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    pushPings: PushPings;
  }
}

/**
 * Heartbeat push URLs (decision 049): their routes, the token cache and the ping batches, closed with the app.
 * `app.pushPings` flushes the waiting pings (tests).
 */
export function registerPushModule(app: FastifyInstance, deps: PushModuleDeps): PushPings {
  const repo = createPushRepository(deps.db);
  const cache = createTokenCache({ lookup: (hash) => repo.findByTokenHash(hash), ...deps.cache });
  const log = app.log;
  const buffer = createPingBuffer({
    write: (batch) => repo.insertPings(batch),
    ...deps.buffer,
    onError: (error, message) => log.error({ err: error }, message),
    async written({ hashes, complete, checks }) {
      // rows were dropped: some token was regenerated or its monitor deleted since it was cached
      if (!complete) for (const hash of await repo.goneTokenHashes([...hashes])) cache.forgetHash(hash);
      const requestCheck = deps.requestCheck;
      if (!requestCheck) return;
      // not awaited: queueing a burst of checks must not hold up the next batch (a lost request is caught up by the
      // monitor's next silence check)
      for (const [monitorId, domainId] of checks) {
        requestCheck(monitorId, domainId).catch((error: unknown) =>
          log.warn({ err: error, monitorId }, 'heartbeat check not queued'),
        );
      }
    },
  });
  deps.feed.subscribe((change) => {
    if (change.type === 'resync') cache.clear();
    else if (change.type === 'monitor') cache.forgetMonitor(change.monitorId);
  });
  const push = createPushService({
    cache,
    buffer,
    store: deps.limitStore,
    limits: {
      perToken: deps.limits?.perToken ?? DEFAULT_PUSH_LIMITS.perToken,
      unknownPerAddress: deps.limits?.unknownPerAddress ?? DEFAULT_PUSH_LIMITS.unknownPerAddress,
    },
  });
  app.addHook('onClose', () => buffer.close());
  void registerPushRoutes(app, { push });
  const pings: PushPings = {
    flush: () => buffer.flush(),
    get pending() {
      return buffer.pending;
    },
  };
  app.decorate('pushPings', pings);
  return pings;
}
