import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the Redis suites run: when Redis answers, and always in CI (where an absent Redis fails the run). */
export const REDIS_AVAILABLE: boolean = await (async () => {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
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

export { startPrivateRedis, type PrivateRedis } from '../../../src/server/jobs/testing/private-redis';
