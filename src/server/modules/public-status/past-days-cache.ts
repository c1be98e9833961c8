import type { DayFigures, PublicStatusRepository } from './public-status.repository';

/** How long the finished days' figures are kept: new checks land on today only; retention prunes daily. */
const KEEP_MS = 10 * 60_000;
/** Distinct monitor sets kept (a page each, at most); the oldest go first. */
const MAX_ENTRIES = 1_000;

/**
 * The monitors' figures of the days before today (issue 17, decision 052). Monitors keep no rollups, so their bars
 * are grouped from raw checks: at a check a minute, 90 days are 130,000 rows per monitor, read again each time a
 * component's state change makes a page's model be read again. Days before today do not change with a new check,
 * so they are read once per UTC day (and every 10 minutes) per set of monitors; today's are read with the model.
 */
export function createPastDaysCache(repo: Pick<PublicStatusRepository, 'monitorDays'>, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<DayFigures[]> }>();
  return {
    monitorDays(monitorIds: string[], fromDay: string, today: string): Promise<DayFigures[]> {
      if (!monitorIds.length) return Promise.resolve([]);
      const key = `${fromDay}|${today}|${[...monitorIds].sort().join(',')}`;
      const at = now();
      const kept = entries.get(key);
      if (kept && at - kept.at < KEEP_MS) return kept.value;
      const value = repo.monitorDays(monitorIds, fromDay, today);
      entries.delete(key);
      entries.set(key, { at, value });
      value.catch(() => entries.delete(key));
      // Map order is insertion order: the first entries are the oldest
      for (const old of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(old);
      }
      return value;
    },
  };
}

export type PastDaysCache = ReturnType<typeof createPastDaysCache>;
