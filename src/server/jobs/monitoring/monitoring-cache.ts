import type { DomainContext, MonitoringRepository } from './monitoring.repository';

/**
 * How long a domain's unchanged DNS records go without a write: `last_checked` says when they were last confirmed to
 * within this (retention prunes records unconfirmed for days), instead of a delete and insert at every DNS check.
 */
export const DNS_RECORDS_REFRESH_MS = 60 * 60_000;

type DnsRecordRow = Parameters<MonitoringRepository['replaceDnsRecords']>[1][number];

/**
 * The records as one comparable text, whatever order the resolver answered in. TTLs are left out: a recursive
 * resolver counts them down between two checks, which is no change of the records.
 */
const recordsKey = (records: readonly DnsRecordRow[]) =>
  records
    .map((r) => `${r.recordType}\u0000${r.name}\u0000${r.value}`)
    .sort()
    .join('\u0001');

export interface MonitoringCacheOptions {
  /**
   * Keep rule states in memory (write-through). Only safe when this process is the only one running checks:
   * the in-process scheduler. With BullMQ another worker may take the next check, so states are read each time.
   */
  cacheStates: boolean;
  /** The clock of the DNS records' refresh; Date.now by default. */
  now?: () => number;
}

/**
 * The monitoring repository with the per-check reads taken off the hot path. Domain contexts (plan, preference
 * thresholds, alert_thresholds overrides) are kept in memory: changes made through this process invalidate them
 * at once (`invalidate`, from the monitoring service's hooks), and `refreshAll` reloads them all in one query
 * when anything they are built from changed, which the worker checks every minute so changes made by other
 * processes arrive within that minute.
 */
export function withMonitoringCache(repo: MonitoringRepository, options: MonitoringCacheOptions) {
  const contexts = new Map<string, DomainContext>();
  const loading = new Map<string, Promise<DomainContext | undefined>>();
  /** Per domain: its saved rule states, loaded with every other domain's at start or the first time one is asked for. */
  const states = new Map<string, Promise<Map<string, object>>>();
  /** Per domain: the records this process last wrote and when (the DNS family runs every minute on paid plans). */
  const dnsWritten = new Map<string, { key: string; at: number }>();
  const now = options.now ?? Date.now;
  let generation = 0;
  /** `contextsVersion` at the last full load that was kept. */
  let loadedVersion: string | undefined;

  function load(domainId: string): Promise<DomainContext | undefined> {
    const pending = loading.get(domainId);
    if (pending) return pending;
    const started = generation;
    const p = repo
      .domainContext(domainId)
      .then((ctx) => {
        // an invalidation while loading means the answer may already be stale: use it, don't keep it
        if (ctx && started === generation) contexts.set(domainId, ctx);
        return ctx;
      })
      .finally(() => loading.delete(domainId));
    loading.set(domainId, p);
    return p;
  }

  function statesOf(domainId: string): Promise<Map<string, object>> {
    let p = states.get(domainId);
    if (!p) {
      p = repo.statesOf(domainId);
      states.set(domainId, p);
      p.catch(() => states.delete(domainId));
    }
    return p;
  }

  return {
    ...repo,

    async domainContext(domainId: string): Promise<DomainContext | undefined> {
      return contexts.get(domainId) ?? load(domainId);
    },

    /** The context as the database has it now, kept for the next checks (schedule changes use this). */
    async freshContext(domainId: string): Promise<DomainContext | undefined> {
      contexts.delete(domainId);
      generation++;
      return load(domainId);
    },

    invalidate(domainIds: Iterable<string>): void {
      generation++;
      for (const id of domainIds) {
        contexts.delete(id);
        dnsWritten.delete(id);
      }
    },

    /** The ids of the cached contexts. */
    cachedIds(): IterableIterator<string> {
      return contexts.keys();
    },

    /**
     * Replaces every cached context with the database's (one query); inactive and demo domains drop out. Skipped
     * when nothing the contexts are built from changed since the last full load (`contextsVersion`, one cheap
     * query): the worker calls this every minute, and rebuilding 10,000 contexts then cost ~90 ms of CPU and as
     * many new objects each time.
     */
    async refreshAll(): Promise<void> {
      const version = await repo.contextsVersion();
      if (version === loadedVersion) return;
      const started = ++generation;
      const fresh = await repo.activeDomains();
      // an invalidation while loading: the answer may be stale; the version stays unknown, so the next call reloads
      if (started !== generation) return;
      contexts.clear();
      for (const ctx of fresh) contexts.set(ctx.id, ctx);
      // a change between the two queries is in `fresh` already and makes the next version differ: one more reload
      loadedVersion = version;
    },

    /**
     * With cached states: loads every active domain's states in one query (the worker calls this before its first
     * check), instead of one query per domain as each is first checked. Domains added later load on first use.
     */
    async preloadStates(domainIds: Iterable<string>): Promise<void> {
      if (!options.cacheStates) return;
      const all = await repo.activeStates();
      for (const id of domainIds) {
        if (!states.has(id)) states.set(id, Promise.resolve(all.get(id) ?? new Map<string, object>()));
      }
    },

    async getState<S>(domainId: string, family: string): Promise<S | undefined> {
      if (!options.cacheStates) return repo.getState<S>(domainId, family);
      return (await statesOf(domainId)).get(family) as S | undefined;
    },

    /**
     * Writes a domain's DNS records only when they differ from what this process last wrote, or that write is an hour
     * old (DNS_RECORDS_REFRESH_MS): at 10,000 domains checked every minute, a delete and insert per check was the
     * largest cost of the DNS family (decision 070). Another process's write is at worst repeated once.
     */
    async replaceDnsRecords(domainId: string, records: DnsRecordRow[]): Promise<void> {
      const key = recordsKey(records);
      const last = dnsWritten.get(domainId);
      const at = now();
      if (last && last.key === key && at - last.at < DNS_RECORDS_REFRESH_MS) return;
      await repo.replaceDnsRecords(domainId, records);
      dnsWritten.set(domainId, { key, at });
    },

    async saveState(domainId: string, family: string, state: object): Promise<void> {
      await repo.saveState(domainId, family, state);
      if (options.cacheStates) (await statesOf(domainId)).set(family, state);
    },
  };
}

export type CachedMonitoringRepository = ReturnType<typeof withMonitoringCache>;
