import type { PerformanceAnalysisStatus } from '../../../shared/contracts/performance';
import type { LighthouseRunner } from '../../jobs/lighthouse/lighthouse-runner';
import type { LighthouseTicket } from '../../jobs/lighthouse/lighthouse-scheduler';

export interface AnalysisTarget {
  domainId: string;
  domainName: string;
}

export interface AnalysisState {
  status: Exclude<PerformanceAnalysisStatus, 'idle'>;
  queuedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
}

/**
 * What one run answers: null when it completed, else the reason it failed (shown to the user). `lighthouse` runs in
 * the workspace's turn with the process's Lighthouse scheduler.
 */
export type AnalysisRun = (
  target: AnalysisTarget,
  lighthouse: LighthouseRunner,
  signal: AbortSignal,
) => Promise<string | null>;

// Finished states are kept so polling clients see the outcome; beyond this many, the oldest are forgotten.
const MAX_REMEMBERED = 1_000;

const SHUT_DOWN = 'The analysis was cancelled because the server shut down.';

/**
 * 'Analyze Performance' runs inside this process, each holding a place with the Lighthouse scheduler (which decides
 * whose Lighthouse run goes next; decision 032). An analysis reads 'queued' until its Lighthouse run begins, then
 * 'running'. close() cancels and waits, so nothing writes to a database that is closing.
 */
export function createAnalysisRuns(
  run: AnalysisRun,
  { log, now = () => new Date() }: { log: (error: unknown, message: string) => void; now?: () => Date },
) {
  const controller = new AbortController();
  const states = new Map<string, AnalysisState>();
  const jobs = new Set<Promise<void>>();

  function remember(domainId: string, state: AnalysisState): void {
    states.delete(domainId);
    states.set(domainId, state);
    if (states.size <= MAX_REMEMBERED) return;
    for (const [id, s] of states) {
      if (s.status === 'completed' || s.status === 'failed') {
        states.delete(id);
        if (states.size <= MAX_REMEMBERED) return;
      }
    }
  }

  async function runOne(target: AnalysisTarget, state: AnalysisState, ticket: LighthouseTicket): Promise<void> {
    const onStart = (): void => {
      state.status = 'running';
      state.startedAt = now();
    };
    let error: string | null;
    try {
      error = controller.signal.aborted
        ? SHUT_DOWN
        : await run(target, (page, signal) => ticket.run(page, signal, onStart), controller.signal);
    } catch (failure) {
      log(failure, 'performance analysis crashed');
      error = 'The analysis could not be completed. Please try again.';
    } finally {
      ticket.release();
    }
    state.status = error === null ? 'completed' : 'failed';
    state.error = error;
    state.finishedAt = now();
  }

  return {
    /** The domain's analysis waiting or running, if any: asking again would only measure the same page twice. */
    active(domainId: string): AnalysisState | undefined {
      const state = states.get(domainId);
      return state && (state.status === 'queued' || state.status === 'running') ? state : undefined;
    },

    /** Starts an analysis holding `ticket` (the caller checked `active` first); answers its state for polling. */
    start(target: AnalysisTarget, ticket: LighthouseTicket): AnalysisState {
      const state: AnalysisState = {
        status: 'queued',
        queuedAt: now(),
        startedAt: null,
        finishedAt: null,
        error: null,
      };
      remember(target.domainId, state);
      const job: Promise<void> = runOne(target, state, ticket).finally(() => jobs.delete(job));
      jobs.add(job);
      return state;
    },

    status(domainId: string): AnalysisState | undefined {
      return states.get(domainId);
    },

    /** Cancels the analyses under way (Lighthouse stops Chromium, waiting ones leave the line) and waits for them. */
    async close(): Promise<void> {
      controller.abort();
      await Promise.allSettled([...jobs]);
    },
  };
}

export type AnalysisRuns = ReturnType<typeof createAnalysisRuns>;
