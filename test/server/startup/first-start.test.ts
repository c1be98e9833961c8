import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../src/server/engine/testing/free-port';

const run = promisify(execFile);

/** What the issue measured a new installation against: /healthz this soon after `sitewarden start`, cores busy. */
const HEALTHZ_ON_BUSY_CORES_MS = 15_000;
/**
 * The bar is 15 s on a machine whose cores are busy with the test's two loops alone. When other work already
 * loads the machine (CI runs suites side by side: a load of 8-12 on 2 cores), each runnable process gets a smaller
 * share of a core, so the budget grows in proportion to the processes competing with the server.
 */
function healthzBudgetMs(): number {
  const cores = availableParallelism();
  const competing = loadavg()[0]! + 2; // what already runs, plus the two busy loops
  return Math.round(HEALTHZ_ON_BUSY_CORES_MS * Math.max(1, competing / (cores + 2)));
}
/** The demo's 90 days of history are written after that, in the background; generous for a loaded CI machine. */
const DEMO_WITHIN_MS = 240_000;

/** Asks `url` until `accept` says yes; fails when the server has exited or the deadline passes. */
async function poll<T>(
  url: string,
  accept: (res: Response) => Promise<T | undefined>,
  server: ChildProcess,
  deadline: number,
  output: () => string,
): Promise<T> {
  while (performance.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${output()}`);
    try {
      const value = await accept(await fetch(url, { signal: AbortSignal.timeout(2_000) }));
      if (value !== undefined) return value;
    } catch {
      // not listening yet, or too slow to answer this time
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer as expected in time:\n${output()}`);
}

/*
 * The first start: `sitewarden start` on an empty DATA_DIR while both cores are busy. It used to die in
 * Fastify's plugin time limit while the worker wrote the demo's history in the same event loop. The server must listen
 * first and make the demo afterwards, in the background, saying meanwhile that it is being prepared.
 */
describe('the first start of a new installation on a busy machine', () => {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sw-first-start-'));
  afterAll(async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz within 15 s with both cores busy (more when other work loads the machine), then makes the demo in the background', async () => {
    // the server bundle, built once for every command when the sources change (not part of a server's start)
    await run(process.execPath, ['bin/sitewarden.mjs', '--help'], { timeout: 60_000 });
    const HEALTHZ_WITHIN_MS = healthzBudgetMs();
    const busyLoops = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    children.push(...busyLoops);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = '';
    const began = performance.now();
    const server = spawn(process.execPath, ['bin/sitewarden.mjs', 'start', '--no-build'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        DEMO_WORKSPACE: 'on',
        LOG_LEVEL: 'info',
        DNS_SERVERS: '127.0.0.1:9',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(server);
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const log = () => output;

    await poll(`${base}/healthz`, async (res) => (res.ok ? true : undefined), server, began + HEALTHZ_WITHIN_MS, log);
    const healthzAfterMs = performance.now() - began;
    expect(healthzAfterMs, log()).toBeLessThan(HEALTHZ_WITHIN_MS);

    // the demo is being prepared, then ready; "Try the demo" answers a clear state meanwhile, never an error page
    const seen: string[] = [];
    await poll(
      `${base}/api/demo`,
      async (res) => {
        // before the app serves, every request but /healthz answers 503 "starting": not a demo state
        if (!res.ok) return undefined;
        const { status } = (await res.json()) as { status: string };
        if (seen.at(-1) !== status) seen.push(status);
        // Serving and seeding: the start the issue saw crash is over, so the cores go back to the rest of the test run.
        for (const loop of busyLoops) loop.kill('SIGKILL');
        return status === 'ready' ? status : undefined;
      },
      server,
      performance.now() + DEMO_WITHIN_MS,
      log,
    );
    expect(seen, log()).toEqual(['preparing', 'ready']);
    const entered = await fetch(`${base}/api/demo/session`, { method: 'POST', headers: { origin: base } });
    expect(entered.status, log()).toBe(200);
    expect(await entered.json()).toMatchObject({ email: 'demo@sitewarden.local' });

    // in that order: listening, then the demo; the start-up work is done and the server still runs
    const listening = output.indexOf(`Listening at ${base}`);
    const demoMade = output.indexOf('Created the demo workspace');
    expect(listening, log()).toBeGreaterThanOrEqual(0);
    expect(demoMade, log()).toBeGreaterThan(listening);
    expect(output).toMatch(/Start-up work done in/);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(server.exitCode).toBeNull();
    expect(output).not.toMatch(/Plugin did not start in time/);
  }, 360_000);
});
