import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { dataDirFrom, makeDataDirTemplate } from './data-dir-template';
import { startProbeLab } from './probe-lab';
export { freePort } from '../../src/server/engine/testing/free-port';
import { freePort } from '../../src/server/engine/testing/free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** A data directory whose embedded database has every migration applied (support/data-dir.ts copies it). */
    dataDirTemplate: string;
  }
}

export async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

/**
 * Accounts the specs sign in with, made with the operator CLI before the server starts (the embedded database
 * admits one process at a time). Plans and the admin flag cannot be set through the public API.
 */
export const E2E_PASSWORD = 'e2e-password';
const E2E_USERS: ReadonlyArray<readonly string[]> = [
  // the installation's first account: its administrator (decision 045), as --admin also says
  ['--email', 'admin@e2e.test', '--first', 'Ada', '--last', 'Admin', '--admin'],
  ['--email', 'owner@e2e.test', '--first', 'Olive', '--last', 'Owner', '--plan', 'pro'],
  ['--email', 'colleague@e2e.test', '--first', 'Colin', '--last', 'Colleague', '--plan', 'free'],
  // phone-layout.spec.ts alone: its screens filled with data no other spec changes
  ['--email', 'layout@e2e.test', '--first', 'Lena', '--last', 'Layout', '--plan', 'agency'],
];

export function runCli(args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/sitewarden.mjs', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`sitewarden ${args.join(' ')} exited with ${code}:\n${out}`)),
    );
  });
}

export interface SitewardenServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `sitewarden start` on the embedded database in `dataDir`, as an operator would run it; ready when it answers. */
export async function startSitewarden({
  port,
  dataDir,
  env = {},
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<SitewardenServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['bin/sitewarden.mjs', 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  await waitReady(baseUrl, child, () => log);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Starts `sitewarden start` exactly as an operator would, on a fresh embedded database. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  // migrated once: this server and every spec's own start from a copy (freshDataDir)
  const template = await makeDataDirTemplate(runCli);
  const dataDir = dataDirFrom(template, 'global');
  const cliEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' };
  for (const user of E2E_USERS) await runCli(['user', 'create', ...user, '--password', E2E_PASSWORD], cliEnv);
  // The read-only demo workspace behind /demo's "Try the demo": four sites with 90 days of history written through
  // the engine's own history writer and rules, as an operator would seed it.
  await runCli(['seed', 'demo'], cliEnv);
  // Scans resolve *.sitewarden.test through the engine's loopback lab and never leave the machine.
  const lab = await startProbeLab();
  const server = await startSitewarden({
    port,
    dataDir,
    // Monitored domains are checked every few seconds, so alerts (a blacklisted lab domain) arrive during a spec.
    env: { CHECK_INTERVAL_SECONDS: '5', ...lab.env },
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('dataDirTemplate', template);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(template, { recursive: true, force: true });
    await lab.close();
  };
}
