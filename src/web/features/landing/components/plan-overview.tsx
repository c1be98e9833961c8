import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_ORDER, PLANS, type Plan } from '../../../../shared/constants/plans';
import {
  formatCheckInterval,
  formatCount,
  formatMonthlyPrice,
  formatRetention,
} from '../../../../shared/helpers/plan-display';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SIGN_UP_PATH } from './hero';
import { SectionHeading } from './section-heading';

/** The headline limits of a plan (SPEC §9.1), as the plan cards list them. */
export function planHighlights(plan: Plan): string[] {
  return [
    formatCount(plan.maxDomains, 'domain'),
    `Checks ${formatCheckInterval(plan.checkIntervalSeconds)}`,
    formatCount(plan.maxTeamMembers, 'team member'),
    `${formatRetention(plan.retentionDays)} of history`,
    formatCount(plan.maxAlertChannels, 'alert channel'),
  ];
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-xl border bg-surface p-6 shadow-xs',
        plan.popular ? 'border-accent ring-1 ring-accent' : 'border-line',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-fg">{plan.name}</h3>
        {plan.popular ? <Badge tone="accent">Popular</Badge> : null}
      </div>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight text-fg tabular-nums">
          {formatMonthlyPrice(plan.priceUsdMonthly)}
        </span>
        <span className="text-sm text-fg-muted">/month</span>
      </p>
      <ul className="mt-6 grid flex-1 content-start gap-2.5 text-sm">
        {planHighlights(plan).map((line) => (
          <li key={line} className="flex gap-2.5 text-fg-muted">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <Button asChild variant={plan.popular ? 'primary' : 'outline'} className="mt-8 w-full">
        <Link to={SIGN_UP_PATH} aria-label={`Get started with ${plan.name}`}>
          Get started
        </Link>
      </Button>
    </li>
  );
}

export function PlanOverview() {
  return (
    <section aria-labelledby="plans-title" className="border-t border-line bg-surface py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="plans-title" eyebrow="Plans" title="Start free, grow when you need to">
          Prices in US dollars per month. Upgrade when you need more domains or faster checks.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {PLAN_ORDER.map((tier) => (
            <PlanCard key={tier} plan={PLANS[tier]} />
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link
            to="/pricing"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-accent-text hover:underline"
          >
            Compare every plan
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  );
}
