import type { Redis } from 'ioredis';
import { msLeft, NO_WINDOW, type LimitStore, type WindowCount } from './limit-store';
import { connectSharedRedis } from './shared-redis';

/**
 * KEYS: the key's hash {s: window start, c: count}. ARGV: now (ms), window (ms). Answers {count, ms left}. One
 * script, so hits from every process are counted one after the other: no two see the same count. Each process passes
 * its own clock, so the time left is kept within the window (as msLeft does).
 */
const HIT_LUA = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
if start and now - start < windowMs then
  return {redis.call('HINCRBY', KEYS[1], 'c', 1), math.min(windowMs, start + windowMs - now)}
end
redis.call('HSET', KEYS[1], 's', ARGV[1], 'c', 1)
redis.call('PEXPIRE', KEYS[1], windowMs)
return {1, windowMs}
`;

type HitReply = [number, number];
type LimitsRedis = Redis & { sitewardenLimitHit(key: string, now: number, windowMs: number): Promise<HitReply> };

/** Every key of the limits; the partner API's own counters are `sitewarden:api:*` (redis-limits.ts). */
export const LIMIT_KEY_PREFIX = 'sitewarden:limit:';

/**
 * The counters shared by every web process through Redis (REDIS_URL). When Redis cannot be reached a hit is counted
 * by `fallback` (this process's memory) rather than refused or held: sign-in and pings stay up, limited per process,
 * and `onError` is told once per outage.
 */
export function createRedisLimitStore(
  redisUrl: string,
  fallback: LimitStore,
  onError: (error: unknown) => void,
): LimitStore {
  const connection = connectSharedRedis(redisUrl, onError);
  const redis = connection.redis as LimitsRedis;
  redis.defineCommand('sitewardenLimitHit', { numberOfKeys: 1, lua: HIT_LUA });
  const { shared } = connection;
  const keyOf = (key: string) => LIMIT_KEY_PREFIX + key;

  return {
    kind: 'redis',
    hit: (key, windowMs, now) =>
      shared(
        async (): Promise<WindowCount> => {
          const [count, resetMs] = await redis.sitewardenLimitHit(keyOf(key), now, windowMs);
          return { count, resetMs };
        },
        () => fallback.hit(key, windowMs, now),
      ),
    peek: (key, windowMs, now) =>
      shared(
        async (): Promise<WindowCount> => {
          const [start, count] = await redis.hmget(keyOf(key), 's', 'c');
          if (start === null || count === null || now - Number(start) >= windowMs) return NO_WINDOW;
          return { count: Number(count), resetMs: msLeft(Number(start), windowMs, now) };
        },
        () => fallback.peek(key, windowMs, now),
      ),
    reset: (key) =>
      shared(
        async () => {
          await redis.del(keyOf(key));
          await fallback.reset(key);
        },
        () => fallback.reset(key),
      ),
    async close() {
      await fallback.close();
      redis.disconnect();
    },
  };
}
