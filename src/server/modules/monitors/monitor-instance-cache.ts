import type { ChangeFeed } from '../../db/change-feed';
import type { MonitorInstance, MonitorSource } from '../../jobs/monitoring/family';

export interface MonitorInstanceCacheOptions {
  /** How long an instance is trusted without news (10 minutes): a change the feed missed heals within it. */
  ttlMs?: number;
  /** At most this many instances are kept; the oldest go first. */
  max?: number;
  now?: () => number;
}

/**
 * The monitor source with each monitor's instance kept in this process (decision 070): a check read its monitor
 * with a query and an AES-GCM open every time, a cost as large as a pooled HTTP check. A monitor's change (edit,
 * pause, delete, new push token) is published on the change feed by modules/monitors and forgets it in every process;
 * a resync (a feed that lost its connection) forgets them all; anything else waits out `ttlMs`.
 */
export function withInstanceCache(
  source: MonitorSource,
  feed: Pick<ChangeFeed, 'subscribe'>,
  options: MonitorInstanceCacheOptions = {},
): MonitorSource {
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const max = options.max ?? 200_000;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { instance: Promise<MonitorInstance | undefined>; at: number }>();
  /** Bumped by every change heard: a read started before it is not kept. */
  let generation = 0;

  feed.subscribe((change) => {
    if (change.type === 'monitor') {
      generation++;
      kept.delete(change.monitorId);
    } else if (change.type === 'resync') {
      generation++;
      kept.clear();
    }
  });

  return {
    probedMonitors: () => source.probedMonitors(),
    monitorsOfDomain: (domainId) => source.monitorsOfDomain(domainId),
    instance(monitorId) {
      const entry = kept.get(monitorId);
      const at = now();
      if (entry && at - entry.at < ttlMs) return entry.instance;
      const started = generation;
      const instance = source.instance(monitorId);
      kept.delete(monitorId);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(monitorId, { instance, at });
      instance.then(
        () => {
          // a change heard while reading: the answer may be the old one, so the next check reads again
          if (generation !== started && kept.get(monitorId)?.instance === instance) kept.delete(monitorId);
        },
        () => kept.get(monitorId)?.instance === instance && kept.delete(monitorId),
      );
      return instance;
    },
  };
}
