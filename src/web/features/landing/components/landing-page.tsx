import { PageMeta } from '../../../components/seo/page-meta';
import { FreeScan } from './free-scan';
import { Hero } from './hero';
import { MonitoringFeatures } from './monitoring-features';
import { PlanOverview } from './plan-overview';
import { ReasonsToChoose } from './reasons-to-choose';
import { RoiPrompt } from './roi-prompt';
import { SignUpCta } from './sign-up-cta';
import { StatusPagesPromo } from './status-pages-promo';
import { WorkflowFeatures } from './workflow-features';

/**
 * SPEC §2.1 landing page for visitors: hero, the free scan (SPEC §2.6), the ROI calculator link, feature cards, the
 * status-pages promo, reasons to choose, plans and the sign-up call. No ratings or reviews are shown: we have none
 * we could source (docs/decisions/017-h8-marketing-pages.md).
 */
export function LandingPage() {
  return (
    <>
      <PageMeta
        title="Website and domain monitoring"
        description="Uptime, SSL, DNS, domain expiry, performance and security checks, plus API, port and cron job monitors; alerts by e-mail, SMS, Slack and webhook. Open source."
        path="/"
      />
      <Hero />
      <FreeScan />
      <RoiPrompt />
      <MonitoringFeatures />
      <WorkflowFeatures />
      <StatusPagesPromo />
      <ReasonsToChoose />
      <PlanOverview />
      <SignUpCta />
    </>
  );
}
