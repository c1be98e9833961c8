import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import type { BillingOverview, PaidTier } from '../../../../shared/contracts/billing';
import { chosenPaidPlan } from '../../../../shared/helpers/billing-display';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentWorkspace } from '../../../lib/workspace';
import { billingQueryOptions } from '../api/get-billing';
import { awaitingCheckout, checkoutReturn, CheckoutOutcome } from './checkout-outcome';
import { ChosenPlanStep } from './chosen-plan-step';
import { InvoicesTable } from './invoices-table';
import { OperatorPlanHelp } from './operator-plan-help';
import { PausedByPlanNotice } from './paused-by-plan-notice';
import { PlanChangeDialog } from './plan-change-dialog';
import { PlanChoices } from './plan-choices';
import { PlanLimitsCard } from './plan-limits-card';
import { SubscriptionCard } from './subscription-card';

/** After a paid checkout, the webhook usually lands within seconds; the screen asks again meanwhile, then stops. */
const CHECKOUT_POLL_MS = 2_000;
const CHECKOUT_WAIT_MS = 2 * 60_000;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BillingSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading billing" className="grid gap-3 p-6">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-72 max-w-full" />
      <Skeleton className="h-4 w-56 max-w-full" />
    </Card>
  );
}

/** Those who may not see billing (a viewer, the demo): the plan in force and who to ask, no buttons. */
function ReadOnlyBilling() {
  const workspace = useCurrentWorkspace().data;
  if (!workspace) return <BillingSkeleton />;
  return (
    <PlanLimitsCard plan={workspace.plan}>
      <p className="text-sm text-fg-muted">
        {workspace.kind === 'team'
          ? 'The owner and admins of this team manage its billing. Ask one of them to change the plan.'
          : 'This account’s billing cannot be changed here.'}
      </p>
    </PlanLimitsCard>
  );
}

/** No Stripe on this installation: the operator assigns plans. */
function OperatorBilling({ billing, notice, chosen, onChosenHandled }: ModeProps) {
  return (
    <Section id="billing-plan-heading" title="Your plan">
      {notice}
      {chosen ? (
        <ChosenPlanStep plan={chosen} billing={billing} onChange={() => undefined} onHandled={onChosenHandled} />
      ) : null}
      <PlanLimitsCard plan={billing.plan}>
        <Alert tone="info" title="Plans are assigned by this installation’s operator">
          <div className="grid gap-2">
            <p>This installation of Sitewarden takes no payments.</p>
            <OperatorPlanHelp billing={billing} />
          </div>
        </Alert>
      </PlanLimitsCard>
    </Section>
  );
}

interface ModeProps {
  billing: BillingOverview;
  /** The checkout outcome above the plan. */
  notice: React.ReactNode;
  chosen: PaidTier | null;
  onChosenHandled: () => void;
}

function StripeBilling({ billing, notice, chosen, onChosenHandled }: ModeProps) {
  const [changing, setChanging] = useState<SubscriptionTier | null>(null);
  return (
    <>
      <Section id="billing-plan-heading" title="Your plan">
        {notice}
        {chosen ? (
          <ChosenPlanStep plan={chosen} billing={billing} onChange={setChanging} onHandled={onChosenHandled} />
        ) : null}
        <SubscriptionCard billing={billing} />
        <PausedByPlanNotice billing={billing} />
      </Section>
      <Section id="billing-plans-heading" title={billing.canManage ? 'Change plan' : 'Plans'}>
        <PlanChoices billing={billing} onChange={setChanging} />
        <p className="text-sm text-fg-muted">
          Prices per month in US dollars, billed through Stripe. A change takes effect at once and is prorated to the
          day; a smaller plan pauses the domains and monitors above its limits, it never deletes them.
        </p>
      </Section>
      {billing.canManage ? (
        <Section id="billing-invoices-heading" title="Invoices">
          <InvoicesTable invoices={billing.invoices} />
        </Section>
      ) : null}
      <PlanChangeDialog plan={changing} onClose={() => setChanging(null)} />
    </>
  );
}

/**
 * /billing (issue 19): the workspace's plan and subscription, plan changes with Stripe's proration, cancel and resume,
 * invoices and the Customer Portal. Without Stripe (operator mode) it explains who assigns plans; those who may not see
 * billing get the plan alone.
 */
export function BillingPage() {
  useDocumentTitle('Billing');
  const [searchParams, setSearchParams] = useSearchParams();
  const outcome = checkoutReturn(searchParams.get('checkout'));
  // read once: the parameter is dropped from the address as soon as the checkout starts
  const [chosen] = useState(() => chosenPaidPlan(searchParams.get('plan')));
  const [openedAt] = useState(() => Date.now());
  const query = useQuery({
    ...billingQueryOptions,
    refetchInterval: (q) =>
      awaitingCheckout(outcome, q.state.data) && Date.now() - openedAt < CHECKOUT_WAIT_MS ? CHECKOUT_POLL_MS : false,
  });
  const dropChosen = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete('plan');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const notice = outcome ? <CheckoutOutcome outcome={outcome} billing={query.data} /> : null;
  if (query.data) {
    const Mode = query.data.mode === 'operator' ? OperatorBilling : StripeBilling;
    return (
      <div className="grid min-w-0 gap-8">
        <Mode billing={query.data} notice={notice} chosen={chosen} onChosenHandled={dropChosen} />
      </div>
    );
  }
  const denied = query.isError && isApiError(query.error) && query.error.status === 403;
  return (
    <Section id="billing-plan-heading" title="Your plan">
      {notice}
      {denied ? (
        <ReadOnlyBilling />
      ) : query.isError ? (
        <LoadError
          title="Couldn’t load billing"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <BillingSkeleton />
      )}
    </Section>
  );
}
