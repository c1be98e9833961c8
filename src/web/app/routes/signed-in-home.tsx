import { RecentAlertsPanel } from '../../features/alerts/components/recent-alerts-panel';
import { WorkspaceAuditButton } from '../../features/audit/components/full-audit-button';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { AddDomainButton } from '../../features/domains/components/add-domain-button';
import { DomainTable } from '../../features/domains/components/domain-table';
import { PerformanceOverviewCard, PerformanceSummary } from '../../features/performance';
import { UpcomingRenewalsCard } from '../../features/renewals';
import { SecurityStatusCard } from '../../features/security';
import { AppLayout } from '../layouts/app/app-layout';

/** The Security Status card with its Run Full Audit action (the audit feature's button, asking which domain). */
function SecurityWidget() {
  return <SecurityStatusCard AuditAction={WorkspaceAuditButton} />;
}

const sideWidgets = [UpcomingRenewalsCard, SecurityWidget, PerformanceOverviewCard];

/**
 * The dashboard at / for signed-in users (SPEC §2.7). The route composes the panels of other features into the
 * dashboard (features do not import each other).
 */
export function SignedInHome() {
  return (
    <AppLayout title="Dashboard" description="Your monitoring at a glance">
      <DashboardPage
        DomainsPanel={DomainTable}
        AlertsPanel={RecentAlertsPanel}
        PerformancePanel={PerformanceSummary}
        AddDomainButton={AddDomainButton}
        sideWidgets={sideWidgets}
      />
    </AppLayout>
  );
}
