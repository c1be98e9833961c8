import { Redis } from 'ioredis';
import { monthOf, nextMonthStart, windowEnd, windowStart, type AdmitDecision, type ApiLimits } from './api-limits';

/**
 * KEYS: the key's window counter, the workspace's month counter. ARGV: rate limit, window counter's lifetime (ms),
 * quota, month counter's lifetime (ms), the month's count to start from (-1: none known yet).
 * Answers {outcome, window count, month count}; outcome -1 = the month counter is missing (ask again with a start),
 * 0 = refused by the rate limit, 2 = refused by the quota, 1 = admitted and counted. One script, so concurrent calls
 * from every process are decided one after the other: exactly what is left is admitted.
 */
const ADMIT_LUA = `
local q = redis.call('GET', KEYS[2])
if not q then
  if tonumber(ARGV[5]) < 0 then return {-1, 0, 0} end
  redis.call('SET', KEYS[2], ARGV[5], 'PX', ARGV[4], 'NX')
  q = redis.call('GET', KEYS[2])
end
q = tonumber(q)
local r = tonumber(redis.call('GET', KEYS[1]) or '0')
if r >= tonumber(ARGV[1]) then return {0, r, q} end
if q >= tonumber(ARGV[3]) then return {2, r, q} end
r = redis.call('INCR', KEYS[1])
if r == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
q = redis.call('INCR', KEYS[2])
return {1, r, q}
`;

type AdmitReply = [number, number, number];
type LimitsRedis = Redis & { sitewardenApiAdmit(rateKey: string, monthKey: string, ...args: (string | number)[]): Promise<AdmitReply> };

/** Month counters outlive their month by a week (late readers), then go. */
const MONTH_SLACK_MS = 7 * 86_400_000;
const OUTCOME: Record<number, AdmitDecision['refused']> = { 0: 'rate', 1: null, 2: 'quota' };

/**
 * The limits shared by every web process through Redis (REDIS_URL). Keys: `sitewarden:api:rate:<key>:<window start>`
 * and `sitewarden:api:month:<partner>:<YYYY-MM>`. A month counter missing (a new month, a flushed Redis) starts from
 * api_usage. When Redis cannot be reached the call is decided by `fallback` (this process's own counters) rather
 * than refused: the API stays up, limited per process.
 */
export function createRedisLimits(redisUrl: string, fallback: ApiLimits, onError: (error: unknown) => void): ApiLimits {
  // no queue while disconnected: a call is decided by the fallback at once rather than waiting for Redis to return
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, lazyConnect: false }) as LimitsRedis;
  redis.defineCommand('sitewardenApiAdmit', { numberOfKeys: 2, lua: ADMIT_LUA });
  // the first calls wait for the first connection attempt (a process starting), never for later reconnects
  const firstAttempt = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
    setTimeout(resolve, 2_000).unref();
  });
  /** Told once per outage, not once per call. */
  let down = false;
  redis.on('error', () => undefined);
  redis.on('ready', () => (down = false));
  function failed(error: unknown): void {
    if (down) return;
    down = true;
    onError(error);
  }
  const monthKey = (partnerId: string, now: number) => `sitewarden:api:month:${partnerId}:${monthOf(now)}`;

  return {
    async admit(request) {
      const { keyId, rateLimit, quota, now } = request;
      const rateKey = `sitewarden:api:rate:${keyId}:${windowStart(now)}`;
      const month = monthKey(request.partnerId, now);
      const args = [rateLimit, windowEnd(now) - now + 60_000, quota, nextMonthStart(now).getTime() - now + MONTH_SLACK_MS];
      await firstAttempt;
      try {
        let reply = await redis.sitewardenApiAdmit(rateKey, month, ...args, -1);
        if (reply[0] === -1) reply = await redis.sitewardenApiAdmit(rateKey, month, ...args, await request.seed());
        const [outcome, windowCount, used] = reply;
        return { refused: OUTCOME[outcome] ?? null, remaining: Math.max(0, rateLimit - windowCount), windowEndsAt: windowEnd(now), quotaUsed: used };
      } catch (error) {
        failed(error);
        return fallback.admit(request);
      }
    },
    async used(partnerId, now) {
      await firstAttempt;
      try {
        const value = await redis.get(monthKey(partnerId, now));
        return value === null ? undefined : Number(value);
      } catch {
        return fallback.used(partnerId, now);
      }
    },
    async close() {
      await fallback.close();
      redis.disconnect();
    },
  };
}
