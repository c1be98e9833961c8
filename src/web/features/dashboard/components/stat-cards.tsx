import { Activity, Bell, Globe, ShieldCheck, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import type { DashboardStats } from '../../../../shared/contracts/dashboard';
import { getStatCards, type StatCard, type StatCardKey } from '../../../../shared/helpers/dashboard-cards';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

const icons: Record<StatCardKey, LucideIcon> = {
  systemHealth: Activity,
  activeDomains: Globe,
  sslCertificates: ShieldCheck,
  activeAlerts: Bell,
};

const iconTones: Record<StatCard['tone'], string> = {
  neutral: 'bg-accent-soft text-accent-text',
  healthy: 'bg-healthy-soft text-healthy',
  warning: 'bg-warning-soft text-warning',
  critical: 'bg-critical-soft text-critical',
  unknown: 'bg-unknown-soft text-unknown',
  info: 'bg-info-soft text-info',
};

const gridClasses = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/** SPEC §2.7: System Health, Active Domains, SSL Certificates, Active Alerts. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <ul aria-label="Summary" className={gridClasses}>
      {getStatCards(stats).map((card) => (
        <li key={card.key}>
          <StatCardView card={card} />
        </li>
      ))}
    </ul>
  );
}

function StatCardView({ card }: { card: StatCard }) {
  const Icon = icons[card.key];
  const Trend = card.trend === 'up' ? TrendingUp : TrendingDown;
  return (
    <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium text-fg-muted">{card.title}</h3>
        <span
          className={cn('inline-flex size-8 shrink-0 items-center justify-center rounded-lg', iconTones[card.tone])}
        >
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </div>
      <p className="text-xl font-semibold tracking-tight text-fg tabular-nums sm:text-2xl">{card.value}</p>
      <p className="mt-auto flex items-center gap-1.5 text-xs text-fg-muted">
        {card.trend ? (
          <>
            <Trend
              aria-hidden="true"
              className={cn('size-3.5', card.trend === 'up' ? 'text-healthy' : 'text-warning')}
            />
            <span className="sr-only">{card.trend === 'up' ? 'Trending well:' : 'Below 99%:'}</span>
          </>
        ) : null}
        {card.subtitle}
      </p>
    </Card>
  );
}

export function StatCardsSkeleton() {
  return (
    <div role="status" aria-label="Loading summary" className={gridClasses}>
      {[0, 1, 2, 3].map((card) => (
        <Card key={card} className="grid gap-3 p-4 sm:p-5">
          <div className="flex items-start justify-between">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="size-8 rounded-lg" />
          </div>
          <Skeleton className="h-7 w-20" />
          <Skeleton className="h-3 w-16" />
        </Card>
      ))}
    </div>
  );
}
