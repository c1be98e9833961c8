import { Activity, Bell, CalendarClock, Gauge, Globe, Lock, Network, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

interface SampleRow {
  icon: LucideIcon;
  check: string;
  detail: string;
  status: string;
  tone: BadgeTone;
}

/** Illustrative values for example.com (a reserved domain), labelled as a sample: no real customer data. */
const rows: readonly SampleRow[] = [
  { icon: Activity, check: 'Uptime', detail: 'HTTP 200 in 184 ms', status: 'Up', tone: 'healthy' },
  { icon: Lock, check: 'TLS certificate', detail: 'Expires in 23 days', status: 'Expiring', tone: 'warning' },
  { icon: Network, check: 'DNS records', detail: 'No changes since last check', status: 'Healthy', tone: 'healthy' },
  {
    icon: CalendarClock,
    check: 'Domain registration',
    detail: 'Expires in 11 months',
    status: 'Healthy',
    tone: 'healthy',
  },
  {
    icon: Gauge,
    check: 'Core Web Vitals',
    detail: 'LCP 1.8 s · TBT 120 ms · CLS 0.03',
    status: 'Good',
    tone: 'healthy',
  },
  { icon: ShieldCheck, check: 'Security', detail: 'Headers set · not blacklisted', status: 'Healthy', tone: 'healthy' },
];

export function SampleReport() {
  return (
    <figure className="relative">
      <Card elevation="high" className="overflow-hidden">
        <div className="flex items-center gap-3 border-b border-line px-5 py-4">
          <span className="inline-flex size-9 items-center justify-center rounded-lg bg-muted text-fg-muted">
            <Globe aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-fg">example.com</p>
            <p className="text-xs text-fg-muted">All checks, one domain</p>
          </div>
          <Badge>Sample report</Badge>
        </div>
        <ul className="divide-y divide-line">
          {rows.map(({ icon: Icon, check, detail, status, tone }) => (
            <li key={check} className="flex items-center gap-3 px-5 py-3">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-fg">{check}</p>
                <p className="truncate text-xs text-fg-muted tabular-nums">{detail}</p>
              </div>
              <Badge tone={tone} dot>
                {status}
              </Badge>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2 border-t border-warning/20 bg-warning-soft px-5 py-3 text-sm text-warning">
          <Bell aria-hidden="true" className="size-4 shrink-0" />
          <span>Alert sent: certificate expires within 30 days</span>
        </div>
      </Card>
      <figcaption className="mt-3 text-center text-xs text-fg-muted">
        An illustration of one domain's checks. Values are examples.
      </figcaption>
    </figure>
  );
}
