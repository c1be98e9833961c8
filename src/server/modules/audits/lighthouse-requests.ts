import type { SubscriptionTier } from '../../../shared/contracts/auth';
import { PLANS } from '../../../shared/constants/plans';
import { formatDuration } from '../../../shared/helpers/reliability';
import { AppError } from '../../http/errors';
import { createLimiter, type Limiter } from '../../http/limiter';
import { authorize, type Workspace } from '../workspaces/workspace';
import { workspaceKey } from '../workspaces/workspace-versions';
import type { LighthouseScheduler, LighthouseTicket } from './lighthouse-scheduler';

const HOUR_MS = 60 * 60_000;

export const VIEWERS_MAY_NOT_RUN =
  'Viewers cannot start audits or performance analyses. Ask a team admin for a different role.';

const tooMany = (code: string, message: string, retryAfter: number) =>
  new AppError(429, code, `${message} Try again in ${formatDuration(retryAfter * 1000)}.`, { retryAfter });

/**
 * The rule for runs people ask for (full audits and 'Analyze Performance'; decision 032): members and above only,
 * at most `LIGHTHOUSE_PLACES.request` (lighthouse-scheduler.ts) of a workspace under way at once, and the plan's `lighthouseRunsPerHour` per
 * workspace. Refusals are 429 with `details.retryAfter` (and the Retry-After header). Counted in this process.
 */
export function createLighthouseRequests({ scheduler, windowMs = HOUR_MS }: { scheduler: LighthouseScheduler; windowMs?: number }) {
  const limiters = new Map<SubscriptionTier, Limiter>();
  const limiterOf = (plan: SubscriptionTier): Limiter => {
    let limiter = limiters.get(plan);
    if (!limiter) limiters.set(plan, (limiter = createLimiter(PLANS[plan].lighthouseRunsPerHour, windowMs)));
    return limiter;
  };

  return {
    /** Viewers only look: a run takes a share of the Lighthouse capacity every workspace shares. */
    authorize(ws: Workspace): void {
      authorize(ws, 'monitoring:write', VIEWERS_MAY_NOT_RUN);
    },

    /** A place in line for one run of the workspace; the caller runs it or releases it. */
    admit(ws: Workspace): LighthouseTicket {
      const key = workspaceKey(ws);
      const admission = scheduler.admit(key, 'request');
      if (!admission.ok)
        throw tooMany(
          'LIGHTHOUSE_BUSY',
          `This workspace already has ${scheduler.held(key, 'request')} audits and performance analyses waiting or running.`,
          admission.retryAfterSeconds,
        );
      const wait = limiterOf(ws.plan).hit(key);
      if (wait > 0) {
        admission.ticket.release();
        const plan = PLANS[ws.plan];
        throw tooMany(
          'RATE_LIMITED',
          `The ${plan.name} plan allows ${plan.lighthouseRunsPerHour} audits and performance analyses an hour per workspace, and this workspace has started them all.`,
          wait,
        );
      }
      return admission.ticket;
    },
  };
}

export type LighthouseRequests = ReturnType<typeof createLighthouseRequests>;
