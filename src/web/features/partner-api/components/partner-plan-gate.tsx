import type { ReactNode } from 'react';
import { PLANS } from '../../../../shared/constants/plans';
import { planHasPartnerApi } from '../../../../shared/constants/partner-api';
import { UpgradeLimitNotice } from '../../../components/upgrade-limit-notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentWorkspace } from '../../../lib/workspace';

/**
 * The partner programme is for paid plans (SPEC §6): a free workspace sees how to get it instead of a screen whose
 * every call would answer 403.
 */
export function PartnerPlanGate({ children }: { children: ReactNode }) {
  const workspace = useCurrentWorkspace();
  if (!workspace.data) return workspace.isError ? <>{children}</> : <Skeleton className="h-24" aria-label="Loading" />;
  if (planHasPartnerApi(workspace.data.plan)) return <>{children}</>;
  return (
    <UpgradeLimitNotice title="The partner API is part of the paid plans">
      Upgrade to Pro or above for API keys with read, write or admin permission,{' '}
      {PLANS.pro.apiRequestsMonthly.toLocaleString('en-US')} API requests a month on Pro (
      {PLANS.agency.apiRequestsMonthly.toLocaleString('en-US')} on Agency), and partner domains that map your
      clients&apos; ids to Sitewarden&apos;s.
    </UpgradeLimitNotice>
  );
}

/** Whether the caller may create, change or revoke keys and edit the partner profile: owners and admins. */
export function useMayManagePartner(): boolean {
  const role = useCurrentWorkspace().data?.role;
  return role === 'owner' || role === 'admin';
}
