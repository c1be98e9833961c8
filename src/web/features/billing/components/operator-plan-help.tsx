import { Mail, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { BillingOverview } from '../../../../shared/contracts/billing';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/session';

/** The accounts screen, searched for the account that pays for this workspace when its address is known. */
function adminUsersPath(billing: BillingOverview): string {
  return billing.billedTo.kind === 'personal'
    ? `/admin/users?q=${encodeURIComponent(billing.billedTo.name)}`
    : '/admin/users';
}

/**
 * Without Stripe, the way to another plan (decision 074): an administrator changes plans on /admin/users; anyone else
 * writes to the operator, at OPERATOR_EMAIL when the installation has one, else through the contact form (which
 * reaches the operators).
 */
export function OperatorPlanHelp({ billing, plan }: { billing: BillingOverview; plan?: string }) {
  const user = useCurrentUser();
  const moveTo = plan ? `to ${plan}` : 'to another plan';
  if (user.isAdmin) {
    return (
      <div className="grid gap-3">
        <p>
          As its administrator, you change any account’s plan on the Users screen: open the account’s menu and choose
          Change plan.
        </p>
        <Button asChild size="sm" className="w-fit">
          <Link to={adminUsersPath(billing)}>
            <Users aria-hidden="true" />
            Change plans in Users
          </Link>
        </Button>
      </div>
    );
  }
  if (billing.operatorEmail) {
    return (
      <p>
        To move {moveTo}, write to its operator at{' '}
        <a
          href={`mailto:${billing.operatorEmail}`}
          className="font-medium text-accent-text underline underline-offset-4"
        >
          <Mail aria-hidden="true" className="mr-1 inline size-4 align-text-bottom" />
          {billing.operatorEmail}
        </a>
        .
      </p>
    );
  }
  return (
    <p>
      To move {moveTo}, send its operator a message with the{' '}
      <Link to="/contact" className="font-medium text-accent-text underline underline-offset-4">
        contact form
      </Link>
      : it reaches the people who run this installation.
    </p>
  );
}
