import type { Domain } from '../../../../../shared/contracts/domains';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { toastActionError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import { useUpdateDomain } from '../../api/change-domain';

/**
 * The domain's "HTTP only" setting on its page (decision 071): what it is, a button to change it, and, when the
 * certificate check of a site not marked HTTP only got no TLS answer at all, the suggestion to mark it.
 */
export function HttpOnlyControl({ domain, canEdit }: { domain: Domain; canEdit: boolean }) {
  const update = useUpdateDomain();
  const change = (httpOnly: boolean) =>
    update.mutate(
      { id: domain.id, httpOnly },
      {
        onSuccess: () =>
          toast({
            title: httpOnly ? 'Checked as HTTP only' : 'Checked over HTTPS',
            description: httpOnly
              ? 'Uptime is checked over http://; the certificate check no longer applies.'
              : 'Uptime and the certificate are checked over HTTPS again.',
          }),
        onError: (error) => toastActionError(error, 'Update Failed', "Couldn't change how this domain is checked"),
      },
    );
  // no certificate ever stored and the latest check got none: nothing answered TLS there
  const noTls = !domain.httpOnly && domain.ssl.state === 'failed' && domain.sslCertificate === null;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-fg">
        {domain.httpOnly
          ? 'HTTP only: checked over plain HTTP, without a certificate check.'
          : 'Checked over HTTPS, with its certificate.'}
      </p>
      {noTls && canEdit ? (
        <Alert tone="info" role="status" title="No HTTPS found">
          <div className="grid gap-2">
            <p>
              The certificate check got no TLS answer from this site. If it is served over plain HTTP only, say so: the
              certificate check then no longer applies and does not count against its state.
            </p>
            <div>
              <Button size="sm" onClick={() => change(true)} disabled={update.isPending}>
                Check as HTTP only
              </Button>
            </div>
          </div>
        </Alert>
      ) : canEdit ? (
        <div>
          <Button size="sm" variant="outline" onClick={() => change(!domain.httpOnly)} disabled={update.isPending}>
            {domain.httpOnly ? 'Check over HTTPS' : 'Check as HTTP only'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
