import { Redis } from 'ioredis';

/**
 * A Redis connection for counters every web process shares (REDIS_URL), and the one rule of what happens when it
 * cannot be reached: the work is done by `otherwise` (this process's own counters) rather than refused or held, and
 * `onError` is told once per outage. Used by the limit store and by the partner API's rate and quota.
 */
export function connectSharedRedis(redisUrl: string, onError: (error: unknown) => void) {
  // no queue while disconnected: `otherwise` answers at once rather than waiting for Redis to return
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 });
  // the first calls wait for the first connection attempt (a process starting), never for later reconnects
  const firstAttempt = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
    setTimeout(resolve, 2_000).unref();
  });
  let down = false;
  redis.on('error', () => undefined);
  redis.on('ready', () => (down = false));

  async function shared<T>(work: () => Promise<T>, otherwise: () => Promise<T>): Promise<T> {
    await firstAttempt;
    try {
      return await work();
    } catch (error) {
      if (!down) {
        down = true;
        onError(error);
      }
      return otherwise();
    }
  }
  return { redis, shared };
}
