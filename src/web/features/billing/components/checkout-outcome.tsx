import type { BillingOverview } from '../../../../shared/contracts/billing';
import { hasLiveSubscription } from '../../../../shared/helpers/billing-display';
import { PLANS } from '../../../../shared/constants/plans';
import { Alert } from '../../../components/ui/alert';

export type CheckoutReturn = 'success' | 'cancel';

export function checkoutReturn(value: string | null): CheckoutReturn | null {
  return value === 'success' || value === 'cancel' ? value : null;
}

/** Whether the screen still waits for Stripe's webhook after a paid checkout (the page polls meanwhile). */
export function awaitingCheckout(outcome: CheckoutReturn | null, billing: BillingOverview | undefined): boolean {
  return outcome === 'success' && billing !== undefined && !hasLiveSubscription(billing.status);
}

/** Back from Stripe Checkout (?checkout=): what happened, in words. */
export function CheckoutOutcome({
  outcome,
  billing,
}: {
  outcome: CheckoutReturn;
  billing: BillingOverview | undefined;
}) {
  if (outcome === 'cancel') {
    return (
      <Alert tone="neutral" role="status" title="Checkout canceled">
        Nothing was charged and your plan is unchanged. You can choose a plan again below whenever you like.
      </Alert>
    );
  }
  if (!billing || awaitingCheckout(outcome, billing)) {
    return (
      <Alert tone="info" role="status" title="Payment received, confirming your plan…">
        Stripe has your payment. Your plan changes as soon as Stripe confirms it, usually within seconds; this page
        updates by itself. If it has not changed in a few minutes, reload the page.
      </Alert>
    );
  }
  return (
    <Alert tone="healthy" role="status" title={`Thank you: you are on the ${PLANS[billing.plan].name} plan`}>
      Its limits apply from now. Your invoice is listed below.
    </Alert>
  );
}
