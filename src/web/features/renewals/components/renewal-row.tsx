import { Bell, Globe, Server, ShieldCheck, type LucideIcon } from 'lucide-react';
import { RENEWAL_TYPE_LABELS, type RenewalType } from '../../../../shared/constants/renewals';
import type { RenewalItem } from '../../../../shared/contracts/renewals';
import { renewalTone } from '../../../../shared/helpers/renewal-display';
import { describeDaysLeft } from '../../../../shared/helpers/status-bands';
import { Badge } from '../../../components/ui/badge';
import type { ReactNode } from 'react';

const ICONS: Record<RenewalType, LucideIcon> = { domain: Globe, ssl: ShieldCheck, hosting: Server, other: Bell };

const SOURCE: Record<RenewalItem['source'], string> = {
  certificate: 'From the certificate',
  registration: 'From the registration record',
  reminder: 'Your reminder',
};

/** 'Tue, 14 Apr 2026', the calendar day as stored (no time zone shift). */
export function formatRenewalDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** One renewal: what, when, how soon in its SPEC §9.4 colour band, and where the date comes from. */
export function RenewalRow({ item, action }: { item: RenewalItem; action?: ReactNode }) {
  const Icon = ICONS[item.type];
  const tone = renewalTone(item.type, item.daysLeft);
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted text-fg-muted">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="truncate text-sm font-medium text-fg" title={item.title}>
          {item.title}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-fg-muted">
          <Badge tone={tone}>{describeDaysLeft(item.daysLeft)}</Badge>
          <span>
            {RENEWAL_TYPE_LABELS[item.type]} · <time dateTime={item.date}>{formatRenewalDate(item.date)}</time>
            <span className="sr-only"> · {SOURCE[item.source]}</span>
          </span>
        </p>
        {item.notes ? <p className="line-clamp-2 text-xs text-fg-muted">{item.notes}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </li>
  );
}
