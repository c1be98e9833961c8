import type { LighthouseResult, LighthouseTarget } from '../../engine';
import { CancelledWhileWaiting, createFairQueue } from './fair-queue';
import type { LighthouseRunner } from './lighthouse-runner';

/** Who asks for a run: people (full audits, 'Analyze Performance') or the daily performance check. */
export type LighthouseLane = 'request' | 'check';

/**
 * How many places a workspace may hold (a place is taken when a run is accepted and given back when it ends, so it
 * covers the audit's other checks too). Requests beyond `request` are refused (429); a daily check beyond `check`, or
 * beyond `checksInLine` in the whole process (each one holds a job slot while it waits), is put back on the scheduler
 * for later. One workspace can thus never take the places of another's checks or requests.
 */
export const LIGHTHOUSE_PLACES = { request: 5, check: 1, checksInLine: 20 } as const;

/** Until this process has timed a run of its own: Chromium's start plus a mobile run of an ordinary page. */
const FIRST_ESTIMATE_MS = 15_000;

export interface LighthouseTicket {
  /**
   * Waits for the workspace's turn, runs Lighthouse (`onStart` is told when the run begins), and gives the place back.
   * A signal aborted while waiting leaves the line and answers a cancelled run; once running, it stops Chromium.
   */
  run(target: LighthouseTarget, signal?: AbortSignal, onStart?: () => void): Promise<LighthouseResult>;
  /** Gives the place back unused (the job ended before its Lighthouse step); does nothing after run. */
  release(): void;
}

export type Admission = { ok: true; ticket: LighthouseTicket } | { ok: false; retryAfterSeconds: number };

export interface LighthouseScheduler {
  /** A place for one run of the workspace, or how long until one of its places is likely free. */
  admit(workspace: string, lane: LighthouseLane): Admission;
  /** Places the workspace holds in the lane. */
  held(workspace: string, lane: LighthouseLane): number;
  readonly running: number;
  readonly waiting: number;
}

export interface LighthouseSchedulerOptions {
  /** One Lighthouse run (the engine's runLighthouse on the configured Chromium, or a test's stand-in). */
  run: LighthouseRunner;
  /** Runs at once in this process: one, as a run takes a whole core for seconds (decision 009). */
  concurrency?: number;
  places?: { request: number; check: number; checksInLine: number };
}

/**
 * The process's one Lighthouse scheduler, shared by full audits, 'Analyze Performance' and the daily performance
 * checks (decision 032): runs take turns across workspaces (fair-queue.ts), and each workspace holds a bounded
 * number of places.
 */
export function createLighthouseScheduler({
  run,
  concurrency = 1,
  places = LIGHTHOUSE_PLACES,
}: LighthouseSchedulerOptions): LighthouseScheduler {
  const queue = createFairQueue(concurrency);
  const held = new Map<string, number>();
  let checksHeld = 0;
  let averageRunMs = FIRST_ESTIMATE_MS;

  const placeKey = (workspace: string, lane: LighthouseLane) => `${lane} ${workspace}`;

  /** A place frees when the workspace's earliest run ends: after at most one turn of every workspace in line. */
  function retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((averageRunMs * (queue.keysWaiting + 1)) / concurrency / 1000));
  }

  function take(workspace: string, lane: LighthouseLane): () => void {
    const key = placeKey(workspace, lane);
    held.set(key, (held.get(key) ?? 0) + 1);
    if (lane === 'check') checksHeld += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (held.get(key) ?? 1) - 1;
      if (left > 0) held.set(key, left);
      else held.delete(key);
      if (lane === 'check') checksHeld -= 1;
    };
  }

  async function runInTurn(
    workspace: string,
    target: LighthouseTarget,
    signal: AbortSignal | undefined,
    onStart: (() => void) | undefined,
  ): Promise<LighthouseResult> {
    const queued = performance.now();
    const cancelled = (): LighthouseResult => ({
      status: 'error',
      message: 'The performance audit was cancelled',
      details: null,
      raw: null,
      durationMs: 0,
      waitedMs: Math.round(performance.now() - queued),
    });
    try {
      return await queue.run(
        workspace,
        async () => {
          const started = performance.now();
          if (signal?.aborted) return cancelled();
          onStart?.();
          const result = await run(target, signal);
          if (!signal?.aborted) averageRunMs = 0.8 * averageRunMs + 0.2 * (performance.now() - started);
          return { ...result, waitedMs: Math.round(started - queued) };
        },
        signal,
      );
    } catch (error) {
      if (error instanceof CancelledWhileWaiting) return cancelled();
      throw error;
    }
  }

  return {
    get running() {
      return queue.running;
    },
    get waiting() {
      return queue.waiting;
    },
    held: (workspace, lane) => held.get(placeKey(workspace, lane)) ?? 0,
    admit(workspace, lane) {
      const full =
        (held.get(placeKey(workspace, lane)) ?? 0) >= places[lane] ||
        (lane === 'check' && checksHeld >= places.checksInLine);
      if (full) return { ok: false, retryAfterSeconds: retryAfterSeconds() };
      const release = take(workspace, lane);
      let used = false;
      return {
        ok: true,
        ticket: {
          async run(target, signal, onStart) {
            if (used) throw new Error('A Lighthouse ticket runs once');
            used = true;
            try {
              return await runInTurn(workspace, target, signal, onStart);
            } finally {
              release();
            }
          },
          release() {
            used = true;
            release();
          },
        },
      };
    },
  };
}
