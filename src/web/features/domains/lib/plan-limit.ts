import type { User } from '../../../../shared/contracts/auth';
import { PLANS } from '../../../../shared/constants/plans';
import { isSubscriptionTier } from '../../../../shared/helpers/domain-limit';
import { isApiError } from '../../../lib/api-client';

/** The domain maximum that stops another domain being added (SPEC §5, §9.1), with the plan it belongs to. */
export interface PlanLimit {
  limit: number;
  planName: string;
}

/**
 * Known before submitting in the personal workspace: the user's own plan sets the limit, counted against the active
 * domains. A team workspace is limited by its owner's plan, which the client does not know; there the server's
 * refusal (below) says so.
 */
export function reachedPlanLimit(user: User, activeDomains: number | undefined): PlanLimit | null {
  if (user.currentTeamId !== null || activeDomains === undefined) return null;
  const plan = PLANS[user.subscriptionTier];
  return activeDomains >= plan.maxDomains ? { limit: plan.maxDomains, planName: plan.name } : null;
}

/** The server's 403 PLAN_LIMIT_REACHED (details: limit and plan), or null for any other failure. */
export function planLimitFromError(error: unknown): PlanLimit | null {
  if (!isApiError(error) || error.code !== 'PLAN_LIMIT_REACHED') return null;
  const details = (error.details ?? {}) as { limit?: unknown; plan?: unknown };
  if (typeof details.limit !== 'number' || !isSubscriptionTier(details.plan)) return null;
  return { limit: details.limit, planName: PLANS[details.plan].name };
}
