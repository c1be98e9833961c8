import type { SslDetails } from '../../lib/check-details';
import { formatDate } from '../../lib/format';
import { DetailList, DetailSection, ExpiryValue, ValueList, YesNo } from './detail-parts';

const TRUST_PROBLEMS: Record<string, string> = {
  expired: 'The certificate has expired',
  'not-yet-valid': 'The certificate is not valid yet',
  'self-signed': 'Self-signed: no trusted authority issued it',
  'untrusted-root': 'Issued by an authority browsers do not trust',
  'incomplete-chain': 'The server does not send the intermediate certificate',
  'hostname-mismatch': 'Not issued for this host name',
  revoked: 'The certificate was revoked',
};

export function SslDetailsView({ details }: { details: SslDetails }) {
  const chain = details.chain ?? [];
  const trust =
    typeof details.trusted === 'boolean' ? (
      details.trusted ? (
        <YesNo value yes="Trusted" />
      ) : (
        <YesNo
          value={false}
          no={(details.trustProblem && TRUST_PROBLEMS[details.trustProblem]) || details.trustError || 'Not trusted'}
        />
      )
    ) : null;
  return (
    <div className="grid gap-5">
      <DetailSection title="Certificate">
        <DetailList
          rows={[
            details.connected === false && details.error ? { label: 'Connection', value: details.error } : null,
            { label: 'Issuer', value: details.issuer },
            { label: 'Subject', value: details.subject },
            { label: 'Valid from', value: formatDate(details.validFrom) },
            {
              label: 'Expires',
              value:
                details.validTo || typeof details.daysUntilExpiry === 'number' ? (
                  <ExpiryValue iso={details.validTo} days={details.daysUntilExpiry} />
                ) : null,
            },
            { label: 'Trust', value: trust },
            typeof details.hostnameMatches === 'boolean'
              ? {
                  label: 'Host name',
                  value: <YesNo value={details.hostnameMatches} yes="Matches" no="Does not match" />,
                }
              : null,
            { label: 'Protocol', value: details.protocol },
            {
              label: 'Cipher',
              value: details.cipher ? <code className="font-mono text-xs">{details.cipher}</code> : null,
            },
            details.host
              ? { label: 'Checked', value: `${details.host}${details.port ? `:${details.port}` : ''}` }
              : null,
          ]}
        />
      </DetailSection>
      {(details.subjectAltNames ?? []).length > 0 ? (
        <DetailSection title="Names on the certificate">
          <ValueList values={details.subjectAltNames ?? []} mono />
        </DetailSection>
      ) : null}
      {chain.length > 0 ? (
        <DetailSection title="Chain sent by the server">
          <ol className="grid gap-1.5 text-sm">
            {chain.map((cert, index) => (
              <li key={`${cert.subject}-${index}`} className="flex items-baseline gap-2">
                <span className="w-5 shrink-0 text-right text-xs text-fg-subtle tabular-nums">{index + 1}.</span>
                <span className="min-w-0">
                  <span className="font-medium break-words text-fg">{cert.subject}</span>
                  <span className="text-fg-muted"> issued by {cert.issuer}</span>
                </span>
              </li>
            ))}
          </ol>
        </DetailSection>
      ) : null}
    </div>
  );
}
