import type { Database } from '../../db/client';
import { gaugeLines } from '../../http/metrics';
import { createWatchdogRepository } from '../watchdog/watchdog.repository';

export interface MonitoringReadiness {
  stalled: boolean;
  /** For the /readyz answer's `checks.monitoring`. */
  message: string;
}

/**
 * What the check watchdog (modules/watchdog) last found, as /readyz and /metrics tell it. Read from the shared row, so
 * a web process answers for the workers too. Nothing before any process ran the watchdog.
 */
export function createMonitoringHealth(db: Database) {
  const repo = createWatchdogRepository(db);
  return {
    async readiness(): Promise<MonitoringReadiness | undefined> {
      const row = await repo.read();
      if (!row) return undefined;
      if (!row.stalledSince) return { stalled: false, message: 'ok' };
      return {
        stalled: true,
        message: `stalled since ${row.stalledSince.toISOString()}: ${row.overdueDomains} of ${row.probedDomains} domains overdue`,
      };
    },

    /** The watchdog's figures in the Prometheus text format (names in the README's Operations section). */
    async metricLines(): Promise<string[]> {
      const row = await repo.read();
      if (!row) return [];
      return [
        ...gaugeLines(
          'sitewarden_checks_due_per_minute',
          'Checks the schedules call for per minute, every family of every monitored domain.',
          row.duePerMinute,
        ),
        ...gaugeLines(
          'sitewarden_checks_done_per_minute',
          'Checks stored in the minute before the latest watchdog evaluation.',
          row.donePerMinute,
        ),
        ...gaugeLines(
          'sitewarden_check_lag_seconds',
          'How far past its due time the most overdue uptime check is.',
          row.lagSeconds,
        ),
        ...gaugeLines(
          'sitewarden_monitored_domains',
          'Domains being monitored (active, not the demo).',
          row.probedDomains,
        ),
        ...gaugeLines(
          'sitewarden_overdue_domains',
          'Monitored domains whose uptime check is more than two intervals late.',
          row.overdueDomains,
        ),
        ...gaugeLines(
          'sitewarden_checks_stalled',
          '1 while checks have stalled (any domain overdue), else 0.',
          row.stalledSince ? 1 : 0,
        ),
        ...gaugeLines(
          'sitewarden_watchdog_evaluated_timestamp_seconds',
          'When the watchdog last evaluated, since the Unix epoch.',
          row.evaluatedAt.getTime() / 1000,
        ),
      ];
    },
  };
}

export type MonitoringHealth = ReturnType<typeof createMonitoringHealth>;
