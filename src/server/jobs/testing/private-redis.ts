import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../../engine/testing/free-port';

/*
 * For tests and benchmarks only: a throwaway `redis-server` on a free loopback port, keeping nothing on disk, to
 * lose data on purpose (FLUSHALL, a restart without persistence) without touching a Redis anyone else uses.
 */

/** A Redis server of the caller's own: flushing or restarting it touches no other test run or user of Redis. */
export interface PrivateRedis {
  url: string;
  /** FLUSHALL: what a Redis restart without persistence leaves behind, without the lost connections. */
  flush(): Promise<void>;
  /** Stops the server and starts an empty one on the same port: every client loses its connection, then reconnects. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `redis-server` on a free loopback port, keeping nothing on disk. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess;

  async function launch() {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    // not left behind by a caller that exits without stopping it (a failed assertion, a bench piped into `head`)
    const server = child;
    const orphan = () => server.kill('SIGKILL');
    process.once('exit', orphan);
    server.once('exit', () => process.off('exit', orphan));
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    client.on('error', () => undefined);
    const end = Date.now() + 10_000;
    try {
      for (;;) {
        try {
          if (client.status !== 'ready') await client.connect();
          await client.ping();
          return;
        } catch (error) {
          if (Date.now() > end) throw new Error(`redis-server on port ${port} did not answer: ${String(error)}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    } finally {
      client.disconnect();
    }
  }

  async function halt() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  await launch();
  return {
    url,
    async flush() {
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      try {
        await client.flushall();
      } finally {
        client.disconnect();
      }
    },
    async restart() {
      await halt();
      await launch();
    },
    stop: halt,
  };
}
