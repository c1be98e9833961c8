import { PLANS } from '../../../../shared/constants/plans';
import { UpgradeLimitNotice } from '../../../components/upgrade-limit-notice';
import { useCurrentWorkspace } from '../../../lib/workspace';

/** Shown instead of Add Monitor once the domain has as many monitors as the plan allows (like the domain limit's). */
export function MonitorLimitNotice({ limit, message }: { limit: number; message?: string }) {
  const plan = useCurrentWorkspace().data?.plan;
  return (
    <UpgradeLimitNotice title="Monitor limit reached">
      {message ??
        `${plan ? `The ${PLANS[plan].name} plan allows` : 'Your plan allows'} ${limit} ${limit === 1 ? 'monitor' : 'monitors'} per domain. Upgrade for more.`}
    </UpgradeLimitNotice>
  );
}
