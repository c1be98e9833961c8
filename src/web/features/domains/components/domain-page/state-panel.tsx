import type { Domain } from '../../../../../shared/contracts/domains';
import { CHECK_TYPE_LABELS } from '../../../../../shared/helpers/domain-state';
import { useNow } from '../../../../lib/use-now';
import { DomainStatusBadge, HealthFacts, PendingFirstCheck } from '../domain-figures';
import { Fact, FactList } from '../fact-list';
import { HttpOnlyControl } from './http-only-control';
import { Panel, When } from './panel';

/**
 * The domain's state and why, in the words the server worked out from its latest checks (shared/helpers/
 * domain-state.ts: the same rule as the table's badge), and the families still waiting for their first check.
 */
export function StatePanel({ domain, canEdit = false }: { domain: Domain; canEdit?: boolean }) {
  const now = useNow();
  const pending = domain.pendingChecks.map((type) => CHECK_TYPE_LABELS[type]);
  return (
    <Panel title="Current state">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <DomainStatusBadge domain={domain} />
          {domain.latestCheck ? (
            <span className="text-sm text-fg-muted">
              Last check <When at={domain.latestCheck.checkedAt} now={now} />
            </span>
          ) : null}
        </div>
        <p className="text-sm break-words text-fg" data-testid="status-reason">
          {domain.statusReason}
        </p>
        {pending.length ? <p className="text-sm text-fg-muted">Pending first check: {pending.join(', ')}.</p> : null}
      </div>
      <HttpOnlyControl domain={domain} canEdit={canEdit} />
      <FactList label="Figures">
        <HealthFacts domain={domain} />
        <Fact term="Monitoring since">
          {domain.createdAt ? <When at={domain.createdAt} now={now} /> : <PendingFirstCheck />}
        </Fact>
      </FactList>
    </Panel>
  );
}
