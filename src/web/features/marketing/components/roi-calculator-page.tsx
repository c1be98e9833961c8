import { PageMeta } from '../../../components/seo/page-meta';
import { CheckList } from './check-list';
import { MarketingHero } from './marketing-hero';
import { PageSection } from './page-section';
import { RelatedPages } from './related-pages';
import { RoiCalculator } from './roi-calculator';
import { SignUpBand } from './sign-up-band';
import { STANDALONE_META } from '../content/standalone-meta';

const ASSUMPTIONS = [
  'An outage loses the revenue of every minute it lasts; some customers come back later, so this can overstate the loss',
  'Monitoring shortens the time to notice, not the time to fix; the fix takes as long either way and is left out',
  'Time to alert is the worst case for the plan: one check interval to the first failure, then checks until the outage has lasted your downtime threshold (5 minutes by default, 0 for immediate alerts)',
  'Reputation, support tickets and SLA credits are not counted, so the real benefit of noticing sooner is usually larger',
  'Engineering time counts only routine checking that monitoring replaces, not incident work',
];

/** /roi-calculator: a working calculator with its formula and assumptions in the open. */
export function RoiCalculatorPage() {
  return (
    <>
      <PageMeta {...STANDALONE_META['/roi-calculator']} path="/roi-calculator" />
      <MarketingHero
        eyebrow="ROI calculator"
        title="What is noticing an outage sooner worth?"
        lead="Put in your own numbers. The calculator compares how long outages last before someone notices, with and without monitoring, and sets the difference against the price of a plan."
      />
      <section aria-label="Calculator" className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <RoiCalculator />
        </div>
      </section>
      <PageSection id="assumptions-title" eyebrow="Assumptions" title="What the calculation assumes">
        <CheckList items={ASSUMPTIONS} />
      </PageSection>
      <SignUpBand />
      <RelatedPages paths={['/pricing', '/features', '/for/ecommerce', '/for/saas']} />
    </>
  );
}
