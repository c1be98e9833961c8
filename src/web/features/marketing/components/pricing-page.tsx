import { Link } from 'react-router';
import { PLAN_ORDER, PLANS } from '../../../../shared/constants/plans';
import { formatMonthlyPrice } from '../../../../shared/helpers/plan-display';
import { PLAN_LIMIT_ROWS } from '../../../../shared/helpers/plan-limits';
import { PlanCard } from '../../../components/plans/plan-card';
import { PageMeta } from '../../../components/seo/page-meta';
import { PaymentsWording } from '../../../components/payments-only';
import { PLAN_FEATURE_ROWS, PLAN_SUMMARIES, PRICES_NOTE, PRICING_FAQ } from '../content/pricing';
import { CONTACT_PATH } from '../lib/links';
import { ComparisonTable } from './comparison-table';
import { FaqList } from './faq-list';
import { MarketingHero } from './marketing-hero';
import { PageSection } from './page-section';
import { SignUpBand } from './sign-up-band';
import { STANDALONE_META } from '../content/standalone-meta';

const plans = PLAN_ORDER.map((tier) => PLANS[tier]);

/** /pricing: the four plans of SPEC §9.1 with every limit, Pro marked popular, and the questions people ask. */
export function PricingPage() {
  return (
    <>
      <PageMeta {...STANDALONE_META['/pricing']} path="/pricing" />
      <MarketingHero
        eyebrow="Pricing"
        title="Every check on every plan. Pay for scale."
        lead="All four plans run the same checks and send the same alerts. What changes is how many domains you watch, how often, with how many people, and for how long the history is kept."
      />
      <section aria-labelledby="pricing-plans-title" className="pb-16 sm:pb-20">
        {/* The cards' plan names are h3: their section needs its h2 (heading order), for screen readers only. */}
        <h2 id="pricing-plans-title" className="sr-only">
          Plans
        </h2>
        <ul className="mx-auto grid max-w-7xl gap-5 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
          {plans.map((plan) => (
            <PlanCard key={plan.tier} plan={plan} summary={PLAN_SUMMARIES[plan.tier]} />
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl px-4 text-center text-sm text-fg-muted">
          <PaymentsWording text={PRICES_NOTE} /> Need more than Enterprise, or have a question about a plan?{' '}
          <Link to={CONTACT_PATH} className="font-medium text-accent-text underline-offset-4 hover:underline">
            Contact us
          </Link>
          .
        </p>
      </section>
      <PageSection id="compare-plans-title" title="Compare the plans" eyebrow="Every limit">
        <div className="mx-auto max-w-6xl">
          <ComparisonTable
            caption="Plan limits and features"
            columns={plans.map((plan) => `${plan.name} (${formatMonthlyPrice(plan.priceUsdMonthly)})`)}
            rows={[...PLAN_LIMIT_ROWS, ...PLAN_FEATURE_ROWS].map((row) => ({
              feature: row.label,
              cells: plans.map((plan) => (
                <span key={plan.tier} className="text-fg tabular-nums">
                  {row.value(plan)}
                </span>
              )),
            }))}
          />
        </div>
      </PageSection>
      <PageSection id="pricing-faq-title" title="Questions about plans" eyebrow="FAQ" tone="canvas">
        <FaqList items={PRICING_FAQ} />
      </PageSection>
      <SignUpBand title="Start on Free, upgrade when it pays" showPricing={false} />
    </>
  );
}
