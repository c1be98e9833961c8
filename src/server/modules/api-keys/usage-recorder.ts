import type { ApiUsageRepository, UsageRecord } from './api-usage.repository';

export interface UsageRecorderOptions {
  repo: Pick<ApiUsageRepository, 'insert' | 'touch'>;
  /** Calls are written this often (1 s)... */
  intervalMs?: number;
  /** ...or as soon as this many wait. */
  maxRows?: number;
  /** Calls held at most; beyond, new ones are not recorded (a database outage must not fill the memory). */
  maxPending?: number;
  /** A key's last use is written at most this often (a minute). */
  lastUsedEveryMs?: number;
  onError?: (error: unknown) => void;
  now?: () => number;
}

/**
 * Every /api/v1 call is recorded without a write on its way: calls wait here and are written many per statement
 * (every second or every `maxRows`), with the keys' last use, itself written at most once a minute per key. Closing
 * writes what waits. A batch that cannot be written is dropped and logged: usage is a report, not a ledger (the
 * quota counts in the limits).
 */
export function createUsageRecorder({
  repo,
  intervalMs = 1000,
  maxRows = 500,
  maxPending = 50_000,
  lastUsedEveryMs = 60_000,
  onError = () => undefined,
  now = Date.now,
}: UsageRecorderOptions) {
  let rows: UsageRecord[] = [];
  let used = new Map<string, Date>();
  /** When each key's last use was last queued for writing. */
  const lastTouched = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  function flush(): Promise<void> {
    if (!rows.length && !used.size) return writing;
    const batch = rows;
    const touched = [...used].map(([keyId, at]) => ({ keyId, at }));
    rows = [];
    used = new Map();
    // one batch at a time, in order
    writing = writing.then(async () => {
      try {
        await repo.insert(batch);
        await repo.touch(touched);
      } catch (error) {
        onError(error);
      }
    });
    return writing;
  }

  return {
    record(record: UsageRecord): void {
      if (rows.length >= maxPending) return;
      rows.push(record);
      const at = now();
      const touched = lastTouched.get(record.keyId);
      if (touched === undefined || at - touched >= lastUsedEveryMs) {
        lastTouched.set(record.keyId, at);
        used.set(record.keyId, record.at);
      }
      if (rows.length >= maxRows) void flush();
    },
    flush,
    async close(): Promise<void> {
      clearInterval(timer);
      await flush();
    },
  };
}
export type UsageRecorder = ReturnType<typeof createUsageRecorder>;
