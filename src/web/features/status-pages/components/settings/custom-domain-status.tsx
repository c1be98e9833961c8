import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CustomDomainVerification, StatusPage } from '../../../../../shared/contracts/status-pages';
import { CopyButton } from '../../../../components/copy-button';
import { GuardedButton } from '../../../../components/guarded-button';
import { Alert } from '../../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { toastActionError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import { useReadableTime } from '../../../../lib/use-readable-time';
import { pointerRecord } from '../../../../../shared/helpers/dns-pointer';
import { installationPort } from '../../lib/public-address';
import { useVerifyCustomDomain, verifyCustomDomainPath } from '../../api/verify-custom-domain';

type ClaimState = 'verified' | 'pending' | 'released';

const STATE_WORDS: Record<ClaimState, { label: string; tone: BadgeTone }> = {
  verified: { label: 'Verified', tone: 'healthy' },
  pending: { label: 'Waiting for proof', tone: 'warning' },
  released: { label: 'Released', tone: 'critical' },
};

const stateOf = (v: CustomDomainVerification): ClaimState =>
  v.state === 'verified' ? 'verified' : v.releasedAt ? 'released' : 'pending';

/**
 * One DNS record to create, each part with its copy button: label, text and button in a row on wider screens; on a
 * phone the label and the button share a line above the text, which wraps anywhere (names are long).
 */
function DnsRecord({
  type,
  name,
  value,
  valueLabel,
}: {
  type: string;
  name: string;
  value: string;
  valueLabel: string;
}) {
  const part = (label: string, text: string, what: string) => (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[5.5rem_minmax(0,1fr)_auto]">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className="col-span-2 row-start-2 min-w-0 font-mono text-sm break-all text-fg sm:col-span-1 sm:col-start-2 sm:row-start-1">
        {text}
      </dd>
      <dd className="col-start-2 row-start-1 justify-self-end sm:col-start-3">
        <CopyButton text={text} what={what} size="sm" variant="ghost" />
      </dd>
    </div>
  );
  return (
    <dl className="grid gap-2 rounded-lg border border-line bg-canvas p-3">
      <div className="grid gap-1 sm:grid-cols-[5.5rem_minmax(0,1fr)] sm:gap-3">
        <dt className="text-xs font-medium text-fg-muted">Type</dt>
        <dd className="font-mono text-sm text-fg">{type}</dd>
      </div>
      {part('Name', name, `${type} record name`)}
      {part(valueLabel, value, `${type} record ${valueLabel.toLowerCase()}`)}
    </dl>
  );
}

/**
 * How visitors reach the name: a CNAME to the installation's host name (which also proves it), or, when PUBLIC_URL's
 * host is an IP address, an A/AAAA record to it (a CNAME names a host; DNS never carries a port).
 */
function PointerHelp({ host, target }: { host: string; target: string }) {
  const record = pointerRecord(target);
  const port = installationPort();
  return (
    <>
      {record.proves ? (
        <p className="text-sm text-fg-muted">
          Visitors reach the page through a CNAME from <span className="font-mono break-all">{host}</span> to{' '}
          <span className="font-mono break-all">{record.value}</span> (or A records to its addresses). While no other
          status page claims the name, that CNAME proves it too.
        </p>
      ) : (
        <p className="text-sm text-fg-muted">
          This installation is reached by its address, so visitors reach the page through an {record.type} record from{' '}
          <span className="font-mono break-all">{host}</span> to{' '}
          <span className="font-mono break-all">{record.value}</span> (a CNAME must name a host, not an address). Only
          the TXT record above proves the name.
        </p>
      )}
      <DnsRecord
        type={record.type}
        name={host}
        value={record.value}
        valueLabel={record.type === 'CNAME' ? 'Target' : 'Address'}
      />
      {port ? (
        <p className="text-sm text-fg-muted">
          DNS records carry no port: visitors open <span className="font-mono break-all">https://{host}</span> on port
          443, so a proxy there must pass their requests (Host header kept) to port {port}.
        </p>
      ) : null}
    </>
  );
}

function Records({ host, verification }: { host: string; verification: CustomDomainVerification }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-fg">
        Prove the name is yours with this TXT record at your DNS host (it sits beside your other records):
      </p>
      <DnsRecord
        type="TXT"
        name={verification.txtRecord.name}
        value={verification.txtRecord.value}
        valueLabel="Value"
      />
      <PointerHelp host={host} target={verification.cnameTarget} />
    </div>
  );
}

/**
 * A custom domain claim's state in the settings (decision 065): verified (served), waiting for proof, or released (it
 * was served until its proof went away), when it was last checked and what was found, the exact records to create,
 * and "Verify now". Viewers see it read-only (the form's fieldset disables the button).
 */
export function CustomDomainStatus({ page }: { page: StatusPage }) {
  const verify = useVerifyCustomDomain();
  const readable = useReadableTime();
  const verification = page.customDomainVerification;
  const host = page.customDomain;
  if (!verification || !host) return null;
  const state = stateOf(verification);
  const words = STATE_WORDS[state];

  const onVerify = () =>
    verify.mutate(page.id, {
      onSuccess: (saved) => {
        const after = saved.customDomainVerification;
        if (after?.state === 'verified')
          toast({ title: 'Custom domain verified', description: `${host} now shows this page.` });
        else toast({ title: 'Not verified yet', description: after?.problem ?? 'The records were not found yet.' });
      },
      onError: (error) =>
        toastActionError(error, "Couldn't check the custom domain", 'An error occurred while checking it.'),
    });

  let message: ReactNode;
  if (state === 'verified') {
    message = (
      <p className="text-sm text-fg">
        Visitors reach this page at <span className="font-mono break-all">https://{host}</span>, proven by{' '}
        {verification.proof === 'cname' ? 'its CNAME' : 'its TXT record'}. Keep the record: the name is checked every
        hour and let go if the proof is gone.
      </p>
    );
  } else if (state === 'released') {
    message = (
      <Alert
        tone="critical"
        role="status"
        title={`This page stopped answering on ${host} (released ${readable(verification.releasedAt!)})`}
      >
        {verification.problem}
      </Alert>
    );
  } else {
    message = (
      <Alert tone="warning" role="status" title={`Not served on ${host} until the name is proven yours`}>
        {verification.problem ??
          'New claims are checked every few minutes; once the record is in place, Verify now checks at once.'}
      </Alert>
    );
  }

  return (
    <section aria-label="Custom domain verification" className="grid gap-4 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Badge tone={words.tone} dot>
            {words.label}
          </Badge>
          <span className="text-sm text-fg-muted">
            {verification.checkedAt ? `Last checked ${readable(verification.checkedAt)}` : 'Not checked yet'}
          </span>
        </div>
        <GuardedButton
          type="button"
          variant="outline"
          size="sm"
          method="POST"
          path={verifyCustomDomainPath(page.id)}
          loading={verify.isPending}
          onClick={onVerify}
        >
          <RefreshCw aria-hidden="true" />
          Verify now
        </GuardedButton>
      </div>
      {message}
      {state === 'verified' ? (
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-fg">DNS records of this name</summary>
          <div className="mt-3">
            <Records host={host} verification={verification} />
          </div>
        </details>
      ) : (
        <Records host={host} verification={verification} />
      )}
    </section>
  );
}
