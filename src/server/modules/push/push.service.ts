import type { PushKind } from '../../../shared/contracts/push';
import { AppError, tooManyRequests } from '../../http/errors';
import { createLimiter, createMemoryLimitStore, type LimitStore } from '../../platform/limits';
import type { PingBuffer } from './ping-buffer';
import { hashPushToken, isPlausiblePushToken } from './push-token';
import type { TokenCache } from './token-cache';

export interface PushLimit {
  max: number;
  timeWindow: number;
}

export interface PushLimits {
  /**
   * Pings per token: 60 a minute, all of them at once if need be. The shortest period is a minute and a run sends
   * two (`/start`, then the end), so this leaves room for retries and for a few hosts sharing one monitor, while a
   * script pinging in a loop costs at most a row a second.
   */
  perToken: PushLimit;
  /**
   * Unknown tokens per caller address (IPv6 by /64): each is a database lookup. Over it, a wrong token answers 429
   * and the address's lookups run one at a time; a real token is still taken.
   */
  unknownPerAddress: PushLimit;
}

export const DEFAULT_PUSH_LIMITS: PushLimits = {
  perToken: { max: 60, timeWindow: 60_000 },
  unknownPerAddress: { max: 30, timeWindow: 60_000 },
};

/** Asks for a heartbeat monitor's check now (a one-off `check` job), so a reported failure alerts without waiting. */
export type RequestCheck = (monitorId: string, domainId: string) => Promise<void>;

export interface Ping {
  token: string;
  /** From the path: `/start`, `/fail`, or the plain URL. */
  kind: PushKind;
  exitCode: number | null;
  message: string | null;
  /** The caller's address key (rate-limit-key.ts). */
  address: string;
}

export interface PushServiceDeps {
  cache: TokenCache;
  buffer: PingBuffer;
  limits?: PushLimits;
  /** Where the limits count (the process's; shared by the web processes with REDIS_URL): this service's own by default. */
  store?: LimitStore;
  now?: () => number;
}

export const BUSY_RETRY_AFTER_SECONDS = 5;
const MAX_FAILING_REMEMBERED = 100_000;

const unknownToken = () =>
  new AppError(404, 'PUSH_TOKEN_UNKNOWN', 'No heartbeat monitor has this push URL.', {
    hint: "Copy the push URL again from the monitor's page: it changes when a new one is made.",
  });

/**
 * What a ping does (decision 049): token -> monitor from memory, the per-token limit, then the ping queued for the
 * next batch. A failure (`/fail` or a non-zero exit code) asks for the monitor's check once it is stored, and so does
 * the first success after a failure this process saw: both change the monitor's state at once rather than at its
 * next silence check.
 */
export function createPushService({
  cache,
  buffer,
  limits = DEFAULT_PUSH_LIMITS,
  store = createMemoryLimitStore(),
  now = Date.now,
}: PushServiceDeps) {
  const perToken = createLimiter(store, 'push:token', limits.perToken.max, limits.perToken.timeWindow);
  const unknownPerAddress = createLimiter(
    store,
    'push:unknown',
    limits.unknownPerAddress.max,
    limits.unknownPerAddress.timeWindow,
  );
  /** Monitors whose latest ping through this process reported a failure. */
  const failing = new Set<string>();
  /** Per address over the guess limit: the end of its line of lookups. */
  const lines = new Map<string, Promise<void>>();

  /**
   * A lookup for an address over the guess limit waits for that address's previous one: a guesser's queries run one
   * at a time instead of side by side, while a real token from the same address is still found (decision 068).
   */
  function inLine<T>(address: string, work: () => Promise<T>): Promise<T> {
    const previous = lines.get(address) ?? Promise.resolve();
    const run = previous.then(work);
    const end = run.then(
      () => undefined,
      () => undefined,
    );
    lines.set(address, end);
    void end.then(() => {
      if (lines.get(address) === end) lines.delete(address);
    });
    return run;
  }

  async function refuseUnknown(address: string, at: number): Promise<never> {
    const wait = await unknownPerAddress.hit(address, at);
    if (wait > 0) throw tooManyRequests(wait);
    throw unknownToken();
  }

  return {
    async receive(ping: Ping): Promise<void> {
      const at = now();
      if (!isPlausiblePushToken(ping.token)) await refuseUnknown(ping.address, at);
      const hash = hashPushToken(ping.token);
      let target = cache.peek(hash);
      if (target === undefined) {
        // a lookup: a caller who has guessed too many tokens lately waits in line for it (a wrong token is then
        // answered 429, a real one is taken: the limit is for guesses)
        const lookup = async () => (await cache.resolve(hash)) ?? null;
        target = (await unknownPerAddress.reached(ping.address, at))
          ? await inLine(ping.address, lookup)
          : await lookup();
      }
      if (!target) return refuseUnknown(ping.address, at);
      const wait = await perToken.hit(hash, at);
      if (wait > 0) throw tooManyRequests(wait);

      const kind: PushKind = ping.kind === 'ping' && ping.exitCode ? 'fail' : ping.kind;
      let check = false;
      if (kind === 'fail') {
        check = true;
        // bounded by the monitors that fail at once; a deleted one's id would otherwise stay
        if (failing.size >= MAX_FAILING_REMEMBERED) failing.clear();
        failing.add(target.monitorId);
      } else if (kind === 'ping' && failing.delete(target.monitorId)) {
        check = true;
      }
      const queued = buffer.add(
        {
          monitorId: target.monitorId,
          domainId: target.domainId,
          tokenHash: hash,
          kind,
          exitCode: ping.exitCode,
          message: ping.message,
          receivedAt: new Date(at),
        },
        check,
      );
      if (!queued) {
        throw new AppError(503, 'PUSH_BUSY', 'Service temporarily unavailable. Please try again later.', {
          retryAfter: BUSY_RETRY_AFTER_SECONDS,
        });
      }
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
