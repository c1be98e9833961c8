import { CreditCard, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { BillingOverview } from '../../../../shared/contracts/billing';
import { formatBillingDate, formatMoney, hasLiveSubscription } from '../../../../shared/helpers/billing-display';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastActionError } from '../../../lib/action-errors';
import { useProfileTimeZone } from '../../../lib/use-readable-time';
import { toast } from '../../../lib/toast';
import { useCancelSubscription, useOpenPortal, useResumeSubscription } from '../api/billing-mutations';
import { PlanLimitsCard } from './plan-limits-card';
import { SubscriptionStatusBadge } from './status-badge';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="text-sm text-fg">{children}</dd>
    </div>
  );
}

/** Where the subscription stands: next invoice, payment method, a pending cancellation or a failed payment. */
function SubscriptionFacts({ billing }: { billing: BillingOverview }) {
  const zone = useProfileTimeZone();
  const date = (value: string) => formatBillingDate(value, zone);
  const { nextInvoice, paymentMethod, cancelAt, currentPeriodEnd } = billing;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Fact label="Billed to">
        {billing.billedTo.kind === 'team' ? `${billing.billedTo.name} (team)` : billing.billedTo.name}
      </Fact>
      {cancelAt ? (
        <Fact label="Ends on">{date(cancelAt)}</Fact>
      ) : nextInvoice ? (
        <Fact label="Next invoice">
          {formatMoney(nextInvoice.amount, nextInvoice.currency)} on {date(nextInvoice.date)}
        </Fact>
      ) : currentPeriodEnd ? (
        <Fact label="Current period ends">{date(currentPeriodEnd)}</Fact>
      ) : null}
      {paymentMethod ? (
        <Fact label="Payment method">
          <span className="inline-flex items-center gap-1.5">
            <CreditCard aria-hidden="true" className="size-4 text-fg-muted" />
            <span className="capitalize">{paymentMethod.brand}</span> ending {paymentMethod.last4}
          </span>
          <span className="block text-xs text-fg-muted">
            Expires {String(paymentMethod.expMonth).padStart(2, '0')}/{paymentMethod.expYear}
          </span>
        </Fact>
      ) : null}
    </dl>
  );
}

function PastDueNotice({ graceUntil }: { graceUntil: string | null }) {
  const zone = useProfileTimeZone();
  return (
    <Alert tone="critical" role="status" title="Your last payment failed">
      {graceUntil
        ? `Your paid plan is kept until ${formatBillingDate(graceUntil, zone)}. Update your payment details before then, or the workspace moves to the Free plan.`
        : 'Update your payment details to keep your paid plan.'}
    </Alert>
  );
}

/** Cancel (at the end of the paid period, after a confirmation) or take a cancellation back. */
function CancelOrResume({ billing }: { billing: BillingOverview }) {
  const zone = useProfileTimeZone();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  if (billing.cancelAt) {
    return (
      <Button
        variant="outline"
        loading={resume.isPending}
        onClick={() =>
          resume.mutate(undefined, {
            onSuccess: () =>
              toast({ title: 'Subscription resumed', description: 'Your plan continues and renews as before.' }),
            onError: (error) => toastActionError(error, 'Couldn’t resume the subscription', 'Please try again.'),
          })
        }
      >
        Resume subscription
      </Button>
    );
  }
  const end = billing.currentPeriodEnd ? formatBillingDate(billing.currentPeriodEnd, zone) : null;
  return (
    <>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Cancel subscription
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your subscription?"
        description={
          <p>
            {end
              ? `You keep the paid plan until ${end}, then the workspace moves to the Free plan.`
              : 'The workspace moves to the Free plan at the end of the paid period.'}{' '}
            Domains and monitors above the Free plan’s limits are paused, never deleted. You can resume until then.
          </p>
        }
        confirmLabel="Cancel subscription"
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: 'Subscription canceled', description: end ? `Your plan stays until ${end}.` : undefined });
            },
            onError: (error) => toastActionError(error, 'Couldn’t cancel the subscription', 'Please try again.'),
          })
        }
      />
    </>
  );
}

function PortalButton() {
  const portal = useOpenPortal();
  return (
    <Button
      variant="outline"
      loading={portal.isPending || portal.isSuccess}
      onClick={() =>
        portal.mutate(undefined, {
          onError: (error) => toastActionError(error, 'Couldn’t open the payment details', 'Please try again.'),
        })
      }
    >
      Manage payment details
      <ExternalLink aria-hidden="true" />
    </Button>
  );
}

/** The plan paid through Stripe, its status and what the owner (or a team admin) can do about it. */
export function SubscriptionCard({ billing }: { billing: BillingOverview }) {
  const live = hasLiveSubscription(billing.status);
  // a customer exists once anything was paid: the portal has cards and receipts to show
  const hasCustomer = live || billing.invoices.length > 0 || billing.paymentMethod !== null;
  return (
    <PlanLimitsCard plan={billing.plan} badge={<SubscriptionStatusBadge status={billing.status} />}>
      {billing.status === 'past_due' ? <PastDueNotice graceUntil={billing.graceUntil} /> : null}
      <SubscriptionFacts billing={billing} />
      {billing.canManage ? (
        hasCustomer ? (
          <div className="flex flex-wrap gap-2">
            <PortalButton />
            {live ? <CancelOrResume billing={billing} /> : null}
          </div>
        ) : null
      ) : (
        <p className="text-sm text-fg-muted">
          The owner and admins of {billing.billedTo.name} manage its billing. Ask one of them to change the plan.
        </p>
      )}
    </PlanLimitsCard>
  );
}
