import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { Plan } from '../../../shared/constants/plans';
import { planSignUpPath } from '../../../shared/helpers/billing-display';
import { formatMonthlyPrice } from '../../../shared/helpers/plan-display';
import { planHighlights } from '../../../shared/helpers/plan-limits';
import { cn } from '../../lib/cn';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';

/** Every limit of a plan (SPEC §9.1), one short line each, with a check mark. */
export function PlanHighlightList({ plan, className }: { plan: Plan; className?: string }) {
  return (
    <ul className={cn('grid content-start gap-2.5 text-sm', className)}>
      {planHighlights(plan).map((line) => (
        <li key={line} className="flex gap-2.5 text-fg-muted">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-text" />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One plan of SPEC §9.1 as a card: price, every limit, a sign-up button. The popular plan (Pro) stands out. A paid
 * plan's button signs up with the plan remembered, then goes on to Stripe Checkout (issue 19).
 */
export function PlanCard({ plan, summary }: { plan: Plan; summary?: string }) {
  const headingId = `plan-${plan.tier}`;
  return (
    <li
      aria-labelledby={headingId}
      data-plan={plan.tier}
      className={cn(
        'relative flex flex-col rounded-xl border bg-surface p-6 shadow-xs',
        plan.popular ? 'border-accent ring-1 ring-accent' : 'border-line',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-fg">
          {plan.name}
        </h3>
        {plan.popular ? <Badge tone="accent">Most popular</Badge> : null}
      </div>
      {summary ? <p className="mt-2 text-sm text-fg-muted">{summary}</p> : null}
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight text-fg tabular-nums">
          {formatMonthlyPrice(plan.priceUsdMonthly)}
        </span>
        <span className="text-sm text-fg-muted">/month</span>
      </p>
      <PlanHighlightList plan={plan} className="mt-6 flex-1" />
      <Button asChild variant={plan.popular ? 'primary' : 'outline'} className="mt-8 w-full">
        <Link to={planSignUpPath(plan.tier)}>
          {plan.priceUsdMonthly === 0 ? 'Start free' : `Get started with ${plan.name}`}
        </Link>
      </Button>
    </li>
  );
}
