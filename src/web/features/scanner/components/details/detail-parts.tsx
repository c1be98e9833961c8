import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { cn } from '../../../../lib/cn';
import { daysLeftTone, describeDaysLeft, formatDate } from '../../lib/format';

/** A titled group inside a check's details. */
export function DetailSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('grid gap-2', className)}>
      <h4 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{title}</h4>
      {children}
    </section>
  );
}

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** Label/value pairs; rows without a value are left out. */
export function DetailList({ rows }: { rows: ReadonlyArray<DetailRow | null | false> }) {
  const shown = rows.filter(
    (row): row is DetailRow => !!row && row.value !== null && row.value !== undefined && row.value !== '',
  );
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
      {shown.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-fg-muted">{label}</dt>
          <dd className="min-w-0 font-medium break-words text-fg max-sm:mb-1">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A date with how long is left, coloured by the SPEC §9.4 expiry thresholds. */
export function ExpiryValue({ iso, days }: { iso: string | null | undefined; days: number | null | undefined }) {
  const date = formatDate(iso);
  if (!date && (days === null || days === undefined)) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {date ? <time dateTime={iso ?? undefined}>{date}</time> : null}
      {days !== null && days !== undefined ? <Badge tone={daysLeftTone(days)}>{describeDaysLeft(days)}</Badge> : null}
    </span>
  );
}

export function YesNo({ value, yes = 'Yes', no = 'No' }: { value: boolean; yes?: string; no?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1', value ? 'text-healthy' : 'text-critical')}>
      {value ? <Check aria-hidden="true" className="size-4" /> : <X aria-hidden="true" className="size-4" />}
      {value ? yes : no}
    </span>
  );
}

const severityTone: Record<string, BadgeTone> = { critical: 'critical', warning: 'warning', info: 'info' };

/** What a probe flagged, most serious first as the probe listed them. */
export function FindingList({
  findings,
}: {
  findings: ReadonlyArray<{ severity?: string | undefined; message: string }>;
}) {
  if (findings.length === 0) return null;
  return (
    <ul className="grid gap-1.5 text-sm">
      {findings.map((finding, index) => (
        <li key={`${finding.message}-${index}`} className="flex items-start gap-2">
          <Badge tone={severityTone[finding.severity ?? ''] ?? 'neutral'} className="mt-px capitalize">
            {finding.severity ?? 'note'}
          </Badge>
          <span className="min-w-0 text-fg">{finding.message}</span>
        </li>
      ))}
    </ul>
  );
}

/** Tag-like list of short values (nameservers, statuses, names on a certificate). */
export function ValueList({ values, mono = false }: { values: readonly string[]; mono?: boolean }) {
  if (values.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li
          key={value}
          className={cn(
            'rounded-md bg-muted px-2 py-0.5 text-xs text-fg break-all',
            mono && 'font-mono text-[0.6875rem]',
          )}
        >
          {value}
        </li>
      ))}
    </ul>
  );
}
