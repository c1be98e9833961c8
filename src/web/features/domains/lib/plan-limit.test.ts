import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { planLimitFromError } from './plan-limit';

const refusal = (details: unknown) =>
  new ApiError({ status: 403, code: 'PLAN_LIMIT_REACHED', message: 'Limit reached', details });

describe("the server's plan-limit refusal (SPEC §5)", () => {
  it('names the limit and the plan of the refusal', () => {
    expect(planLimitFromError(refusal({ limit: 10, plan: 'pro' }))).toEqual({ limit: 10, planName: 'Pro' });
    expect(planLimitFromError(refusal({ limit: 50, plan: 'agency' }))).toEqual({ limit: 50, planName: 'Agency' });
  });

  it('is no plan-limit refusal without a known plan and a numeric limit, or with another code', () => {
    expect(planLimitFromError(refusal({ limit: 10, plan: 'platinum' }))).toBeNull();
    expect(planLimitFromError(refusal({ limit: 10, plan: 'toString' }))).toBeNull();
    expect(planLimitFromError(refusal({ limit: '10', plan: 'pro' }))).toBeNull();
    expect(planLimitFromError(refusal(undefined))).toBeNull();
    expect(
      planLimitFromError(
        new ApiError({ status: 403, code: 'FORBIDDEN', message: 'No', details: { limit: 1, plan: 'free' } }),
      ),
    ).toBeNull();
    expect(planLimitFromError(new Error('offline'))).toBeNull();
  });
});
