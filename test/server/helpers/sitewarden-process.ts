import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
export { freePort } from '../../../src/server/engine/testing/free-port';

/**
 * `bin/sitewarden.mjs` run as an operator runs it: CLI commands to completion, and servers (`start`) that tests
 * stop, kill and restart. Servers listen on loopback and skip the web build (`--no-build`): these tests are about
 * the process and its data, not the pages.
 */

export interface CliResult {
  code: number;
  out: string;
}

export interface CliOptions {
  /** Called with the command's pid as soon as it runs. */
  onSpawn?(pid: number): void;
  timeoutMs?: number;
}

export function cli(
  env: Record<string, string>,
  args: readonly string[],
  options: CliOptions = {},
): Promise<CliResult> {
  const child = spawn(process.execPath, ['bin/sitewarden.mjs', ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid) options.onSpawn?.(child.pid);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 150_000);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), out });
    });
  });
}

/** An embedded-database server's settings on loopback: no demo workspace, nothing monitored. */
export function embeddedEnv(dataDir: string, port = 0): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DEMO_WORKSPACE: 'off',
  };
}

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  output(): string;
  /** SIGTERM, and the exit. */
  stop(): Promise<void>;
  /** SIGKILL: nothing of the process's own runs after it. */
  kill(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `sitewarden start` on `env` (embeddedEnv), resolved once /readyz answers 200; `args` such as `--role web`. */
export async function startServer(
  env: Record<string, string>,
  deadlineMs = 120_000,
  args: readonly string[] = [],
): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const child = spawn(process.execPath, ['bin/sitewarden.mjs', 'start', '--no-build', ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const server: ServerProcess = {
    pid: child.pid!,
    baseUrl,
    output: () => log,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`sitewarden start exited (${child.exitCode ?? child.signalCode}):\n${log}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return server;
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`sitewarden start did not answer /readyz within ${deadlineMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Files under `dir` that process `pid` has open, sampled every few milliseconds until `stop`: a process that opens
 * PGlite's files keeps them open while its database is, far longer than a sample's interval.
 */
export function watchOpenFiles(pid: number, dir: string): { stop(): string[] } {
  const seen = new Set<string>();
  const sample = () => {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      return; // not started yet, or gone
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (target.startsWith(dir)) seen.add(target);
      } catch {
        // closed between the listing and the look
      }
    }
  };
  sample();
  const timer = setInterval(sample, 5);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return [...seen];
    },
  };
}

/** An answer's session cookie, for the requests that follow. */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ status: number; cookie: string }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { status: res.status, cookie };
}
