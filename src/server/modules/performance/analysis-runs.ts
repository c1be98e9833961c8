import type { PerformanceAnalysisStatus } from '../../../shared/contracts/performance';

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

/** What one run answers: null when it completed, else the reason it failed (shown to the user). */
export type AnalysisRun = (target: AnalysisTarget, signal: AbortSignal) => Promise<string | null>;

export type EnqueueOutcome = { kind: 'queued'; state: AnalysisState } | { kind: 'duplicate'; state: AnalysisState } | { kind: 'full' };

export const MAX_WAITING_ANALYSES = 10;
// Finished states are kept so polling clients see the outcome; beyond this many, the oldest are forgotten.
const MAX_REMEMBERED = 1_000;

/**
 * 'Analyze Performance' runs inside this process, one at a time (Lighthouse takes a whole core for several
 * seconds; two at once only make both slower and their figures worse). Further requests wait in order, a few at
 * most; a domain already waiting or running is not added twice. close() cancels and waits, so nothing writes to a
 * database that is closing.
 */
export function createAnalysisQueue(
  run: AnalysisRun,
  { log, now = () => new Date(), maxWaiting = MAX_WAITING_ANALYSES }: { log: (error: unknown, message: string) => void; now?: () => Date; maxWaiting?: number },
) {
  const controller = new AbortController();
  const states = new Map<string, AnalysisState>();
  const waiting: AnalysisTarget[] = [];
  let current: Promise<void> | null = null;

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

  async function runOne(target: AnalysisTarget): Promise<void> {
    const state = states.get(target.domainId);
    if (!state) return;
    state.status = 'running';
    state.startedAt = now();
    let error: string | null;
    try {
      error = controller.signal.aborted ? 'The analysis was cancelled because the server shut down.' : await run(target, controller.signal);
    } catch (failure) {
      log(failure, 'performance analysis crashed');
      error = 'The analysis could not be completed. Please try again.';
    }
    state.status = error === null ? 'completed' : 'failed';
    state.error = error;
    state.finishedAt = now();
  }

  function pump(): void {
    if (current) return;
    const next = waiting.shift();
    if (!next) return;
    current = runOne(next).finally(() => {
      current = null;
      pump();
    });
  }

  return {
    enqueue(target: AnalysisTarget): EnqueueOutcome {
      const existing = states.get(target.domainId);
      if (existing && (existing.status === 'queued' || existing.status === 'running'))
        return { kind: 'duplicate', state: existing };
      if (controller.signal.aborted || waiting.length >= maxWaiting) return { kind: 'full' };
      const state: AnalysisState = { status: 'queued', queuedAt: now(), startedAt: null, finishedAt: null, error: null };
      remember(target.domainId, state);
      waiting.push(target);
      pump();
      return { kind: 'queued', state };
    },

    status(domainId: string): AnalysisState | undefined {
      return states.get(domainId);
    },

    /** Cancels the run under way (Lighthouse stops Chromium) and drops the waiting ones. */
    async close(): Promise<void> {
      controller.abort();
      for (const target of waiting.splice(0)) {
        const state = states.get(target.domainId);
        if (state) Object.assign(state, { status: 'failed', error: 'The server shut down before the analysis ran.', finishedAt: now() });
      }
      await current;
    },
  };
}

export type AnalysisQueue = ReturnType<typeof createAnalysisQueue>;
