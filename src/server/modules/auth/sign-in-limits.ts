import { addressKey } from '../../http/rate-limit-key';
import { createLimiter, type LimitStore } from '../../platform/limits';
import type { RateLimit } from './auth.routes';

/**
 * How password guessing is slowed without letting a stranger lock the owner out (decision 030). Only sign-in
 * attempts count: sign-ups and reset requests for an address never touch these counters.
 */
export interface SignInLimitSettings {
  /** Attempts from one address at one e-mail; a correct password starts them again. The hard limit (429). */
  pair: RateLimit;
  /** Failed sign-ins at one e-mail from every address together, after which the e-mail is under attack. */
  email: RateLimit;
  /** The attempts each address gets at an e-mail under attack, instead of `pair.max`. */
  pairUnderAttack: number;
}

export interface SignInLimits {
  /** Counts an attempt from `ip` at `email`: 0 to go ahead, otherwise the seconds to wait. */
  attempt(ip: string, email: string, now?: number): Promise<number>;
  failed(email: string, now?: number): Promise<void>;
  succeeded(ip: string, email: string): Promise<void>;
}

/** Counted in the process's LimitStore: with REDIS_URL, every web process's attempts count together (decision 080). */
export function createSignInLimits(store: LimitStore, settings: SignInLimitSettings): SignInLimits {
  const attempts = createLimiter(store, 'sign-in:pair', settings.pair.max, settings.pair.timeWindow);
  const failures = createLimiter(store, 'sign-in:failures', settings.email.max, settings.email.timeWindow);
  const pairKey = (ip: string, email: string) => `${addressKey(ip)}|${email}`;
  return {
    async attempt(ip, email, now) {
      // Under attack each address gets fewer tries, so many addresses together guess more slowly. The owner's
      // address still has its own: nobody else's attempts count against it.
      const allowance = (await failures.reached(email, now))
        ? Math.min(settings.pairUnderAttack, settings.pair.max)
        : settings.pair.max;
      return attempts.hit(pairKey(ip, email), now, allowance);
    },
    async failed(email, now) {
      await failures.hit(email, now);
    },
    succeeded: (ip, email) => attempts.reset(pairKey(ip, email)),
  };
}
