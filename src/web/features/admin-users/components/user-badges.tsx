import type { AdminUser } from '../../../../shared/contracts/admin-users';
import { PLANS } from '../../../../shared/constants/plans';
import type { SubscriptionStatus } from '../../../../shared/contracts/billing';
import { SUBSCRIPTION_STATUS_DISPLAY } from '../../../../shared/helpers/billing-display';
import { Badge } from '../../../components/ui/badge';

/** The account's plan: the paid ones stand out in the accent, Free stays neutral. */
export function PlanBadge({ user }: { user: Pick<AdminUser, 'plan'> }) {
  return <Badge tone={user.plan === 'free' ? 'neutral' : 'accent'}>{PLANS[user.plan].name}</Badge>;
}

/**
 * The Stripe subscription's status, as the Billing screen words it, when it needs attention (trial, payment failed,
 * canceled...): nothing when there is none or it is simply active (beside the account's own Active, it would read twice).
 */
export function SubscriptionBadge({ status }: { status: string }) {
  const display = SUBSCRIPTION_STATUS_DISPLAY[status as SubscriptionStatus] as
    (typeof SUBSCRIPTION_STATUS_DISPLAY)[SubscriptionStatus] | undefined;
  if (!display || status === 'inactive' || status === 'active') return null;
  return <Badge tone={display.tone}>{display.label}</Badge>;
}

/** Active (healthy) or disabled (critical): the status tones every screen uses. */
export function AccountStatusBadge({ user }: { user: Pick<AdminUser, 'disabledAt'> }) {
  return user.disabledAt ? (
    <Badge tone="critical" dot>
      Disabled
    </Badge>
  ) : (
    <Badge tone="healthy" dot>
      Active
    </Badge>
  );
}

export function AdminBadge() {
  return <Badge tone="info">Admin</Badge>;
}

/** The demo account (and the holders its refresh builds in): anyone's to try, not a person (decision 069). */
export function DemoBadge() {
  return (
    <Badge tone="warning" title="The public demo account: listed, not counted among the accounts">
      Demo
    </Badge>
  );
}

/** "Ada Lovelace", or the e-mail address when the account has no name. */
export function userName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
