import { useState } from 'react';
import { CreditCard, EllipsisVertical, ShieldCheck, ShieldOff, UserCheck, UserX } from 'lucide-react';
import type { AdminUser } from '../../../../shared/contracts/admin-users';
import type { SubscriptionTier } from '../../../../shared/contracts/auth';
import { PLANS } from '../../../../shared/constants/plans';
import { formatCheckInterval, formatCount, formatRetention } from '../../../../shared/helpers/plan-display';
import { countOf } from '../../../../shared/helpers/plural';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useChangeUser, type UserChange } from '../api/change-user';
import { userName } from './user-badges';

type Pending = 'plan' | 'admin' | 'status' | null;

const TIERS = Object.keys(PLANS) as SubscriptionTier[];

const limitsOf = (tier: SubscriptionTier) => {
  const plan = PLANS[tier];
  return `checks ${formatCheckInterval(plan.checkIntervalSeconds)}, ${formatCount(plan.maxDomains, 'domain').toLowerCase()}, history kept ${formatRetention(plan.retentionDays)}`;
};

/**
 * An account's actions (change plan, admin rights, disable or enable), each behind a dialog that says what changes.
 * The operator's own account cannot be disabled (the server refuses too).
 */
export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [pending, setPending] = useState<Pending>(null);
  const [plan, setPlan] = useState<SubscriptionTier>(user.plan);
  const change = useChangeUser();
  const name = userName(user);

  function run(what: UserChange, done: { title: string; description: string }, failure: string) {
    change.mutate(
      { id: user.id, change: what },
      {
        onSuccess: () => {
          setPending(null);
          toast(done);
        },
        onError: (error) => {
          setPending(null);
          toastActionError(error, failure, 'The account was not changed.');
        },
      },
    );
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${name}`}>
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() => {
              setPlan(user.plan);
              setPending('plan');
            }}
          >
            <CreditCard aria-hidden="true" />
            Change plan
          </DropdownMenuItem>
          {user.isTestAccount && !user.isAdmin ? null : (
            <DropdownMenuItem onSelect={() => setPending('admin')}>
              {user.isAdmin ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
              {user.isAdmin ? 'Remove admin' : 'Make admin'}
            </DropdownMenuItem>
          )}
          {user.disabledAt ? (
            <DropdownMenuItem onSelect={() => setPending('status')}>
              <UserCheck aria-hidden="true" />
              Enable account
            </DropdownMenuItem>
          ) : isSelf ? null : (
            <DropdownMenuItem destructive onSelect={() => setPending('status')}>
              <UserX aria-hidden="true" />
              Disable account
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>

      <ConfirmDialog
        open={pending === 'plan'}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Change the plan of ${name}`}
        variant="primary"
        confirmLabel={plan === user.plan ? 'Keep this plan' : `Move to ${PLANS[plan].name}`}
        pending={change.isPending}
        description={
          <>
            <div className="grid gap-1.5">
              <Label htmlFor={`plan-${user.id}`}>New plan</Label>
              <Select value={plan} onValueChange={(value) => setPlan(value as SubscriptionTier)}>
                <SelectTrigger id={`plan-${user.id}`} aria-label="New plan">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TIERS.map((tier) => (
                    <SelectItem key={tier} value={tier}>
                      {PLANS[tier].name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            {plan === user.plan ? (
              <p>
                {name} is on {PLANS[plan].name} now. Pick another plan.
              </p>
            ) : (
              <p>
                {PLANS[user.plan].name} → {PLANS[plan].name}: {limitsOf(plan)}. Their domains move to the new check
                interval at once; anything above the new limits is paused, not deleted. They get an e-mail saying an
                administrator changed the plan. Stripe is not charged or refunded.
              </p>
            )}
          </>
        }
        onConfirm={() => {
          if (plan === user.plan) return setPending(null);
          run(
            { kind: 'plan', plan },
            { title: 'Plan changed', description: `${name} is on ${PLANS[plan].name} now.` },
            "Couldn't change the plan",
          );
        }}
      />

      <ConfirmDialog
        open={pending === 'admin'}
        onOpenChange={(open) => !open && setPending(null)}
        title={user.isAdmin ? `Remove admin rights from ${name}?` : `Make ${name} an administrator?`}
        variant={user.isAdmin ? 'destructive' : 'primary'}
        confirmLabel={user.isAdmin ? 'Remove admin' : 'Make admin'}
        pending={change.isPending}
        description={
          <p>
            {user.isAdmin
              ? `${isSelf ? 'You' : 'They'} lose the admin screens (users, mail, system) at once. The last administrator cannot be removed.`
              : 'They can see and change every account of this installation, its mail and its engine, from their next page load.'}
          </p>
        }
        onConfirm={() =>
          run(
            { kind: 'admin', isAdmin: !user.isAdmin },
            {
              title: user.isAdmin ? 'Admin removed' : 'Admin granted',
              description: user.isAdmin ? `${name} is no longer an administrator.` : `${name} is an administrator now.`,
            },
            "Couldn't change admin rights",
          )
        }
      />

      <ConfirmDialog
        open={pending === 'status'}
        onOpenChange={(open) => !open && setPending(null)}
        title={user.disabledAt ? `Enable ${name}?` : `Disable ${name}?`}
        variant={user.disabledAt ? 'primary' : 'destructive'}
        confirmLabel={user.disabledAt ? 'Enable account' : 'Disable account'}
        pending={change.isPending}
        description={
          user.disabledAt ? (
            <p>They can sign in again, their API keys work again, and the checks of their domains resume at once.</p>
          ) : (
            <>
              <p>
                Every session of {user.email} ends now and they cannot sign in (by password or provider); the API keys
                of the workspaces they own are refused.
              </p>
              <p>
                The checks of their {countOf(user.domains, 'domain')} pause: nothing is deleted, and everything resumes
                when you enable the account.
              </p>
            </>
          )
        }
        onConfirm={() =>
          run(
            { kind: user.disabledAt ? 'enable' : 'disable' },
            user.disabledAt
              ? { title: 'Account enabled', description: `${name} can sign in again; their checks resumed.` }
              : { title: 'Account disabled', description: `${name} was signed out; their checks are paused.` },
            user.disabledAt ? "Couldn't enable the account" : "Couldn't disable the account",
          )
        }
      />
    </>
  );
}
