import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Lets the event loop take a turn if the work since its last turn has run for its budget; see createPacer. */
export type Pace = () => Promise<void>;

/**
 * For long work in the server's process (the demo's 90 days of history, deleting a workspace). The embedded
 * database answers queries synchronously, so a chain of awaited queries never returns to the event loop: sockets,
 * timers and Fastify's start wait until the whole chain is done (2,000 inserts: seconds without a turn). Calling
 * the pacer between steps gives the loop a turn (timers, I/O, other requests) once `budgetMs` of work has run since
 * the last one, and costs nothing otherwise.
 */
export function createPacer({ budgetMs = 20, signal }: { budgetMs?: number; signal?: AbortSignal } = {}): Pace {
  let since = performance.now();
  return async () => {
    // the work stops at its next step once the process is shutting down
    signal?.throwIfAborted();
    if (performance.now() - since < budgetMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/** The pacer of callers that do not care: gives the loop a turn after every 20 ms of work. */
export const defaultPace: Pace = createPacer();

export interface EventLoopWatch {
  /** The longest time between two turns of the event loop so far, the current stretch included (ms, to ~10 ms). */
  longestBlockMs(): number;
  stop(): void;
}

/** How often the watch's timer asks for a turn. */
const WATCH_EVERY_MS = 10;

/**
 * Measures how long the event loop goes without a turn, from now until `stop`: a timer notes the time between its
 * runs. (perf_hooks' monitorEventLoopDelay loses a block that starts before its first sample, as the work it watches
 * usually does.)
 */
export function watchEventLoop(): EventLoopWatch {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, WATCH_EVERY_MS);
  timer.unref();
  return {
    longestBlockMs: () => Math.round(Math.max(longest, performance.now() - last)),
    stop: () => clearInterval(timer),
  };
}
