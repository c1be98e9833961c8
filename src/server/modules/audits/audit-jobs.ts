import type { LighthouseRunner } from '../../jobs/lighthouse/lighthouse-runner';
import type { LighthouseTicket } from '../../jobs/lighthouse/lighthouse-scheduler';

/**
 * Runs audit jobs inside this process (a later issue moves them onto the scheduler's queue). Each job is a
 * background promise started with `void`, its failure caught and logged; it holds its place with the Lighthouse
 * scheduler until it ends, however it ends. close() cancels the jobs and waits for them, so none writes to a
 * database that is being closed.
 */
export interface AuditJobs {
  start(auditId: string, lighthouse: LighthouseTicket): void;
  readonly running: number;
  close(): Promise<void>;
}

export function createInProcessAuditJobs(
  run: (auditId: string, lighthouse: LighthouseRunner, signal: AbortSignal) => Promise<void>,
  log: (error: unknown, message: string) => void,
): AuditJobs {
  const controller = new AbortController();
  const jobs = new Set<Promise<void>>();
  return {
    get running() {
      return jobs.size;
    },
    start(auditId, lighthouse) {
      const job: Promise<void> = run(auditId, (target, signal) => lighthouse.run(target, signal), controller.signal)
        .catch((error: unknown) => log(error, 'audit job crashed'))
        .finally(() => {
          lighthouse.release();
          jobs.delete(job);
        });
      jobs.add(job);
      void job;
    },
    async close() {
      controller.abort();
      await Promise.allSettled([...jobs]);
    },
  };
}
