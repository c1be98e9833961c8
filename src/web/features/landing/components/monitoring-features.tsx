import { Activity, CalendarClock, Gauge, Lock, Network, ShieldCheck } from 'lucide-react';
import { MONITOR_TYPE_INFO, MONITOR_TYPES, MONITORS_PER_DOMAIN } from '../../../../shared/constants/monitors';
import { SSL_ALERT_DAYS } from '../../../../shared/constants/plans';
import { IconCardGrid, type IconCard } from '../../../components/marketing/icon-card-grid';
import { SectionHeading } from '../../../components/ui/section-heading';

const [first, second, third] = SSL_ALERT_DAYS;
/** "HTTP(S) endpoint, keyword, …": the monitor types' own labels, in lower case after the first. */
const monitorKinds = MONITOR_TYPES.map((type, i) => {
  const label = MONITOR_TYPE_INFO[type].label;
  return i === 0 || /^[A-Z]{2}/.test(label) ? label : label.toLowerCase();
}).join(', ');

const features: readonly IconCard[] = [
  {
    icon: Activity,
    title: 'Uptime',
    text: 'Scheduled HTTP checks record whether each site answers, with its status code and response time.',
  },
  {
    icon: Lock,
    title: 'TLS certificates',
    text: `Expiry, issuer and validity of every certificate, with alerts ${first}, ${second} and ${third} days before it expires.`,
  },
  {
    icon: Network,
    title: 'DNS records',
    text: "The records behind each domain are read on every check, so a change you didn't make stands out.",
  },
  {
    icon: CalendarClock,
    title: 'Domain registration',
    text: "Registration expiry from RDAP or WHOIS, so a missed renewal doesn't take a domain offline.",
  },
  {
    icon: Gauge,
    title: 'Performance',
    text: 'Lighthouse audits with performance scores and lab Core Web Vitals (LCP, CLS and Total Blocking Time), kept as history.',
  },
  {
    icon: ShieldCheck,
    title: 'Security',
    text: 'Security headers checked and DNS blacklists queried, so a missing header or a listing is caught early.',
  },
];

export function MonitoringFeatures() {
  return (
    <section aria-labelledby="features-title" className="border-t border-line bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="features-title" eyebrow="What it watches" title="Six checks for every domain you add">
          Every domain you add is checked on a schedule (uptime at your plan's interval), and the results are kept as
          history. Beside them, add monitors of your own ({monitorKinds}): {MONITORS_PER_DOMAIN.free} per domain on the
          free plan, up to {MONITORS_PER_DOMAIN.enterprise} on Enterprise.
        </SectionHeading>
        <div className="mt-14">
          <IconCardGrid items={features} />
        </div>
      </div>
    </section>
  );
}
