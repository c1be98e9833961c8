import type { Database } from '../../db/client';
import { DEFAULT_TIMEOUTS } from '../../engine';
import type { EmailContent } from '../../notifications/templates/layout';
import { checksResumedEmail, checksStalledEmail } from '../../notifications/templates/checks-stalled';
import type { Mailer } from '../../notifications/mailer';
import type { MonitorSource } from '../../jobs/monitoring/family';
import { assessChecks, overdueWindows, type Assessment } from './assess';
import { createWatchdogRepository } from './watchdog.repository';

/** How often the watchdog evaluates (one process of the cluster each time). */
export const WATCHDOG_EVERY_MS = 60_000;

export interface WatchdogDeps {
  db: Database;
  mailer: Mailer;
  /** Who is told (notifications/operator-recipients: OPERATOR_EMAIL, else every admin). */
  operators: () => Promise<string[]>;
  /** CHECK_INTERVAL_SECONDS. */
  intervalOverrideSeconds?: number;
  /** The monitors (modules/monitors): their checks count in the due figure. */
  monitors?: MonitorSource;
  everyMs?: number;
  /** Lateness allowed beyond two intervals; by default the probe's time limit. */
  graceMs?: number;
  now?: () => number;
  log?: (level: 'info' | 'warn' | 'error', message: string, error?: unknown) => void;
}

export interface WatchdogEvaluation extends Assessment {
  stalled: boolean;
}

const consoleLog: NonNullable<WatchdogDeps['log']> = (level, message, error) =>
  (level === 'info' ? console.log : level === 'warn' ? console.warn : console.error)(
    message,
    ...(error === undefined ? [] : [error]),
  );

/**
 * Compares the checks due with the checks done, across the whole installation, from the database: it sees a stall
 * whatever its cause (Redis lost its schedules, workers stopped or stuck, the embedded queue hung), in every
 * process, web ones included. Every process runs it; one evaluates per period (a claim on the shared row), its
 * figures are what /readyz and /metrics show, and the operators get one e-mail when a stall starts and one when
 * it ends, whichever processes see them.
 */
export function createWatchdog(deps: WatchdogDeps) {
  const repo = createWatchdogRepository(deps.db);
  const now = deps.now ?? Date.now;
  const everyMs = deps.everyMs ?? WATCHDOG_EVERY_MS;
  const log = deps.log ?? consoleLog;
  const watchingSince = new Date(now());

  async function tell(email: EmailContent): Promise<void> {
    const recipients = await deps.operators();
    if (recipients.length === 0) {
      log('warn', `${email.subject} (no operator to tell: set OPERATOR_EMAIL or make an admin account)`);
      return;
    }
    for (const to of recipients) {
      // the stall is recorded either way; a lost notice is logged, not retried every minute
      await deps.mailer
        .send({ to, ...email })
        .catch((error: unknown) => log('error', `watchdog notice to ${to} not sent`, error));
    }
  }

  /** One evaluation, unless another process made this period's already (undefined then). */
  async function evaluate(): Promise<WatchdogEvaluation | undefined> {
    const at = new Date(now());
    if (!(await repo.claim(at, everyMs))) return undefined;
    const graceMs = deps.graceMs ?? DEFAULT_TIMEOUTS.probeMs;
    const figures = assessChecks(await repo.watchedDomains(at, overdueWindows(deps.intervalOverrideSeconds, graceMs)), {
      at,
      watchingSince,
      intervalOverrideSeconds: deps.intervalOverrideSeconds,
      graceMs,
      monitors: await deps.monitors?.probedMonitors(),
    });
    await repo.record(figures);
    const stalled = figures.overdue.length > 0;
    if (stalled && (await repo.startStall(at))) {
      log(
        'warn',
        `monitoring checks have stalled: ${figures.overdue.length} of ${figures.probedDomains} domains overdue`,
      );
      await tell(checksStalledEmail({ since: at, ...figures }));
    }
    if (!stalled) {
      const since = await repo.endStall();
      if (since) {
        log('info', 'monitoring checks have resumed');
        await tell(checksResumedEmail({ since, at, probedDomains: figures.probedDomains }));
      }
    }
    return { ...figures, stalled };
  }

  return {
    evaluate,
    /** Evaluates every period from now on; returns the stop function. */
    start(): () => Promise<void> {
      let running: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        if (running) return; // a slow database: the next period's claim is the next chance
        running = evaluate()
          .catch((error: unknown) => log('error', 'the check watchdog could not evaluate', error))
          .finally(() => (running = undefined));
      }, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}

export type Watchdog = ReturnType<typeof createWatchdog>;
