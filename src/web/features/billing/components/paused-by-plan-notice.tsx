import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PLANS } from '../../../../shared/constants/plans';
import type { BillingOverview } from '../../../../shared/contracts/billing';
import { displayDomain } from '../../../../shared/helpers/domain-name';
import { formatCount } from '../../../../shared/helpers/plan-display';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
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
import { domainListQueryOptions } from '../../../lib/domain-options';
import { toast } from '../../../lib/toast';
import { useSetActiveDomains } from '../api/billing-mutations';

/** Which domains stay monitored under the plan's domain limit; the oldest are chosen until the person picks. */
function ActiveDomainsForm({ limit, onDone }: { limit: number; onDone: () => void }) {
  const domains = useQuery(domainListQueryOptions);
  const save = useSetActiveDomains();
  const [chosen, setChosen] = useState<string[] | null>(null);
  if (!domains.data) {
    if (domains.isError)
      return (
        <LoadError
          framed={false}
          title="Couldn’t load your domains"
          error={domains.error}
          onRetry={() => void domains.refetch()}
        />
      );
    return <Skeleton className="h-24 w-full" />;
  }
  const list = domains.data.filter((d) => d.isActive);
  const oldestFirst = [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((d) => d.id);
  const value = chosen ?? oldestFirst.slice(0, limit);
  const tooMany = value.length > limit;
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (tooMany) return;
        save.mutate(value, {
          onSuccess: () => {
            toast({ title: 'Active domains saved', description: 'The others are paused until your plan allows them.' });
            onDone();
          },
          onError: (error) => toastActionError(error, 'Couldn’t save the active domains', 'Please try again.'),
        });
      }}
    >
      <CheckboxGroup
        legend={`Domains to keep monitoring (up to ${limit})`}
        options={list.map((d) => ({ value: d.id, label: displayDomain(d.name) }))}
        value={value}
        onChange={setChosen}
        error={
          tooMany
            ? `Your plan monitors ${formatCount(limit, 'domain')}: leave ${value.length - limit} unticked.`
            : undefined
        }
        optionsClassName="max-h-72 overflow-y-auto"
      />
      <DialogFooter>
        <Button variant="outline" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending} disabled={tooMany}>
          Save active domains
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * After a downgrade: what was paused (never deleted) and, for those who manage billing, the choice of which domains
 * stay active, or the way to a plan that has room for all of them.
 */
export function PausedByPlanNotice({ billing }: { billing: BillingOverview }) {
  const [choosing, setChoosing] = useState(false);
  const { domains, monitors } = billing.pausedByPlan;
  if (domains === 0 && monitors === 0) return null;
  const plan = PLANS[billing.plan];
  const parts = [
    domains > 0 ? formatCount(domains, 'domain') : null,
    monitors > 0 ? formatCount(monitors, 'monitor') : null,
  ].filter(Boolean);
  return (
    <Alert
      tone="warning"
      role="status"
      title={`${parts.join(' and ')} paused by your plan`}
      action={
        billing.canManage && domains > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setChoosing(true)}>
            Choose active domains
          </Button>
        ) : null
      }
    >
      The {plan.name} plan monitors {formatCount(plan.maxDomains, 'domain')}. Paused ones keep their history and
      settings; they are checked again when you choose them or move to a larger plan.
      <Dialog open={choosing} onOpenChange={setChoosing}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Choose the active domains</DialogTitle>
            <DialogDescription>The domains you leave unticked are paused, not deleted.</DialogDescription>
          </DialogHeader>
          {choosing ? <ActiveDomainsForm limit={plan.maxDomains} onDone={() => setChoosing(false)} /> : null}
        </DialogContent>
      </Dialog>
    </Alert>
  );
}
