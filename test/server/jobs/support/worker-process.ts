import { spawn, type ChildProcess } from 'node:child_process';

/** Polls `probe` until it answers something truthy; fails naming `what` after `ms`. */
export async function until<T>(probe: () => Promise<T | undefined | false>, what: string, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface WorkerProcess {
  child: ChildProcess;
  name: string;
  /** What it printed so far (stdout and stderr). */
  output(): string;
}

/** The jobs runtime in a process of its own (support/check-worker.ts); resolves once it takes jobs. */
export function startCheckWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/jobs/support/check-worker.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready (\S+)/.exec(out);
      if (ready) resolve({ child, name: ready[1]!, output: () => out });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before it was ready:\n${out}`)));
  });
}

/** SIGTERM to the workers still running; resolves when they are gone. */
export async function stopWorkers(workers: WorkerProcess[]): Promise<void> {
  const running = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
  const exited = running.map((w) => new Promise((r) => w.child.once('exit', r)));
  for (const w of running) w.child.kill('SIGTERM');
  await Promise.all(exited);
}
