import type { DatabaseHandle } from '../../db/client';
import type { MonitoringHealth } from './monitoring-health';

export interface ReadinessReport {
  /** 'unavailable' when a dependency does not answer; 'degraded' while checks have stalled; 'ready' otherwise. */
  status: 'ready' | 'degraded' | 'unavailable';
  /** Each check's answer: 'ok', or what went wrong. */
  checks: Record<string, string>;
}

const READY_TIMEOUT_MS = 3000;

function withTimeout<T>(check: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
    check().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/**
 * What /readyz answers, as one function: the database, the process's extra checks (start-up work, the queue's Redis)
 * and the check watchdog's last finding. /readyz and /admin/system both call it, so they never disagree.
 */
export function createReadinessReport({
  database,
  readiness,
  monitoring,
}: {
  database: Pick<DatabaseHandle, 'ping'>;
  readiness: Record<string, () => Promise<void>>;
  monitoring: Pick<MonitoringHealth, 'readiness'>;
}): () => Promise<ReadinessReport> {
  return async () => {
    const checks: Record<string, () => Promise<void>> = { database: () => database.ping(), ...readiness };
    const results: Record<string, string> = {};
    let ready = true;
    let degraded = false;
    await Promise.all([
      ...Object.entries(checks).map(async ([name, check]) => {
        try {
          await withTimeout(check);
          results[name] = 'ok';
        } catch (err) {
          ready = false;
          results[name] = err instanceof Error ? err.message : 'unreachable';
        }
      }),
      withTimeout(() => monitoring.readiness()).then(
        (found) => {
          if (!found) return;
          results.monitoring = found.message;
          degraded = found.stalled;
        },
        () => undefined, // the database check reports an unreachable database
      ),
    ]);
    return { status: !ready ? 'unavailable' : degraded ? 'degraded' : 'ready', checks: results };
  };
}
