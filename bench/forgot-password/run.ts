/**
 * "Forgot password" answer times for an address with an account and one without (issue #13 item 8): the answer
 * must not tell them apart. The real app (buildApp) on a throwaway embedded database, the e-mail going to the
 * outbox (the default without SMTP_URL), requests through app.inject, known and unknown alternating.
 *
 *   npx tsx bench/forgot-password/run.ts [--rounds 200]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { buildApp, DEFAULT_LIMITS } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { benchConfig } from '../support/bench-config';

const ORIGIN = 'http://localhost:3000';
const PLENTY = { max: 1_000_000, timeWindow: 60_000 };

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function main(): Promise<void> {
  const rounds = Number(parseArgs({ options: { rounds: { type: 'string', default: '200' } } }).values.rounds);
  const dir = mkdtempSync(join(tmpdir(), 'sitewarden-forgot-bench-'));
  const handle = await openDatabase({ dataDir: dir });
  await runMigrations(handle);
  const config = benchConfig(ORIGIN, dir);
  const app = await buildApp({
    config,
    database: handle,
    logger: false,
    webDir: '/nonexistent-web-dir',
    limits: { ...DEFAULT_LIMITS, reset: PLENTY, resetEmail: PLENTY },
  });
  await app.ready();
  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN } });
  const registered = await post('/api/auth/register', {
    email: 'known@example.com',
    password: 'correct-horse-battery',
    firstName: 'Bench',
    lastName: 'Mark',
    termsAccepted: true,
  });
  if (registered.statusCode !== 201) throw new Error(`sign-up failed: ${registered.body}`);

  const times = { known: [] as number[], unknown: [] as number[] };
  const load = loadavg()[0]!.toFixed(2);
  for (let i = 0; i < rounds * 2; i++) {
    const kind = i % 2 === 0 ? 'known' : 'unknown';
    const email = kind === 'known' ? 'known@example.com' : `nobody-${i}@example.com`;
    const started = performance.now();
    const res = await post('/api/auth/forgot-password', { email });
    const took = performance.now() - started;
    if (res.statusCode !== 202) throw new Error(`forgot-password answered ${res.statusCode}: ${res.body}`);
    // Warm-up rounds are not counted.
    if (i >= 20) times[kind].push(took);
    // Whatever the request left running (the e-mail) finishes before the next one is timed.
    await sleep(20);
  }
  console.log(`forgot-password, ${rounds} rounds each (load average ${load} -> ${loadavg()[0]!.toFixed(2)})`);
  for (const kind of ['known', 'unknown'] as const) {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(8)} median ${quantile(sorted, 0.5).toFixed(2)} ms, p90 ${quantile(sorted, 0.9).toFixed(2)} ms, ` +
        `p99 ${quantile(sorted, 0.99).toFixed(2)} ms (${sorted.length} answers)`,
    );
  }
  await app.close();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}

await main();
