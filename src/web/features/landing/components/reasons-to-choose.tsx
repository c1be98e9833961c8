import { BellOff, Code2, Eye, Globe, Lock, Tags, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/ui/section-heading';

const reasons: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Globe,
    title: 'The whole domain, not just a ping',
    text: 'Uptime, certificate, DNS records and mail authentication, registration, security headers and blacklists, in one place.',
  },
  {
    icon: BellOff,
    title: 'Alerts you can trust',
    text: 'Failures are re-checked before they count, an outage sends one alert and one recovery notice, and quiet hours hold alerts instead of losing them.',
  },
  {
    icon: Eye,
    title: 'Honest results',
    text: 'A check that could not run says so. It never reads as healthy, and it counts against the overall status.',
  },
  {
    icon: Code2,
    title: 'Open source',
    text: 'MIT-licensed. Read how every check works, or run Sitewarden on your own server with one command.',
  },
  {
    icon: Lock,
    title: 'Safe by design',
    text: 'Probes refuse internal addresses, webhooks are signed, passwords use argon2id and secrets never reach the logs.',
  },
  {
    icon: Tags,
    title: 'Plain prices',
    text: 'Four plans in US dollars a month, every check on every plan, and every limit written down on the pricing page.',
  },
];

/** SPEC §2.1: reasons to choose Sitewarden. Claims only about the product itself, no ratings or testimonials. */
export function ReasonsToChoose() {
  return (
    <section aria-labelledby="reasons-title" className="border-t border-line bg-canvas py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="reasons-title" eyebrow="Why Sitewarden" title="Reasons to choose it" />
        <ul className="mt-14 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold text-fg">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-fg-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
