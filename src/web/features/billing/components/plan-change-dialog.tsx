import { PLANS } from '../../../../shared/constants/plans';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { formatMoney } from '../../../../shared/helpers/billing-display';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useChangePlan } from '../api/billing-mutations';
import { usePlanChangePreview } from '../api/preview-plan-change';

/** What the change costs today (Stripe's proration) and does to the workspace, then the change itself. */
function PreviewBody({ plan, onDone }: { plan: SubscriptionTier; onDone: () => void }) {
  const preview = usePlanChangePreview(plan);
  const change = useChangePlan();
  const name = PLANS[plan].name;
  if (!preview.data) {
    if (preview.isError)
      return (
        <LoadError
          framed={false}
          title="Couldn’t work out the price of this change"
          error={preview.error}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      );
    return (
      <div aria-busy="true" aria-label="Working out the price" className="grid gap-2">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
    );
  }
  const { amountDue, currency, lines, effects } = preview.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-fg">
        {plan === 'free' ? (
          'Nothing more is charged: your plan stays until the end of the period paid, then the workspace moves to Free.'
        ) : amountDue > 0 ? (
          <>
            Your next invoice: <strong className="tabular-nums">{formatMoney(amountDue, currency)}</strong>, including
            the prorated difference for the rest of this period.
          </>
        ) : (
          'Nothing to pay for this change: Stripe credits the unused time of your current plan to your next invoices.'
        )}
      </p>
      {lines.length > 0 ? (
        <ul aria-label="Invoice lines" className="grid gap-1.5 rounded-lg border border-line p-3 text-sm">
          {lines.map((line, i) => (
            <li key={`${line.description}-${i}`} className="flex justify-between gap-3">
              <span className="min-w-0 text-fg-muted">{line.description}</span>
              <span className="shrink-0 text-fg tabular-nums">{formatMoney(line.amount, currency)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {effects.length > 0 ? (
        <Alert tone="warning" title="What changes in your workspace">
          <ul className="grid list-disc gap-1 pl-4">
            {effects.map((effect) => (
              <li key={effect}>{effect}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" disabled={change.isPending} onClick={onDone}>
          Keep my plan
        </Button>
        <Button
          loading={change.isPending}
          onClick={() =>
            change.mutate(plan, {
              onSuccess: () => {
                toast(
                  plan === 'free'
                    ? {
                        title: 'Your plan moves to Free',
                        description: 'At the end of the period paid; until then nothing changes.',
                      }
                    : { title: `You are on the ${name} plan`, description: 'Its limits apply from now.' },
                );
                onDone();
              },
              onError: (error) => toastActionError(error, 'Couldn’t change the plan', 'Please try again.'),
            })
          }
        >
          Switch to {name}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Open while a plan is chosen; closing it forgets the preview (a proration is only true when computed). */
export function PlanChangeDialog({ plan, onClose }: { plan: SubscriptionTier | null; onClose: () => void }) {
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {plan ? (
          <>
            <DialogHeader>
              <DialogTitle>Switch to the {PLANS[plan].name} plan</DialogTitle>
              <DialogDescription>Prices are prorated to the day by Stripe.</DialogDescription>
            </DialogHeader>
            <PreviewBody plan={plan} onDone={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
