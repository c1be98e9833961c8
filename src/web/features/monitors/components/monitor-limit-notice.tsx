import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS } from '../../../../shared/constants/plans';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useCurrentWorkspace } from '../../../lib/workspace';

/** Shown instead of Add Monitor once the domain has as many monitors as the plan allows (like the domain limit's). */
export function MonitorLimitNotice({ limit, message }: { limit: number; message?: string }) {
  const plan = useCurrentWorkspace().data?.plan;
  return (
    <Alert
      tone="warning"
      role="status"
      title="Monitor limit reached"
      action={
        <Button asChild size="sm" variant="outline">
          <Link to="/billing">
            Upgrade plan
            <ArrowUpRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      {message ??
        `${plan ? `The ${PLANS[plan].name} plan allows` : 'Your plan allows'} ${limit} ${limit === 1 ? 'monitor' : 'monitors'} per domain. Upgrade for more.`}
    </Alert>
  );
}
