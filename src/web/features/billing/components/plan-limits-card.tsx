import { PLANS } from '../../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { formatMonthlyPrice } from '../../../../shared/helpers/plan-display';
import { PlanHighlightList } from '../../../components/plans/plan-card';
import { Card } from '../../../components/ui/card';
import type { ReactNode } from 'react';

/** '$29/month', the figure large. */
export function MonthlyPrice({ usd }: { usd: number }) {
  return (
    <p className="text-sm text-fg-muted">
      <span className="text-2xl font-semibold text-fg tabular-nums">{formatMonthlyPrice(usd)}</span>
      /month
    </p>
  );
}

/** The plan in force and every limit it sets (SPEC §9.1), with what this person may do about it underneath. */
export function PlanLimitsCard({
  plan,
  badge,
  children,
}: {
  plan: SubscriptionTier;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const details = PLANS[plan];
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold tracking-tight text-fg">{details.name} plan</h3>
          {badge}
        </div>
        <MonthlyPrice usd={details.priceUsdMonthly} />
      </div>
      {children}
      <PlanHighlightList plan={details} className="sm:grid-cols-2" />
    </Card>
  );
}
