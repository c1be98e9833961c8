import { PLANS } from '../../../shared/constants/plans';
import { formatDuration } from '../../../shared/helpers/reliability';
import { AppError } from '../../http/errors';
import { createLimiter, type LimitStore } from '../../platform/limits';
import { authorize, type Workspace } from '../workspaces/workspace';
import { workspaceKey } from '../../db/workspace-versions';
import type { LighthouseScheduler, LighthouseTicket } from '../../jobs/lighthouse/lighthouse-scheduler';

const HOUR_MS = 60 * 60_000;

export const VIEWERS_MAY_NOT_RUN =
  'Viewers cannot start audits or performance analyses. Ask a team admin for a different role.';

const tooMany = (code: string, message: string, retryAfter: number) =>
  new AppError(429, code, `${message} Try again in ${formatDuration(retryAfter * 1000)}.`, { retryAfter });

/**
 * The rule for runs people ask for (full audits and 'Analyze Performance'; decision 032): members and above only,
 * at most `LIGHTHOUSE_PLACES.request` (lighthouse-scheduler.ts) of a workspace under way at once, and the plan's `lighthouseRunsPerHour` per
 * workspace. Refusals are 429 with `details.retryAfter` (and the Retry-After header). The places are this process's
 * (its Lighthouse runs here); the hourly count is the LimitStore's, shared by the web processes with REDIS_URL.
 */
export function createLighthouseRequests({
  scheduler,
  store,
  windowMs = HOUR_MS,
}: {
  scheduler: LighthouseScheduler;
  store: LimitStore;
  windowMs?: number;
}) {
  // one count per workspace whatever its plan; each hit is held to the plan's allowance of the moment
  const runs = createLimiter(store, 'lighthouse-runs', Number.MAX_SAFE_INTEGER, windowMs);

  return {
    /** Viewers only look: a run takes a share of the Lighthouse capacity every workspace shares. */
    authorize(ws: Workspace): void {
      authorize(ws, 'monitoring:write', VIEWERS_MAY_NOT_RUN);
    },

    /** A place in line for one run of the workspace; the caller runs it or releases it. */
    async admit(ws: Workspace): Promise<LighthouseTicket> {
      const key = workspaceKey(ws);
      const admission = scheduler.admit(key, 'request');
      if (!admission.ok)
        throw tooMany(
          'LIGHTHOUSE_BUSY',
          `This workspace already has ${scheduler.held(key, 'request')} audits and performance analyses waiting or running.`,
          admission.retryAfterSeconds,
        );
      const wait = await runs.hit(key, undefined, PLANS[ws.plan].lighthouseRunsPerHour);
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
