import { registrationWords } from '../../../../../shared/helpers/registration-outcome';
import type { WhoisDetails } from '../../lib/check-details';
import { formatDate } from '../../lib/format';
import { DetailList, DetailSection, ExpiryValue, ValueList, YesNo } from './detail-parts';

export function WhoisDetailsView({ details }: { details: WhoisDetails }) {
  const source = details.source === 'rdap' ? 'RDAP' : details.source === 'whois' ? 'WHOIS' : null;
  return (
    <div className="grid gap-5">
      <DetailSection title="Registration">
        <DetailList
          rows={[
            { label: 'Outcome', value: registrationWords(details) },
            { label: 'Registrar', value: details.registrar },
            {
              label: 'Expires',
              value:
                details.expiresAt || typeof details.daysUntilExpiry === 'number' ? (
                  <ExpiryValue iso={details.expiresAt} days={details.daysUntilExpiry} />
                ) : null,
            },
            { label: 'Registered', value: formatDate(details.createdAt) },
            { label: 'Last updated', value: formatDate(details.updatedAt) },
            typeof details.dnssec === 'boolean'
              ? { label: 'DNSSEC', value: <YesNo value={details.dnssec} yes="Signed" no="Not signed" /> }
              : null,
            source ? { label: 'Source', value: details.server ? `${source} (${details.server})` : source } : null,
            details.referralServer ? { label: "Registrar's WHOIS", value: details.referralServer } : null,
            details.rdapError ? { label: 'RDAP', value: details.rdapError } : null,
            details.whoisError ? { label: 'WHOIS', value: details.whoisError } : null,
          ]}
        />
      </DetailSection>
      {(details.nameservers ?? []).length > 0 ? (
        <DetailSection title="Nameservers at the registry">
          <ValueList values={details.nameservers ?? []} mono />
        </DetailSection>
      ) : null}
      {(details.statuses ?? []).length > 0 ? (
        <DetailSection title="Registry statuses">
          <ValueList values={details.statuses ?? []} mono />
        </DetailSection>
      ) : null}
    </div>
  );
}
