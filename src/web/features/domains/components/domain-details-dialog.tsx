import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Domain } from '../../../../shared/contracts/domains';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FailureText } from '../../../components/ui/failure-text';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useNow } from '../../../lib/use-now';
import { useDomain } from '../api/get-domain';
import { formatCalendarDate } from '../lib/dates';
import { domainPagePath } from '../lib/paths';
import { useReadableTime } from '../../../lib/use-readable-time';
import { PENDING_FIRST_CHECK } from '../../../../shared/helpers/domain-state';
import { Fact, FactList } from './fact-list';
import { DomainStatusBadge, HealthFacts, PendingFirstCheck, SslExpiry } from './domain-figures';
import { displayDomain } from '../../../../shared/helpers/domain-name';

export const DETAILS_FALLBACK_DESCRIPTION = 'Detailed monitoring information for this domain';

export interface DomainDetailsDialogProps {
  /** The row the dialog opens for; its id is read fresh from GET /api/domains/{id}. */
  domain: Domain;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * SPEC §2.11 Domain Details: name, description, status, uptime, SSL certificate (issuer, days until expiry, valid
 * from, expires on), performance score out of 100, active alerts and the last check.
 */
export function DomainDetailsDialog({ domain, open, onOpenChange }: DomainDetailsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DetailsBody row={domain} />
      </DialogContent>
    </Dialog>
  );
}

function DetailsBody({ row }: { row: Domain }) {
  const query = useDomain(row.id, row);
  const domain = query.data ?? row;
  const now = useNow();
  const readable = useReadableTime();
  const certificate = domain.sslCertificate;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-all">{displayDomain(domain.name)}</DialogTitle>
        <DialogDescription>{domain.description ?? DETAILS_FALLBACK_DESCRIPTION}</DialogDescription>
      </DialogHeader>
      {query.isError ? (
        <Alert tone="warning" role="status">
          Couldn't refresh these figures; they are the ones the table last loaded.
        </Alert>
      ) : null}
      <FactList label="Monitoring">
        <Fact term="Status">
          <DomainStatusBadge domain={domain} />
        </Fact>
        <HealthFacts domain={domain} />
        <Fact term="Last check">
          {domain.latestCheck ? (
            <time dateTime={domain.latestCheck.checkedAt} title={readable(domain.latestCheck.checkedAt)}>
              {formatRelativeTime(domain.latestCheck.checkedAt, now)}
            </time>
          ) : (
            <PendingFirstCheck />
          )}
        </Fact>
      </FactList>
      <section aria-labelledby="ssl-heading" className="grid gap-2">
        <h3 id="ssl-heading" className="text-sm font-semibold text-fg">
          SSL certificate
        </h3>
        {certificate &&
        (domain.ssl.state === 'valid' || domain.ssl.state === 'expiring' || domain.ssl.state === 'invalid') ? (
          <FactList label="SSL certificate">
            <Fact term="Issuer">
              <span className="break-words">{certificate.issuer ?? 'Unknown'}</span>
            </Fact>
            <Fact term="Days until expiry">
              <SslExpiry ssl={domain.ssl} certificate={certificate} />
            </Fact>
            <Fact term="Valid from">{formatCalendarDate(certificate.validFrom) ?? 'Unknown'}</Fact>
            <Fact term="Expires on">{formatCalendarDate(certificate.validTo) ?? 'Unknown'}</Fact>
          </FactList>
        ) : domain.ssl.state === 'failed' ? (
          <Alert tone="critical" role="status">
            <FailureText raw={domain.ssl.message} />
          </Alert>
        ) : (
          <p className="rounded-lg border border-line bg-canvas px-4 py-3 text-sm text-fg-muted">
            {PENDING_FIRST_CHECK}
          </p>
        )}
      </section>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button asChild>
          <Link to={domainPagePath(domain.id)}>
            Open full page
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}
