import { useDocumentTitle } from '../../../lib/document-title';
import { PartnerNav } from '../../partner-api/components/partner-nav';
import { PartnerPlanGate } from '../../partner-api/components/partner-plan-gate';
import { PartnerDomainsSection } from './partner-domains-section';
import { PartnerProfileSection } from './partner-profile-section';

/** /partner (issue 18): the agency's partner profile and its partner domains. */
export function PartnerPage() {
  useDocumentTitle('Partner profile');
  return (
    <div className="grid min-w-0 gap-8">
      <PartnerNav />
      <PartnerPlanGate>
        <PartnerProfileSection />
        <PartnerDomainsSection />
      </PartnerPlanGate>
    </div>
  );
}
