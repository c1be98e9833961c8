import type { ReactNode } from 'react';
import type { ScanResultResponse } from '../../../../shared/contracts/scan';
import { describeCheckMessage, type ReadableFailure } from '../../../../shared/helpers/error-classification';
import { registrationReading } from '../../../../shared/helpers/registration-outcome';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  dnsDetailsSchema,
  httpDetailsSchema,
  readDetails,
  securityDetailsSchema,
  sslDetailsSchema,
  whoisDetailsSchema,
} from '../lib/check-details';
import { CheckRow } from './check-row';
import { DnsDetailsView } from './details/dns-details';
import { PerformanceDetailsView } from './details/performance-details';
import { SecurityDetailsView } from './details/security-details';
import { SslDetailsView } from './details/ssl-details';
import { WhoisDetailsView } from './details/whois-details';
import { StatusBadge } from './status-display';

interface Row {
  key: string;
  label: string;
  status: string;
  message: string;
  /** A failure's raw text, shown behind a disclosure. */
  detail?: string | null;
  details: ReactNode;
}

const readingOf = ({ sentence, detail }: ReadableFailure) => ({ message: sentence, detail });

/** SPEC §2.12: DNS Status, SSL Certificate, Security, Performance (only with a load time), WHOIS; unticked checks are absent. */
function rowsOf(result: ScanResultResponse): Row[] {
  const rows: Row[] = [];
  const { dns, ssl, security, performance, whois } = result;
  if (dns) {
    const details = readDetails(dnsDetailsSchema, dns.details);
    rows.push({ key: 'dns', label: 'DNS Status', ...dns, details: details && <DnsDetailsView details={details} /> });
  }
  if (ssl) {
    const details = readDetails(sslDetailsSchema, ssl.details);
    rows.push({
      key: 'ssl',
      label: 'SSL Certificate',
      ...ssl,
      details: details && <SslDetailsView details={details} />,
    });
  }
  if (security) {
    const details = readDetails(securityDetailsSchema, security.details);
    rows.push({
      key: 'security',
      label: 'Security',
      ...security,
      details: details && <SecurityDetailsView details={details} />,
    });
  }
  if (performance && typeof performance.metrics.loadTime === 'number') {
    rows.push({
      key: 'performance',
      label: 'Performance',
      ...performance,
      details: (
        <PerformanceDetailsView
          metrics={performance.metrics}
          http={readDetails(httpDetailsSchema, performance.details)}
        />
      ),
    });
  }
  if (whois) {
    const details = readDetails(whoisDetailsSchema, whois.details);
    rows.push({
      key: 'whois',
      label: 'WHOIS',
      ...whois,
      ...readingOf(registrationReading(whois.message, whois.details)),
      details: details && <WhoisDetailsView details={details} />,
    });
  }
  // a failed check reads as a sentence; WHOIS rows carry their registry reading already
  return rows.map((row) =>
    row.detail === undefined ? { ...row, ...readingOf(describeCheckMessage(row.status, row.message)) } : row,
  );
}

/** 'just now', '5m ago', 'on Nov 3' to follow "Scanned". */
function whenText(iso: string, now: number): string {
  const when = formatRelativeTime(iso, now);
  if (when === 'Just now') return 'just now';
  return when.endsWith('ago') ? when : `on ${when}`;
}

export interface ScanResultCardProps {
  result: ScanResultResponse;
  /** Actions about the scanned domain (Run Full Audit). */
  actions?: ReactNode;
  now?: number;
}

export function ScanResultCard({ result, actions, now = Date.now() }: ScanResultCardProps) {
  const rows = rowsOf(result);
  return (
    <Card aria-labelledby="last-scan-title">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <CardTitle id="last-scan-title" className="break-words">
              Last Scan: {result.domain}
            </CardTitle>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
              <span className="inline-flex items-center gap-1.5">
                Overall <StatusBadge status={result.overallStatus} />
              </span>
              <span>
                Scanned <time dateTime={result.scannedAt}>{whenText(result.scannedAt, now)}</time>
                {result.cached ? ' (cached result)' : null}
              </span>
            </p>
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
        </div>
      </CardHeader>
      <CardContent>
        {rows.length > 0 ? (
          <ul className="divide-y divide-line">
            {rows.map(({ key, ...row }) => (
              <CheckRow key={key} {...row} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">This scan has no results to show.</p>
        )}
      </CardContent>
    </Card>
  );
}
