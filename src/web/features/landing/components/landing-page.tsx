import { useDocumentTitle } from '../../../lib/document-title';
import { FreeScan } from './free-scan';
import { Hero } from './hero';
import { MonitoringFeatures } from './monitoring-features';
import { PlanOverview } from './plan-overview';
import { SignUpCta } from './sign-up-cta';
import { WorkflowFeatures } from './workflow-features';

/**
 * SPEC §2.1 landing page for visitors. Each section is its own component so that later work (the ROI calculator
 * link, the status-pages promo) slots in without rewriting the page. The free scan (SPEC §2.6) follows the hero.
 */
export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <FreeScan />
      <MonitoringFeatures />
      <WorkflowFeatures />
      <PlanOverview />
      <SignUpCta />
    </>
  );
}
