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

/**
 * Deletes every key of a test's BullMQ queue (`bull:<name>*`, its lanes included) from the shared Redis: a closed
 * queue leaves its jobs behind, and a 10,000-job test left 10,000 keys per run on the machine's Redis.
 */
export async function dropQueueKeys(queueName: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `bull:${queueName}*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
