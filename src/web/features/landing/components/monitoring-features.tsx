import { Activity, CalendarClock, Gauge, Lock, Network, ShieldCheck, type LucideIcon } from 'lucide-react';
import { SSL_ALERT_DAYS } from '../../../../shared/constants/plans';
import { SectionHeading } from './section-heading';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

const [first, second, third] = SSL_ALERT_DAYS;

const features: readonly Feature[] = [
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
    text: 'Lighthouse performance scores and Core Web Vitals (LCP, INP and CLS), kept as history so trends show.',
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
          Every domain you add is checked on your plan's schedule, and the results are kept as history.
        </SectionHeading>
        <ul className="mt-14 grid gap-px overflow-hidden rounded-xl border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="bg-surface p-6 sm:p-7">
              <span className="inline-flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-fg">{title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-fg-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
