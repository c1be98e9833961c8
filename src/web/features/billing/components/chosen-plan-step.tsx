import { useEffect, useRef } from 'react';
import { PLANS } from '../../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import type { BillingOverview, PaidTier } from '../../../../shared/contracts/billing';
import { hasLiveSubscription } from '../../../../shared/helpers/billing-display';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-errors';
import { useStartCheckout } from '../api/billing-mutations';
import { OperatorPlanHelp } from './operator-plan-help';

/**
 * A paid plan chosen on the pricing page (/billing?plan=, after signing up): straight to Stripe Checkout, or to the
 * plan-change preview when a subscription exists. `onHandled` drops the parameter first, so that coming back from
 * Stripe with the Back button does not start another checkout.
 */
export function ChosenPlanStep({
  plan,
  billing,
  onChange,
  onHandled,
}: {
  plan: PaidTier;
  billing: BillingOverview;
  onChange: (plan: SubscriptionTier) => void;
  onHandled: () => void;
}) {
  const checkout = useStartCheckout();
  const started = useRef(false);
  const name = PLANS[plan].name;
  const mayPay = billing.mode === 'stripe' && billing.canManage && plan !== billing.plan;
  const live = hasLiveSubscription(billing.status);

  useEffect(() => {
    if (!mayPay || started.current) return;
    started.current = true;
    onHandled();
    if (live) onChange(plan);
    else
      checkout.mutate(plan, {
        onError: (error) => toastActionError(error, 'Couldn’t open Stripe Checkout', 'Please try again.'),
      });
  }, [mayPay, live, plan, onChange, onHandled, checkout]);

  if (billing.mode === 'operator') {
    return (
      <Alert tone="info" role="status" title={`You chose the ${name} plan`}>
        <OperatorPlanHelp billing={billing} plan={name} />
      </Alert>
    );
  }
  if (!billing.canManage) {
    return (
      <Alert tone="info" role="status" title={`You chose the ${name} plan`}>
        The owner and admins of {billing.billedTo.name} manage its plan. Ask one of them to change it.
      </Alert>
    );
  }
  if (live || plan === billing.plan) return null;
  if (checkout.isError) {
    return (
      <Alert
        tone="critical"
        role="alert"
        title="Stripe Checkout didn’t open"
        action={
          <Button size="sm" variant="outline" loading={checkout.isPending} onClick={() => checkout.mutate(plan)}>
            Try again
          </Button>
        }
      >
        Nothing was charged. Try again, or choose a plan below.
      </Alert>
    );
  }
  return (
    <Alert tone="info" role="status" title={`Taking you to Stripe Checkout for the ${name} plan…`}>
      You pay on Stripe’s secure page and come back here afterwards.
    </Alert>
  );
}
