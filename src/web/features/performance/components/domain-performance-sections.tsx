import type { ReactNode } from 'react';
import type { PerformanceBudgetResult, PerformanceScan } from '../../../../shared/contracts/performance';
import { VITAL_RATING_LABELS, vitalRatingTone } from '../../../../shared/helpers/performance-display';
import {
  formatMilliseconds,
  formatVital,
  rateVital,
  type VitalName,
} from '../../../../shared/helpers/web-vitals-rating';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatBytes, shortUrl } from '../lib/format';
import { ScoreSummary } from './score-summary';
import { displayDomain } from '../../../../shared/helpers/domain-name';

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const CATEGORIES: Array<[keyof PerformanceScan['scores'], string]> = [
  ['performance', 'Performance'],
  ['accessibility', 'Accessibility'],
  ['bestPractices', 'Best Practices'],
  ['seo', 'SEO'],
];

export function CategoryScores({ scores }: { scores: PerformanceScan['scores'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {CATEGORIES.map(([key, label]) => (
        <div key={key} className="rounded-xl border border-line bg-surface p-4 shadow-xs">
          <ScoreSummary score={scores[key]} label={label} size="md" emptyText="Lighthouse could not score this" />
        </div>
      ))}
    </div>
  );
}

const LAB_METRICS: Array<{ key: keyof PerformanceScan['vitals']; label: string; rated?: VitalName }> = [
  { key: 'lcp', label: 'Largest Contentful Paint', rated: 'lcp' },
  { key: 'cls', label: 'Cumulative Layout Shift', rated: 'cls' },
  { key: 'tbt', label: 'Total Blocking Time (lab stand-in for INP)' },
  { key: 'fcp', label: 'First Contentful Paint', rated: 'fcp' },
  { key: 'ttfb', label: 'Time to First Byte', rated: 'ttfb' },
  { key: 'speedIndex', label: 'Speed Index' },
];

export function LabVitals({ vitals }: { vitals: PerformanceScan['vitals'] }) {
  return (
    <dl className="divide-y divide-line">
      {LAB_METRICS.map(({ key, label, rated }) => {
        const value = vitals[key];
        const rating = value !== null && rated ? rateVital(rated, value) : null;
        return (
          <div key={key} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
            <dt className="text-sm text-fg-muted">{label}</dt>
            <dd className="flex items-center gap-2">
              <span className="font-medium text-fg tabular-nums">
                {value === null ? '—' : key === 'cls' ? formatVital('cls', value) : formatMilliseconds(value)}
              </span>
              {rating ? <Badge tone={vitalRatingTone(rating)}>{VITAL_RATING_LABELS[rating]}</Badge> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const TIMINGS: Array<[keyof NonNullable<PerformanceScan['network']>, string]> = [
  ['redirectTime', 'Redirects'],
  ['dnsLookup', 'DNS lookup'],
  ['tcpConnection', 'TCP connection'],
  ['tlsHandshake', 'TLS handshake'],
  ['serverResponseTime', 'Server response'],
  ['downloadTime', 'Download'],
];

export function NetworkTimings({ network }: { network: PerformanceScan['network'] }) {
  if (!network)
    return (
      <p className="text-sm text-fg-muted">The page could not be timed from a fresh connection during this run.</p>
    );
  const total = network.totalTime ?? TIMINGS.reduce((sum, [key]) => sum + (network[key] ?? 0), 0);
  return (
    <div className="grid gap-3">
      {TIMINGS.map(([key, label]) => {
        const value = network[key];
        return (
          <div key={key} className="grid gap-1">
            <div className="flex justify-between text-sm">
              <span className="text-fg-muted">{label}</span>
              <span className="font-medium text-fg tabular-nums">
                {value === null ? '—' : formatMilliseconds(value)}
              </span>
            </div>
            <ProgressBar
              value={total > 0 && value !== null ? (value / total) * 100 : 0}
              tone="info"
              label={`${label} share of the total`}
            />
          </div>
        );
      })}
      <p className="flex justify-between border-t border-line pt-2 text-sm font-medium text-fg">
        <span>
          Total (time to first byte{' '}
          {network.timeToFirstByte === null ? '—' : formatMilliseconds(network.timeToFirstByte)})
        </span>
        <span className="tabular-nums">{network.totalTime === null ? '—' : formatMilliseconds(network.totalTime)}</span>
      </p>
    </div>
  );
}

export function RenderBlocking({ items }: { items: PerformanceScan['renderBlocking'] }) {
  if (items.length === 0) return <p className="text-sm text-fg-muted">Nothing blocked the first paint.</p>;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.url} className="grid gap-0.5 py-2.5">
          <span className="truncate text-sm font-medium text-fg" title={item.url}>
            {shortUrl(item.url)}
          </span>
          <span className="text-xs text-fg-muted">
            {[
              item.type,
              item.transferSize === null ? null : formatBytes(item.transferSize),
              item.duration === null ? null : formatMilliseconds(item.duration),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

const IMPACT_TONE = { low: 'neutral', medium: 'warning', high: 'critical' } as const;

export function ThirdParties({ items }: { items: PerformanceScan['thirdParties'] }) {
  if (items.length === 0) return <p className="text-sm text-fg-muted">The page loads nothing from third parties.</p>;
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li key={item.domain} className="grid gap-1 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="truncate text-sm font-medium text-fg">{displayDomain(item.domain)}</span>
            {item.impact ? <Badge tone={IMPACT_TONE[item.impact]}>{item.impact} impact</Badge> : null}
          </div>
          <span className="text-xs text-fg-muted">
            {[
              item.category,
              `${item.requestCount} request${item.requestCount === 1 ? '' : 's'}`,
              formatBytes(item.transferSize),
              item.blockingTime === null ? null : `blocks ${formatMilliseconds(item.blockingTime)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {item.recommendations[0] ? <span className="text-sm text-fg-muted">{item.recommendations[0]}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function budgetValue(budget: PerformanceBudgetResult, value: number): string {
  if (budget.unit === 'ms') return formatMilliseconds(value);
  if (budget.unit === 'bytes') return formatBytes(value);
  if (budget.unit === 'ratio') return value.toFixed(2);
  return String(Math.round(value * 1000) / 1000);
}

const BUDGET_STATUS = {
  pass: { tone: 'healthy', text: 'Within budget' },
  fail: { tone: 'critical', text: 'Over budget' },
  unknown: { tone: 'unknown', text: 'Not measured' },
} as const;

export function Budgets({ budgets }: { budgets: PerformanceBudgetResult[] }) {
  if (budgets.length === 0)
    return <p className="text-sm text-fg-muted">No performance budgets are set for this domain.</p>;
  return (
    <ul className="divide-y divide-line">
      {budgets.map((budget) => {
        const status = BUDGET_STATUS[budget.status];
        const limit = `${budget.direction === 'at-least' ? 'at least' : 'at most'} ${budgetValue(budget, budget.threshold)}`;
        return (
          <li key={budget.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <span className="grid gap-0.5">
              <span className="text-sm font-medium text-fg">{budget.label}</span>
              <span className="text-xs text-fg-muted">
                Budget {limit}
                {budget.actual === null ? '' : `, measured ${budgetValue(budget, budget.actual)}`}
              </span>
            </span>
            <Badge tone={status.tone} dot>
              {status.text}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
