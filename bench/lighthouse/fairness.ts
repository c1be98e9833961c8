/**
 * Lighthouse fairness benchmark (issue 13 item 6, decision 032): one workspace bursts 40 audits while four others ask
 * for one audit each and two daily checks come due. Lighthouse is a stand-in taking RUN_MS per run, so the figures
 * are about the line, not Chromium. Prints, for the scheduler before decision 032 (one first-come line of 1 running
 * + 20 waiting for the whole process) and after it (lighthouse-scheduler.ts): runs accepted and refused per asker,
 * how many runs went before each other workspace's run, its wait, and the scheduler's own cost per run.
 *
 *   npx tsx bench/lighthouse/fairness.ts [--run-ms 20]
 */
import type { LighthouseResult, LighthouseTarget } from '../../src/server/engine';
import { createFairQueue } from '../../src/server/jobs/lighthouse/fair-queue';
import { createLighthouseScheduler, type LighthouseLane } from '../../src/server/jobs/lighthouse/lighthouse-scheduler';

const runMsArg = process.argv.indexOf('--run-ms');
const RUN_MS = runMsArg > 0 ? Number(process.argv[runMsArg + 1]) : 20;
const BURST = 40;
const OTHERS = ['b', 'c', 'd', 'e'];
const CHECKS = ['f', 'g'];
const OLD_MAX_WAITING = 20;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const result = (target: LighthouseTarget): LighthouseResult => ({
  status: 'healthy',
  message: target.domain,
  details: null,
  raw: null,
  durationMs: RUN_MS,
  waitedMs: 0,
});

interface Ask {
  workspace: string;
  lane: LighthouseLane;
  domain: string;
}

const asks: Ask[] = [
  ...Array.from({ length: BURST }, (_, i): Ask => ({ workspace: 'a', lane: 'request', domain: `a${i}` })),
  ...OTHERS.map((w): Ask => ({ workspace: w, lane: 'request', domain: `${w}0` })),
  ...CHECKS.map((w): Ask => ({ workspace: w, lane: 'check', domain: `${w}-daily` })),
];

interface Outcome {
  refused: Map<string, number>;
  order: string[];
  waitedMs: Map<string, number>;
}

function tally(outcome: Outcome, ask: Ask, refused: boolean): void {
  if (refused) outcome.refused.set(ask.workspace, (outcome.refused.get(ask.workspace) ?? 0) + 1);
}

/** Before decision 032: every run in one first-come line, refused (QueueFullError) once 20 wait. */
async function before(): Promise<Outcome> {
  const outcome: Outcome = { refused: new Map(), order: [], waitedMs: new Map() };
  const line = createFairQueue(1);
  const runs: Promise<void>[] = [];
  for (const ask of asks) {
    if (line.running >= 1 && line.waiting >= OLD_MAX_WAITING) {
      tally(outcome, ask, true);
      continue;
    }
    const queued = performance.now();
    runs.push(
      line.run('everyone', async () => {
        outcome.waitedMs.set(ask.domain, performance.now() - queued);
        outcome.order.push(ask.domain);
        await sleep(RUN_MS);
      }),
    );
  }
  await Promise.all(runs);
  return outcome;
}

async function after(): Promise<Outcome> {
  const outcome: Outcome = { refused: new Map(), order: [], waitedMs: new Map() };
  const scheduler = createLighthouseScheduler({
    run: async (target) => {
      outcome.order.push(target.domain);
      await sleep(RUN_MS);
      return result(target);
    },
  });
  const runs: Promise<void>[] = [];
  for (const ask of asks) {
    const admission = scheduler.admit(ask.workspace, ask.lane);
    if (!admission.ok) {
      tally(outcome, ask, true);
      continue;
    }
    runs.push(
      admission.ticket.run({ domain: ask.domain }).then((r) => void outcome.waitedMs.set(ask.domain, r.waitedMs)),
    );
  }
  await Promise.all(runs);
  return outcome;
}

/** The scheduler's own cost: admissions and runs of a stand-in that answers at once, over many workspaces. */
async function overhead(): Promise<number> {
  const scheduler = createLighthouseScheduler({ run: async (target) => result(target) });
  const total = 20_000;
  const started = process.cpuUsage();
  for (let round = 0; round < total / 200; round++) {
    const runs: Promise<LighthouseResult>[] = [];
    for (let w = 0; w < 200; w++) {
      const admission = scheduler.admit(`w${w}`, 'request');
      if (admission.ok) runs.push(admission.ticket.run({ domain: `w${w}` }));
    }
    await Promise.all(runs);
  }
  const cpu = process.cpuUsage(started);
  return (cpu.user + cpu.system) / total;
}

function report(name: string, outcome: Outcome, refusal: string): void {
  const others = [...OTHERS, ...CHECKS];
  console.log(`\n${name}`);
  console.log(
    `  workspace a (burst of ${BURST}): ${BURST - (outcome.refused.get('a') ?? 0)} ran, ${outcome.refused.get('a') ?? 0} ${refusal}`,
  );
  for (const w of others) {
    const domain = CHECKS.includes(w) ? `${w}-daily` : `${w}0`;
    const at = outcome.order.indexOf(domain);
    console.log(
      at < 0
        ? `  workspace ${w} (${CHECKS.includes(w) ? 'daily check' : 'audit'}): ${refusal}`
        : `  workspace ${w} (${CHECKS.includes(w) ? 'daily check' : 'audit'}): ran after ${at} other run(s), waited ${Math.round(outcome.waitedMs.get(domain) ?? 0)} ms (${(at * 15).toFixed(0)} s at 15 s a run)`,
    );
  }
}

console.log(`Lighthouse stand-in: ${RUN_MS} ms per run, one run at a time`);
report('before (every audit accepted; one line of 1 + 20 for the process)', await before(), 'failed (QueueFullError)');
report('after (decision 032)', await after(), 'refused (429 Retry-After; a daily check is put back for later)');
console.log(`\nscheduler cost: ${(await overhead()).toFixed(1)} µs of CPU per admitted run (200 workspaces in line)`);
