/**
 * Start-up (issue #13.1): how soon `sitewarden start` answers, as an operator starts it. For an empty and an existing
 * data directory (embedded) or database (PostgreSQL), on an idle machine and with both cores busy (two busy-loop
 * processes), it prints the time from the command to:
 *   - /healthz answering 200 (the process is up);
 *   - the first page: GET / answering 200 with HTML (database open, migrations applied, app ready);
 *   - /readyz answering 200 (the start-up work done: content files synced, worker started);
 *   - the demo workspace made (its log line), on an empty one;
 * and, from the server's own log lines, the longest wait of its event loop during the start-up work and while the
 * demo was made. Each run is a real `node bin/sitewarden.mjs start --no-build` on a free loopback port.
 *
 *   npx tsx bench/startup/run.ts [--database pglite|postgres|both] [--load idle|busy|both] [--runs N]
 *
 * PostgreSQL runs use a database of their own (created and dropped) at TEST_POSTGRES_URL's server
 * (default postgres://postgres@127.0.0.1:5432/test). The web build must exist (`npx vite build`): it is built
 * first when missing, outside the timings.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/server/engine/testing/free-port';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DEADLINE_MS = 300_000;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const both = <T extends string>(value: string, a: T, b: T): T[] => (value === 'both' ? [a, b] : [value as T]);
const databases = both(option('database', 'both'), 'pglite', 'postgres');
const loads = both(option('load', 'both'), 'idle', 'busy');
const runs = Number(option('runs', '1'));

interface Figures {
  healthz: number;
  page: number;
  ready: number;
  demo?: number;
  /** Each start-up step, its time and (in brackets) the longest the event loop waited during it. */
  startupWork?: string;
  demoBlockMs?: number;
  outcome: string;
}

async function answers(url: string, accept: (res: Response) => Promise<boolean>): Promise<boolean> {
  try {
    return await accept(await fetch(url, { signal: AbortSignal.timeout(2_000) }));
  } catch {
    return false;
  }
}

/** One `sitewarden start`, from the command to its demo (or to ready when the demo is there already). */
async function startOnce(env: Record<string, string>, expectDemo: boolean): Promise<Figures> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const began = performance.now();
  const server = spawn(process.execPath, ['bin/sitewarden.mjs', 'start', '--no-build'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      REDIS_URL: '',
      LOG_LEVEL: 'info',
      DNS_SERVERS: '127.0.0.1:9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const figures: Partial<Figures> = {};
  const at = () => Math.round(performance.now() - began);
  try {
    while (performance.now() - began < DEADLINE_MS) {
      if (server.exitCode !== null)
        return { healthz: NaN, page: NaN, ready: NaN, outcome: `exited (${server.exitCode}): ${lastLines(output)}` };
      figures.healthz ??= (await answers(`${base}/healthz`, async (res) => res.ok)) ? at() : undefined;
      if (figures.healthz !== undefined) {
        figures.page ??= (await answers(
          `${base}/`,
          async (res) => res.ok && (res.headers.get('content-type') ?? '').startsWith('text/html'),
        ))
          ? at()
          : undefined;
        figures.ready ??= (await answers(`${base}/readyz`, async (res) => res.ok)) ? at() : undefined;
      }
      if (expectDemo) figures.demo ??= output.includes('Created the demo workspace') ? at() : undefined;
      // the start-up line follows /readyz by a moment (servers before decision 027 print none)
      const logged =
        output.includes('Start-up work done in') || (figures.ready !== undefined && at() - figures.ready > 5_000);
      if (
        figures.page !== undefined &&
        figures.ready !== undefined &&
        logged &&
        (!expectDemo || figures.demo !== undefined)
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const block = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? NaN);
    return {
      healthz: figures.healthz ?? NaN,
      page: figures.page ?? NaN,
      ready: figures.ready ?? NaN,
      demo: figures.demo,
      startupWork: /Start-up work done in [\d.]+ s: ([^;]*);/.exec(output)?.[1],
      demoBlockMs: block(/Created the demo workspace[^\n]*the event loop waited (\d+) ms/),
      outcome: figures.ready === undefined ? `not ready after ${DEADLINE_MS / 1000} s` : 'ok',
    };
  } finally {
    await stop(server);
  }
}

/** The error that stopped the server, else its last lines. */
function lastLines(text: string): string {
  const error = text.split('\n').find((line) => /\b\w*Error\b[:\s[]/.test(line));
  return (error ?? text.trim().split('\n').slice(-3).join(' | ')).trim().slice(0, 300);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty data directory or database for one scenario, and its removal. */
async function freshStore(
  database: 'pglite' | 'postgres',
): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sw-bench-startup-'));
  if (database === 'pglite')
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const name = `sw_bench_startup_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

function busyLoops(): ChildProcess[] {
  return [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}

const s = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? '-' : `${(ms / 1000).toFixed(1)} s`);
const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : `${value} ms`);

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'dist/web/index.html'))) {
    console.log('Building the web app first (not timed)...');
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  // the server bundle, rebuilt when the sources changed (not part of a server's start)
  execFileSync(process.execPath, ['bin/sitewarden.mjs', '--help'], { cwd: root, stdio: 'ignore' });

  console.log(
    'database | load | DATA_DIR | /healthz | first page | /readyz | demo made | start-up work (longest event-loop wait) | demo: longest wait | load avg | outcome',
  );
  for (const database of databases) {
    for (const load of loads) {
      for (let run = 0; run < runs; run++) {
        const store = await freshStore(database);
        const busy = load === 'busy' ? busyLoops() : [];
        try {
          for (const state of ['empty', 'existing'] as const) {
            const before = loadavg()[0]!.toFixed(1);
            const f = await startOnce(store.env, state === 'empty');
            console.log(
              [
                database,
                load,
                state,
                s(f.healthz),
                s(f.page),
                s(f.ready),
                s(f.demo),
                f.startupWork ?? '-',
                ms(f.demoBlockMs),
                `${before} -> ${loadavg()[0]!.toFixed(1)}`,
                f.outcome,
              ].join(' | '),
            );
            if (f.outcome !== 'ok') break;
          }
        } finally {
          for (const child of busy) await stop(child);
          await store.remove();
        }
      }
    }
  }
}

await main();
