import type { SubscriptionTier } from '../../../../shared/contracts/auth';

/** Query keys of the billing feature, named by their paths (issue 19). */
export const billingKeys = {
  overview: ['/api/billing'] as const,
  preview: (plan: SubscriptionTier) => ['/api/billing', 'preview', plan] as const,
};

export const BILLING_PATH = '/api/billing';
