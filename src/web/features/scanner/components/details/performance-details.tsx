import type { ScanResultResponse } from '../../../../../shared/contracts/scan';
import { cn } from '../../../../lib/cn';
import type { HttpDetails } from '../../lib/check-details';
import { formatBytes, formatMs } from '../../lib/format';
import { DetailList, DetailSection } from './detail-parts';

type Metrics = NonNullable<ScanResultResponse['performance']>['metrics'];

/** The phases of one page fetch, in the order they happen (performance_network_timings). */
const PHASES = [
  { key: 'redirectTime', label: 'Redirects', colour: 'bg-fg-subtle' },
  { key: 'dnsLookup', label: 'DNS lookup', colour: 'bg-info-solid/55' },
  { key: 'tcpConnection', label: 'TCP connect', colour: 'bg-info-solid' },
  { key: 'tlsHandshake', label: 'TLS handshake', colour: 'bg-accent/60' },
  { key: 'serverResponseTime', label: 'Server response', colour: 'bg-accent' },
  { key: 'downloadTime', label: 'Download', colour: 'bg-unknown-solid' },
] as const;

export function PerformanceDetailsView({ metrics, http }: { metrics: Metrics; http: HttpDetails | null }) {
  const phases = PHASES.map((phase) => ({ ...phase, ms: metrics[phase.key] ?? 0 })).filter((p) => p.ms > 0);
  const total = metrics.totalTime ?? metrics.loadTime ?? phases.reduce((sum, p) => sum + p.ms, 0);
  const redirects = http?.redirects ?? [];
  return (
    <div className="grid gap-5">
      {phases.length > 0 && total > 0 ? (
        <DetailSection title="Timing breakdown">
          <div
            className="flex h-3 w-full overflow-hidden rounded-full bg-muted"
            role="img"
            aria-label={`Loaded in ${formatMs(total)}: ${phases.map((p) => `${p.label} ${formatMs(p.ms)}`).join(', ')}`}
          >
            {phases.map((phase) => (
              <span
                key={phase.key}
                className={cn('h-full', phase.colour)}
                style={{ width: `${Math.max((phase.ms / total) * 100, 0.75)}%` }}
              />
            ))}
          </div>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-3">
            {phases.map((phase) => (
              <li key={phase.key} className="flex items-center gap-2">
                <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-sm', phase.colour)} />
                <span className="text-fg-muted">{phase.label}</span>
                <span className="ml-auto font-medium text-fg tabular-nums sm:ml-0">{formatMs(phase.ms)}</span>
              </li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
      <DetailSection title="Response">
        <DetailList
          rows={[
            { label: 'Total load', value: formatMs(metrics.loadTime) },
            typeof metrics.timeToFirstByte === 'number'
              ? { label: 'Time to first byte', value: formatMs(metrics.timeToFirstByte) }
              : null,
            typeof http?.statusCode === 'number' ? { label: 'HTTP status', value: String(http.statusCode) } : null,
            http?.finalUrl ? { label: 'Final URL', value: <span className="break-all">{http.finalUrl}</span> } : null,
            typeof http?.bodyBytes === 'number'
              ? { label: 'Page size', value: `${formatBytes(http.bodyBytes)}${http.truncated ? ' (read capped)' : ''}` }
              : null,
            http?.remoteAddress ? { label: 'Server address', value: http.remoteAddress } : null,
            http?.httpsError ? { label: 'HTTPS', value: http.httpsError } : null,
          ]}
        />
      </DetailSection>
      {redirects.length > 0 ? (
        <DetailSection title={`Redirects (${redirects.length})`}>
          <ol className="grid gap-1.5 text-sm">
            {redirects.map((hop, index) => (
              <li key={`${hop.url}-${index}`} className="min-w-0 break-all">
                <span className="font-medium text-fg tabular-nums">{hop.statusCode}</span>{' '}
                <span className="text-fg-muted">{hop.url}</span> → <span className="text-fg">{hop.location}</span>
              </li>
            ))}
          </ol>
        </DetailSection>
      ) : null}
    </div>
  );
}
