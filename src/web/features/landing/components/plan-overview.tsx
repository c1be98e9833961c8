import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PLAN_ORDER, PLANS } from '../../../../shared/constants/plans';
import { PlanCard } from '../../../components/plans/plan-card';
import { SectionHeading } from '../../../components/ui/section-heading';

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
