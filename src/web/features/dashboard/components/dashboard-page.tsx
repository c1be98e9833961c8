import { useState, type ComponentType } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Globe, ScanSearch } from 'lucide-react';
import { Link } from 'react-router';
import { TopBarActions } from '../../../components/app-shell/top-bar-actions';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { StatCards, StatCardsSkeleton } from './stat-cards';

export const DASHBOARD_ERROR = {
  title: 'Failed to load dashboard',
  description: "We couldn't load your dashboard data. Please check your connection and try again.",
} as const;

export interface AddDomainButtonSlotProps {
  label?: string;
  size?: ButtonSize;
  compact?: boolean;
}

/**
 * The panels come from other features, handed in by the route (features do not import each other). The Performance
 * tab and the side widgets show only when supplied.
 */
export interface DashboardPageProps {
  /** The Domains tab (the domain table). */
  DomainsPanel: ComponentType;
  /** The Alerts tab (Recent Alerts). */
  AlertsPanel: ComponentType;
  /** The Performance tab (performance summary). */
  PerformancePanel?: ComponentType | undefined;
  /** Opens the Add Domain dialog. */
  AddDomainButton: ComponentType<AddDomainButtonSlotProps>;
  /** Cards beside the tabs (renewals, security, performance overview), in order. */
  sideWidgets?: ReadonlyArray<ComponentType> | undefined;
}

type Tab = 'domains' | 'alerts' | 'performance';

/**
 * SPEC §2.7 dashboard: four stat cards, tabs Domains (default) / Alerts / Performance, side widgets and an add-domain
 * button; loading, error ('Failed to load dashboard', Try Again reloads the stats and the domains), empty ('No
 * domains monitored yet') and populated states. The stats poll every 30 s (SPEC §9.3).
 */
export function DashboardPage({
  DomainsPanel,
  AlertsPanel,
  PerformancePanel,
  AddDomainButton,
  sideWidgets = [],
}: DashboardPageProps) {
  useDocumentTitle('Dashboard');
  const stats = useDashboardStats();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('domains');

  const retry = () => void Promise.all([stats.refetch(), queryClient.refetchQueries({ queryKey: ['/api/domains'] })]);

  return (
    <div className="grid gap-6">
      <TopBarActions>
        <AddDomainButton size="sm" compact />
      </TopBarActions>

      {stats.isPending ? (
        <>
          <StatCardsSkeleton />
          <Skeleton className="h-72 w-full rounded-xl" />
        </>
      ) : stats.isError ? (
        <LoadError
          title={DASHBOARD_ERROR.title}
          description={DASHBOARD_ERROR.description}
          error={stats.error}
          retryLabel="Try Again"
          retrying={stats.isFetching}
          onRetry={retry}
        />
      ) : stats.data.activeDomains === 0 ? (
        <EmptyState
          icon={Globe}
          title="No domains monitored yet"
          className="py-16"
          action={
            <>
              <AddDomainButton label="Add Your First Domain" />
              <Button asChild variant="outline">
                <Link to="/scanner">
                  <ScanSearch aria-hidden="true" />
                  Run a quick scan
                </Link>
              </Button>
            </>
          }
        >
          Add a domain and Sitewarden keeps watch over its uptime, certificate, DNS, registration, performance and
          security, and tells you when something needs attention.
        </EmptyState>
      ) : (
        <>
          <StatCards stats={stats.data} />
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="min-w-0">
            <TabsList aria-label="Dashboard sections">
              <TabsTrigger value="domains">Domains</TabsTrigger>
              <TabsTrigger value="alerts">Alerts</TabsTrigger>
              {PerformancePanel ? <TabsTrigger value="performance">Performance</TabsTrigger> : null}
            </TabsList>
            <TabsContent value="domains">
              <DomainsPanel />
            </TabsContent>
            <TabsContent value="alerts">
              <AlertsPanel />
            </TabsContent>
            {PerformancePanel ? (
              <TabsContent value="performance">
                <PerformancePanel />
              </TabsContent>
            ) : null}
          </Tabs>
          {sideWidgets.length > 0 ? (
            // Below the tabs rather than beside them: the domain table needs the full width of the page.
            <aside aria-label="Overview" className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
              {sideWidgets.map((Widget, index) => (
                <Widget key={index} />
              ))}
            </aside>
          ) : null}
        </>
      )}
    </div>
  );
}
