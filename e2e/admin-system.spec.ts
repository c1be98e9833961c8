import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateRedis, type PrivateRedis } from '../src/server/jobs/testing/private-redis';
import type { AdminSystem } from '../src/shared/contracts/admin-system';
import { launchBrowser } from './support/browser';
import { freePort, runCli, waitReady } from './support/global-setup';
import { settledScreenshot } from './support/page-helpers';
import { until } from './support/waiting';

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'system-e2e-password';
const ADMIN = 'ops@system.test';
const PHONE = { width: 390, height: 844 };
/** Short heartbeats, so a stopped worker shows as stalled within seconds (three missed beats). */
const HEARTBEAT_SECONDS = 2;

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

function startRole(role: 'web' | 'worker', env: NodeJS.ProcessEnv): Started {
  let log = '';
  const child = spawn(process.execPath, ['bin/sitewarden.mjs', 'start', '--role', role], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  return { child, output: () => log };
}

async function stop(started: Started | undefined): Promise<void> {
  const child = started?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGCONT'); // a stopped process cannot act on SIGTERM
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/*
 * Issue 20 in the browser, with real processes: a web process and a separate worker on a PostgreSQL database and a
 * Redis of this spec's own. The worker beats every 2 s; stopped with SIGSTOP, it misses its beats and /admin/system
 * shows it as stalled on its next refresh, and alive again once it continues.
 */
describe('/admin/system with a web process and a worker', () => {
  let redis: PrivateRedis;
  let web: Started | undefined;
  let worker: Started | undefined;
  let browser: Browser;
  let baseUrl = '';
  let dataDir = '';
  const database = `sw_e2e_system_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    await adminQuery(`create database ${database}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${database}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'sitewarden-e2e-system-'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(),
      REDIS_URL: redis.url,
      DEMO_WORKSPACE: 'off',
      HEARTBEAT_SECONDS: String(HEARTBEAT_SECONDS),
    };
    await runCli(['migrate'], env);
    await runCli(
      ['user', 'create', '--email', ADMIN, '--password', PASSWORD, '--first', 'Otto', '--last', 'Operator', '--admin'],
      env,
    );
    web = startRole('web', env);
    await waitReady(baseUrl, web.child, web.output);
    worker = startRole('worker', env);
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stop(worker);
    await stop(web);
    await redis?.stop();
    await adminQuery(`drop database if exists ${database} with (force)`).catch(() => undefined);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ baseURL: baseUrl, viewport });
    const res = await context.request.post('/api/auth/login', {
      headers: { Origin: baseUrl },
      data: { email: ADMIN, password: PASSWORD },
    });
    expect(res.status(), await res.text()).toBe(200);
    return context.newPage();
  }

  it('shows the worker alive, then stalled once it stops beating, then alive again', { timeout: 120_000 }, async () => {
    const page = await signedInPage({ width: 1366, height: 900 });
    // the worker's first heartbeat, through the API the screen reads
    const pid = worker!.child.pid!;
    await until(
      'the worker to appear alive',
      async () => {
        const res = await page.request.get('/api/admin/system');
        if (!res.ok()) return false;
        const body = (await res.json()) as AdminSystem;
        return body.workers.some((w) => w.pid === pid && w.state === 'alive' && w.role === 'worker');
      },
      60_000,
    );

    await page.goto('/admin/system');
    const card = page.getByRole('listitem', { name: new RegExp(`process ${pid}$`) });
    await card.getByTestId('worker-state').filter({ hasText: 'Alive' }).waitFor();
    await page.getByRole('heading', { name: 'Readiness' }).waitFor();
    await page.getByTestId('system-updated').waitFor();
    expect(await page.getByRole('link', { name: 'System' }).count()).toBeGreaterThan(0);
    await settledScreenshot(page, 'admin-system-alive-desktop');

    worker!.child.kill('SIGSTOP');
    // three missed beats (6 s), then the screen's next refresh (5 s)
    await card.getByTestId('worker-state').filter({ hasText: 'Stalled' }).waitFor({ timeout: 30_000 });
    await card.getByText(/No heartbeat for/).waitFor();
    await settledScreenshot(page, 'admin-system-stalled-desktop');

    const phone = await signedInPage(PHONE);
    await phone.goto('/admin/system');
    await phone
      .getByRole('listitem', { name: new RegExp(`process ${pid}$`) })
      .getByTestId('worker-state')
      .filter({ hasText: 'Stalled' })
      .waitFor();
    const overflow = await phone.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await settledScreenshot(phone, 'admin-system-stalled-phone');

    worker!.child.kill('SIGCONT');
    await card.getByTestId('worker-state').filter({ hasText: 'Alive' }).waitFor({ timeout: 30_000 });
  });
});
