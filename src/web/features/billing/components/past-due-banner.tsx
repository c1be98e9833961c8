import { CircleAlert } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { formatBillingDate } from '../../../../shared/helpers/billing-display';
import { Button } from '../../../components/ui/button';
import { useProfileTimeZone } from '../../../lib/use-readable-time';
import { useCurrentWorkspace } from '../../../lib/workspace';
import { billingQueryOptions } from '../api/get-billing';

/** The shell asks at most this often (no polling): a failed payment is news of the day, not of the minute. */
const BANNER_STALE_MS = 15 * 60_000;

/**
 * Above every signed-in screen while the workspace's payment is past due: the paid plan is kept until the grace ends.
 * Only those who can fix it (owner, team admins) of a paid workspace ask; the /billing screen says the same itself.
 */
export function PastDueBanner() {
  const workspace = useCurrentWorkspace().data;
  const { pathname } = useLocation();
  const zone = useProfileTimeZone();
  // a past-due workspace keeps its paid plan, so a free one never asks
  const manages =
    workspace !== undefined &&
    !workspace.demo &&
    workspace.plan !== 'free' &&
    (workspace.role === 'owner' || workspace.role === 'admin');
  const { data } = useQuery({ ...billingQueryOptions, staleTime: BANNER_STALE_MS, enabled: manages });
  if (!manages || data?.status !== 'past_due' || pathname === '/billing') return null;
  return (
    <div
      role="status"
      className="border-b border-critical/25 bg-critical-soft px-4 py-2.5 text-sm text-critical sm:px-6 lg:px-8"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-2">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        <p className="min-w-0 flex-1 font-medium">
          Your last payment failed.{' '}
          {data.graceUntil
            ? `Your paid plan is kept until ${formatBillingDate(data.graceUntil, zone)}; update your payment details before then.`
            : 'Update your payment details to keep your paid plan.'}
        </p>
        <Button asChild size="sm" variant="outline">
          <Link to="/billing">Go to Billing</Link>
        </Button>
      </div>
    </div>
  );
}
