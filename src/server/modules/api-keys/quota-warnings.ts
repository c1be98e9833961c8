import { API_QUOTA_WARNING_SHARE } from '../../../shared/constants/partner-api';
import { PLANS } from '../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { BackgroundTasks } from '../../background-tasks';
import type { Mailer } from '../../notifications/mailer';
import { apiQuotaWarningEmail } from '../../notifications/templates/api-quota-warning';
import { monthOf, nextMonthStart } from './api-limits';
import type { ApiKeysRepository, PartnerRow } from './api-keys.repository';

export interface QuotaWarningsDeps {
  repo: Pick<ApiKeysRepository, 'claimQuotaWarning' | 'ownerEmail'>;
  mailer: Mailer;
  background: Pick<BackgroundTasks, 'run'>;
  publicUrl: string;
}

/**
 * The 80% warning (SPEC §9.1 quotas): once a month per workspace, to its owner. The database row decides who sends
 * it (partners.quota_warned_month, claimed by one update), so several processes crossing the line together send one
 * mail; this process remembers what it already settled so that the calls after the line cost nothing.
 */
export function createQuotaWarnings({ repo, mailer, background, publicUrl }: QuotaWarningsDeps) {
  const settled = new Map<string, string>();
  const base = publicUrl.replace(/\/+$/, '');

  return {
    /** Told after each admitted call; starts the e-mail in the background when the line is crossed. */
    check(
      partner: Pick<PartnerRow, 'id' | 'userId' | 'teamId'>,
      plan: SubscriptionTier,
      used: number,
      now: number,
    ): void {
      const limit = PLANS[plan].apiRequestsMonthly;
      if (used < Math.ceil(limit * API_QUOTA_WARNING_SHARE)) return;
      const month = monthOf(now);
      if (settled.get(partner.id) === month) return;
      settled.set(partner.id, month);
      background.run('API quota warning e-mail', async () => {
        if (!(await repo.claimQuotaWarning(partner.id, month))) return;
        const to = await repo.ownerEmail(partner);
        if (!to) return;
        const content = apiQuotaWarningEmail({
          used,
          limit,
          planName: PLANS[plan].name,
          resetsAt: nextMonthStart(now),
          usageUrl: `${base}/partner-api`,
          pricingUrl: `${base}/pricing`,
        });
        await mailer.send({ to, ...content });
      });
    },
  };
}
export type QuotaWarnings = ReturnType<typeof createQuotaWarnings>;
