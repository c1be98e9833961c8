import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS } from '../../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { formatMonthlyPrice } from '../../../../shared/helpers/plan-display';
import { PlanHighlightList } from '../../../components/plans/plan-card';
import { Button } from '../../../components/ui/button';
import { SIGN_UP_PATH } from '../lib/links';

/** The plan that suits a page's reader, with its real limits (SPEC §9.1) and the reason it fits. */
export function PlanRecommendation({ tier, why }: { tier: SubscriptionTier; why: string }) {
  const plan = PLANS[tier];
  return (
    <div className="mx-auto grid max-w-4xl gap-8 rounded-2xl border border-accent/40 bg-surface p-6 shadow-sm sm:p-8 md:grid-cols-[1fr_1.1fr]">
      <div>
        <p className="text-sm font-semibold text-accent-text">Suggested plan</p>
        <p className="mt-2 text-2xl font-semibold text-fg">
          {plan.name}{' '}
          <span className="text-base font-normal text-fg-muted tabular-nums">
            {formatMonthlyPrice(plan.priceUsdMonthly)}/month
          </span>
        </p>
        <p className="mt-3 text-sm leading-6 text-pretty text-fg-muted">{why}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={SIGN_UP_PATH}>
              Start free
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/pricing">Compare plans</Link>
          </Button>
        </div>
      </div>
      <PlanHighlightList plan={plan} />
    </div>
  );
}
