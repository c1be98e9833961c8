import { isApiError } from '../../../lib/api-client';

/**
 * The server's 403 refusal of one more monitor on this domain (the plan's monitors per domain; decision 048), or null
 * for any other failure. The code is the plan-limit family's (PLAN_LIMIT_REACHED, MONITOR_LIMIT_REACHED...), never
 * a permission refusal.
 */
export function monitorLimitFromError(error: unknown): { message: string } | null {
  if (!isApiError(error) || error.status !== 403 || !/LIMIT/.test(error.code)) return null;
  return { message: error.message };
}
