import { PLAN_ORDER, PLANS } from '../../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import type { BillingOverview } from '../../../../shared/contracts/billing';
import { chosenPaidPlan, hasLiveSubscription, isUpgrade } from '../../../../shared/helpers/billing-display';
import { planHighlights } from '../../../../shared/helpers/plan-limits';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-errors';
import { cn } from '../../../lib/cn';
import { useStartCheckout } from '../api/billing-mutations';
import { MonthlyPrice } from './plan-limits-card';

/**
 * The four plans with a way to each: without a subscription a paid plan opens Stripe Checkout; with one, any plan opens
 * the proration preview (`onChange`). Free has no button until there is a subscription to leave.
 */
export function PlanChoices({
  billing,
  onChange,
}: {
  billing: BillingOverview;
  onChange: (plan: SubscriptionTier) => void;
}) {
  const live = hasLiveSubscription(billing.status);
  const checkout = useStartCheckout();
  const choose = (tier: SubscriptionTier) => {
    const paid = chosenPaidPlan(tier);
    if (live) onChange(tier);
    else if (paid)
      checkout.mutate(paid, {
        onError: (error) => toastActionError(error, 'Couldn’t open Stripe Checkout', 'Please try again.'),
      });
  };
  return (
    <ul aria-label="Plans" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {PLAN_ORDER.map((tier) => {
        const plan = PLANS[tier];
        const current = tier === billing.plan;
        const offered = !current && (live || tier !== 'free');
        const going = checkout.variables === tier && (checkout.isPending || checkout.isSuccess);
        return (
          <li
            key={tier}
            aria-labelledby={`billing-plan-${tier}`}
            data-plan={tier}
            className={cn(
              'flex flex-col gap-3 rounded-xl border bg-surface p-5 shadow-xs',
              current ? 'border-accent ring-1 ring-accent' : 'border-line',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 id={`billing-plan-${tier}`} className="font-semibold text-fg">
                {plan.name}
              </h3>
              {current ? <Badge tone="accent">Current plan</Badge> : null}
            </div>
            <MonthlyPrice usd={plan.priceUsdMonthly} />
            <ul className="grid flex-1 content-start gap-1 text-sm text-fg-muted">
              {planHighlights(plan)
                .slice(0, 4)
                .map((line) => (
                  <li key={line}>{line}</li>
                ))}
            </ul>
            {offered && billing.canManage ? (
              <Button
                variant={isUpgrade(billing.plan, tier) ? 'primary' : 'outline'}
                loading={going}
                disabled={checkout.isPending}
                onClick={() => choose(tier)}
              >
                {isUpgrade(billing.plan, tier) ? `Upgrade to ${plan.name}` : `Switch to ${plan.name}`}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
