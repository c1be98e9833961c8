import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { DemoGuard } from '../../../components/demo-guard';
import { RESCAN_PATH, useRescan } from '../api/security';

/** The Security Status card's Rescan for one domain: its security, TLS and DNS checks run again now. */
export function RescanDomainButton({ domainId }: { domainId: string }) {
  const rescan = useRescan(domainId);
  return (
    <DemoGuard method="POST" path={RESCAN_PATH}>
      {(demoDisabled) => (
        <Button
          variant="outline"
          size="sm"
          loading={rescan.isPending}
          disabled={demoDisabled}
          onClick={() =>
            rescan.mutate(undefined, {
              onSuccess: () =>
                toast({
                  title: 'Rescan Started',
                  description: 'Security, certificate and DNS checks run again; results appear within a minute or two.',
                }),
              onError: (error) =>
                toastActionError(error, 'Rescan Failed', 'The checks could not be started. Please try again.'),
            })
          }
        >
          {rescan.isPending ? null : <RefreshCw aria-hidden="true" />}
          Rescan
        </Button>
      )}
    </DemoGuard>
  );
}
