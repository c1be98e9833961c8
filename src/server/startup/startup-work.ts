import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { watchEventLoop } from '../event-loop';

/** One piece of what a server does once it listens. */
export interface StartupStep {
  name: string;
  run(): Promise<void>;
}

export interface StartupWork {
  /** For /readyz: fails with "starting" until every step is done (and with the failure if one failed). */
  readiness(): Promise<void>;
  /** Runs the steps in order, the event loop taking a turn before each; resolves with the line for the log. */
  run(steps: StartupStep[]): Promise<string>;
}

/**
 * What `sitewarden start` does after it listens, so that it answers /healthz and serves pages first: syncing the
 * content files, starting the worker (whose first job makes the demo workspace on a new server). Nothing here runs
 * while Fastify loads its plugins, so their start-up time limit never meets it. The log line says how long each step
 * took and the longest the event loop waited during it.
 */
export function createStartupWork(): StartupWork {
  let state: 'starting' | 'done' | Error = 'starting';
  return {
    async readiness() {
      if (state === 'starting') throw new Error('starting');
      if (state instanceof Error) throw state;
    },
    async run(steps) {
      const began = performance.now();
      const took: string[] = [];
      try {
        for (const step of steps) {
          await nextTurn();
          const stepBegan = performance.now();
          const loop = watchEventLoop();
          try {
            await step.run();
            took.push(`${step.name} ${seconds(performance.now() - stepBegan)} (${loop.longestBlockMs()} ms)`);
          } finally {
            loop.stop();
          }
        }
        state = 'done';
        return `Start-up work done in ${seconds(performance.now() - began)}: ${took.join(', ')}; in brackets, the longest the event loop waited.`;
      } catch (error) {
        state = error instanceof Error ? error : new Error(String(error));
        throw error;
      }
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
