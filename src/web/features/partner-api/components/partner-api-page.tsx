import { useDocumentTitle } from '../../../lib/document-title';
import { ApiKeysSection } from './api-keys-section';
import { PartnerNav } from './partner-nav';
import { PartnerPlanGate } from './partner-plan-gate';
import { UsageSection } from './usage-section';

/** /partner-api (issue 18): the workspace's API keys and how much the API was used. */
export function PartnerApiPage() {
  useDocumentTitle('Partner API');
  return (
    <div className="grid min-w-0 gap-8">
      <PartnerNav />
      <PartnerPlanGate>
        <ApiKeysSection />
        <UsageSection />
      </PartnerPlanGate>
    </div>
  );
}
