import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the Redis suites run: when Redis answers, and always in CI (where an absent Redis fails the run). */
export const REDIS_AVAILABLE: boolean = await (async () => {
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error(`CI=true but Redis is not reachable at ${TEST_REDIS_URL}`);
    return false;
  } finally {
    client.disconnect();
  }
})();

/**
 * Whether tests may start a Redis server of their own (`redis-server` on the PATH). Always in CI, where a missing
 * binary fails the run instead of skipping the suites that need one.
 */
export const REDIS_SERVER_AVAILABLE: boolean = (() => {
  const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!found && process.env.CI === 'true') throw new Error('CI=true but redis-server is not installed');
  return found;
})();

/** A Redis server of the test's own: flushing or restarting it touches no other test run. */
export interface PrivateRedis {
  url: string;
  /** FLUSHALL: what a Redis restart without persistence leaves behind, without the lost connections. */
  flush(): Promise<void>;
  /** Stops the server and starts an empty one on the same port: every client loses its connection, then reconnects. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `redis-server` on a free loopback port, keeping nothing on disk. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess;

  async function launch() {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
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
