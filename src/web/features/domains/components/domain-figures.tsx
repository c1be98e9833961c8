/**
 * A domain's figures as the table and the details dialog show them, coloured by the SPEC §4 / §9.4 rules. A figure
 * not measured yet says so instead of showing a number.
 */
import type { Domain } from '../../../../shared/contracts/domains';
import { getDomainHealthBadge } from '../../../../shared/helpers/domain-health';
import { PENDING_FIRST_CHECK } from '../../../../shared/helpers/domain-state';
import { describeFailure } from '../../../../shared/helpers/error-classification';
import type { StatusTone } from '../../../../shared/helpers/health-score';
import {
  describeDaysLeft,
  formatPercent,
  getPerformanceBarTone,
  getSslDaysTone,
  getUptimeTone,
} from '../../../../shared/helpers/status-bands';
import { Badge } from '../../../components/ui/badge';
import { Fact } from './fact-list';
import { cn } from '../../../lib/cn';

const textTones: Record<StatusTone, string> = {
  healthy: 'text-healthy',
  warning: 'text-warning',
  critical: 'text-critical',
  unknown: 'text-unknown',
  info: 'text-info',
};

/** A bar or dot filled in a status tone. */
export const barTones: Record<StatusTone, string> = {
  healthy: 'bg-healthy-solid',
  warning: 'bg-warning-solid',
  critical: 'bg-critical-solid',
  unknown: 'bg-unknown-solid',
  info: 'bg-info-solid',
};

export function NotMeasured({ what = 'Not measured yet' }: { what?: string }) {
  return (
    <span className="text-fg-subtle">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{what}</span>
    </span>
  );
}

/** What a figure whose family has no result yet shows, in words (not a dash, not a default). */
export function PendingFirstCheck() {
  return <span className="text-sm text-fg-muted">{PENDING_FIRST_CHECK}</span>;
}

export function DomainStatusBadge({ domain }: { domain: Pick<Domain, 'status' | 'statusReason'> }) {
  const badge = getDomainHealthBadge(domain);
  return (
    <Badge tone={badge.tone} dot title={badge.description}>
      {badge.label}
    </Badge>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The certificate as the latest certificate check found it: pending, the failure in words, invalid, or days left. */
export function SslExpiry({ ssl, certificate }: { ssl: Domain['ssl']; certificate: Domain['sslCertificate'] }) {
  switch (ssl.state) {
    case 'pending':
      return <PendingFirstCheck />;
    case 'failed':
      return (
        <Badge tone="critical" wrap title={ssl.message}>
          {describeFailure(ssl.message).sentence}
        </Badge>
      );
    case 'invalid':
      return (
        <Badge tone="critical" title={ssl.message}>
          Invalid
        </Badge>
      );
    case 'not-applicable':
      return (
        <Badge tone="neutral" title={ssl.message}>
          HTTP only
        </Badge>
      );
  }
  const days = certificate?.daysUntilExpiry ?? null;
  if (days === null) return <NotMeasured what="Expiry unknown" />;
  return <Badge tone={getSslDaysTone(days)}>{capitalize(describeDaysLeft(days))}</Badge>;
}

export function UptimeFigure({ percent, pending }: { percent: number | null; pending?: boolean }) {
  if (percent === null) return pending ? <PendingFirstCheck /> : <NotMeasured />;
  return (
    <span className={cn('font-medium tabular-nums', textTones[getUptimeTone(percent)])}>{formatPercent(percent)}</span>
  );
}

export function PerformanceFigure({ score, pending }: { score: number | null; pending?: boolean }) {
  if (score === null)
    return pending ? <PendingFirstCheck /> : <NotMeasured what="No score: the latest Lighthouse run gave none" />;
  const tone = getPerformanceBarTone(score);
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-medium whitespace-nowrap text-fg tabular-nums">
        {score}
        <span className="font-normal text-fg-subtle">/100</span>
      </span>
      <span aria-hidden="true" className="h-1.5 w-14 overflow-hidden rounded-full bg-muted">
        <span
          className={cn('block h-full rounded-full', barTones[tone])}
          style={{ width: `${Math.max(0, Math.min(100, score))}%` }}
        />
      </span>
    </span>
  );
}

export function AlertCount({ count }: { count: number }) {
  if (count === 0) return <span className="text-fg-muted tabular-nums">0</span>;
  return (
    <Badge tone="critical">
      {count}
      <span className="sr-only"> active {count === 1 ? 'alert' : 'alerts'}</span>
    </Badge>
  );
}

/** Uptime over the plan's window, performance score and active alerts: the figures the details dialog and the domain's page share. */
export function HealthFacts({
  domain,
}: {
  domain: Pick<Domain, 'uptimeWindowDays' | 'uptimePercentage' | 'performanceScore' | 'activeAlerts' | 'pendingChecks'>;
}) {
  return (
    <>
      <Fact term={`Uptime (${domain.uptimeWindowDays} days)`}>
        <UptimeFigure percent={domain.uptimePercentage} pending={domain.pendingChecks.includes('uptime')} />
      </Fact>
      <Fact term="Performance score">
        <PerformanceFigure score={domain.performanceScore} pending={domain.pendingChecks.includes('performance')} />
      </Fact>
      <Fact term="Active alerts">
        <AlertCount count={domain.activeAlerts} />
      </Fact>
    </>
  );
}
