import type { Redis } from 'ioredis';
import { connectSharedRedis } from '../../platform/limits/shared-redis';
import { monthOf, nextMonthStart, windowEnd, windowStart, type AdmitDecision, type ApiLimits } from './api-limits';

/**
 * KEYS: the key's window counter, the workspace's month counter. ARGV: rate limit, window counter's lifetime (ms),
 * quota, month counter's lifetime (ms), the month's count to start from, the window's count to start from (-1: none
 * known yet). Answers {outcome, window count, month count}; outcome -1 = a counter is missing (then {-1, window
 * missing, month missing}: ask again with its start), 0 = refused by the rate limit, 2 = refused by the quota, 1 =
 * admitted and counted. One script, so concurrent calls from every process are decided one after the other: exactly
 * what is left is admitted.
 */
const ADMIT_LUA = `
local r = redis.call('GET', KEYS[1])
local q = redis.call('GET', KEYS[2])
local needWindow = (not r) and tonumber(ARGV[6]) < 0
local needMonth = (not q) and tonumber(ARGV[5]) < 0
if needWindow or needMonth then return {-1, needWindow and 1 or 0, needMonth and 1 or 0} end
if not q then
  redis.call('SET', KEYS[2], ARGV[5], 'PX', ARGV[4], 'NX')
  q = redis.call('GET', KEYS[2])
end
if not r then
  redis.call('SET', KEYS[1], ARGV[6], 'PX', ARGV[2], 'NX')
  r = redis.call('GET', KEYS[1])
end
q = tonumber(q)
r = tonumber(r)
if r >= tonumber(ARGV[1]) then return {0, r, q} end
if q >= tonumber(ARGV[3]) then return {2, r, q} end
r = redis.call('INCR', KEYS[1])
q = redis.call('INCR', KEYS[2])
return {1, r, q}
`;

/** Rounds of "a counter is missing: read its start from api_usage, ask again" before this process decides alone. */
const SEED_ROUNDS = 3;

type AdmitReply = [number, number, number];
type LimitsRedis = Redis & {
  sitewardenApiAdmit(rateKey: string, monthKey: string, ...args: (string | number)[]): Promise<AdmitReply>;
};

/** Month counters outlive their month by a week (late readers), then go. */
const MONTH_SLACK_MS = 7 * 86_400_000;
const OUTCOME: Record<number, AdmitDecision['refused']> = { 0: 'rate', 1: null, 2: 'quota' };

/**
 * The limits shared by every web process through Redis (REDIS_URL). Keys: `sitewarden:api:rate:<key>:<window start>`
 * and `sitewarden:api:month:<partner>:<YYYY-MM>`. A counter missing (a new window or month, a flushed Redis) starts
 * from api_usage: the key's calls since its window began, the workspace's since its month began (calls of the last
 * second, still in the usage recorder's batch, are not there yet). When Redis cannot be reached the call is decided by `fallback` (this process's own counters) rather
 * than refused: the API stays up, limited per process.
 */
export function createRedisLimits(redisUrl: string, fallback: ApiLimits, onError: (error: unknown) => void): ApiLimits {
  const connection = connectSharedRedis(redisUrl, onError);
  const redis = connection.redis as LimitsRedis;
  redis.defineCommand('sitewardenApiAdmit', { numberOfKeys: 2, lua: ADMIT_LUA });
  const { shared } = connection;
  const monthKey = (partnerId: string, now: number) => `sitewarden:api:month:${partnerId}:${monthOf(now)}`;

  return {
    async admit(request) {
      const { keyId, rateLimit, quota, now } = request;
      const rateKey = `sitewarden:api:rate:${keyId}:${windowStart(now)}`;
      const month = monthKey(request.partnerId, now);
      const args = [
        rateLimit,
        windowEnd(now) - now + 60_000,
        quota,
        nextMonthStart(now).getTime() - now + MONTH_SLACK_MS,
      ];
      return shared(
        async () => {
          // a counter missing (a new window or month, a flushed Redis) starts from what api_usage recorded
          let monthSeed = -1;
          let windowSeed = -1;
          for (let round = 0; round < SEED_ROUNDS; round++) {
            const reply = await redis.sitewardenApiAdmit(rateKey, month, ...args, monthSeed, windowSeed);
            if (reply[0] !== -1) {
              const [outcome, windowCount, used] = reply;
              return {
                refused: OUTCOME[outcome] ?? null,
                remaining: Math.max(0, rateLimit - windowCount),
                windowEndsAt: windowEnd(now),
                quotaUsed: used,
              };
            }
            [windowSeed, monthSeed] = await Promise.all([
              reply[1] ? request.windowSeed() : windowSeed,
              reply[2] ? request.seed() : monthSeed,
            ]);
          }
          return fallback.admit(request);
        },
        () => fallback.admit(request),
      );
    },
    used: (partnerId, now) =>
      shared(
        async () => {
          const value = await redis.get(monthKey(partnerId, now));
          return value === null ? undefined : Number(value);
        },
        () => fallback.used(partnerId, now),
      ),
    async close() {
      await fallback.close();
      redis.disconnect();
    },
  };
}
