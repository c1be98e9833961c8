import { PLANS } from '../../../../shared/constants/plans';
import { formatCheckInterval, formatCount } from '../../../../shared/helpers/plan-display';
import { Badge } from '../../../components/ui/badge';
import { SIGN_UP_PATH, SignUpActions } from '../../../components/marketing/sign-up-actions';
import { SampleReport } from './sample-report';

export { SIGN_UP_PATH };

export function Hero() {
  const free = PLANS.free;
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[560px] bg-[radial-gradient(60%_55%_at_50%_0%,var(--color-accent-soft),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          <Badge tone="accent">Website and domain monitoring</Badge>
          <h1 className="mt-5 text-4xl leading-[1.1] font-semibold tracking-tight text-balance text-fg sm:text-5xl lg:text-[56px] lg:leading-[1.05]">
            Catch website problems before your visitors do
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-fg-muted">
            Sitewarden watches uptime, TLS certificate expiry, DNS records and changes, domain registration expiry,
            performance and Core Web Vitals, security headers and blacklists, and the API endpoints, ports, cron jobs
            and DNS records you add as monitors. When something needs attention, you hear about it by email, SMS, Slack
            or webhook.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SignUpActions secondary={{ label: 'See pricing', to: '/pricing' }} />
          </div>
          <p className="mt-4 text-sm text-fg-muted">
            Free plan: {formatCount(free.maxDomains, 'domain')}, checked{' '}
            {formatCheckInterval(free.checkIntervalSeconds)}. No card needed.
          </p>
        </div>
        <SampleReport />
      </div>
    </section>
  );
}
