import { useQuery } from '@tanstack/react-query';
import { registrationWords } from '../../../../../shared/helpers/registration-outcome';
import { useNow } from '../../../../lib/use-now';
import { registrationQuery } from '../../api/domain-panels';
import { formatCalendarDate } from '../../lib/dates';
import { Fact, FactList } from '../fact-list';
import { LatestCheckLine, NoData, Panel, PanelQuery } from './panel';

const SOURCES = { rdap: 'RDAP', whois: 'WHOIS' } as const;

/** What the registry says of the name, and where it was read (RDAP first, then WHOIS; decision 039). */
export function RegistrationPanel({ domainId }: { domainId: string }) {
  const query = useQuery(registrationQuery(domainId));
  const now = useNow();
  return (
    <Panel title="Registration">
      <PanelQuery query={query} what="registration facts">
        {({ check, facts }) => {
          if (!check || !facts) return <NoData />;
          const outcome = registrationWords({ ...facts, registration: facts.outcome });
          return (
            <div className="grid gap-4 *:min-w-0">
              <LatestCheckLine check={check} now={now} />
              {/* a registered domain's check message says it already (with the urgency); the other outcomes in words */}
              {outcome && facts.outcome !== 'registered' ? <p className="text-sm text-fg">{outcome}</p> : null}
              <FactList label="Registration">
                <Fact term="Source">
                  {facts.source
                    ? `${SOURCES[facts.source]}${facts.server ? ` (${facts.server})` : ''}`
                    : 'No registry answered'}
                </Fact>
                <Fact term="Registrar">{facts.registrar ?? 'Not stated'}</Fact>
                <Fact term="Registered on">{formatCalendarDate(facts.createdAt) ?? 'Not stated'}</Fact>
                <Fact term="Expires on">
                  {facts.expiryNever
                    ? 'Never (per the registry)'
                    : (formatCalendarDate(facts.expiresAt) ?? 'Not stated')}
                </Fact>
                <Fact term="Name servers">{facts.nameservers.join(', ') || 'Not stated'}</Fact>
                <Fact term="Statuses">{facts.statuses.join(', ') || 'Not stated'}</Fact>
              </FactList>
            </div>
          );
        }}
      </PanelQuery>
    </Panel>
  );
}
