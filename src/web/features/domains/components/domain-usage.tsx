import { Link } from 'react-router';
import { PLANS } from '../../../../shared/constants/plans';
import { formatLimit, isUnlimited } from '../../../../shared/helpers/plan-display';
import { useCurrentUser } from '../../../lib/session';
import { useDomains } from '../api/get-domains';

/**
 * How many domains the plan still allows, in the personal workspace (a team's limit is its owner's plan, which the
 * client does not know). Nothing while loading or for unlimited plans.
 */
export function DomainUsage() {
  const user = useCurrentUser();
  const domains = useDomains();
  const plan = PLANS[user.subscriptionTier];
  if (user.currentTeamId !== null || !domains.data || isUnlimited(plan.maxDomains)) return null;
  const used = domains.data.filter((d) => d.isActive).length;
  return (
    <p className="text-sm text-fg-muted">
      <span className="font-medium text-fg tabular-nums">
        {used} of {formatLimit(plan.maxDomains)}
      </span>{' '}
      {plan.maxDomains === 1 ? 'domain' : 'domains'} on your {plan.name} plan.
      {used >= plan.maxDomains ? (
        <>
          {' '}
          <Link to="/billing" className="font-medium text-accent-text underline-offset-4 hover:underline">
            Upgrade to monitor more
          </Link>
        </>
      ) : null}
    </p>
  );
}
