import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { getErrorMessage } from '../../../../shared/helpers/error-classification';
import { DemoGuard } from '../../../components/demo-guard';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { lazyPart } from '../../../components/ui/lazy-part';
import { domainOptionsQueryOptions, type DomainOption } from '../../../lib/domain-options';
import { toast } from '../../../lib/toast';
import { auditQueryOptions, fullAuditPath, useStartFullAudit } from '../api/audits';
import {
  AUDIT_ERROR_FALLBACK,
  AUDIT_START_FALLBACK,
  auditCompleteDescription,
  NO_DOMAIN_MESSAGE,
} from '../lib/audit-progress';
import { AuditDomainDialog } from './audit-domain-dialog';
import { displayDomain } from '../../../../shared/helpers/domain-name';

// The dialog is only seen once an audit is started: it downloads when the button is pointed at, focused or pressed,
// alongside the request that starts the audit.
const FullAuditDialog = lazyPart(() => import('./full-audit-dialog').then((m) => m.FullAuditDialog), {
  fallback: null,
  failure: "Couldn't load the audit",
});

export interface FullAuditButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** The domain to audit; without one the button says a domain must be added first (SPEC §5). */
  domainId: string | null | undefined;
  domainName?: string;
  label?: string;
  /** The workspace's several domains are offered to choose from first (the dashboard's card). */
  askWhichDomain?: boolean;
}

/**
 * Starts a full audit (SPEC §7), follows it every 2 s until it is completed or failed, and shows it in the audit
 * dialog. The poll belongs to the button, so closing the dialog lets the audit finish in the background and its
 * result still arrives as a toast.
 */
export function FullAuditButton({
  domainId,
  domainName = 'your domain',
  label = 'Run Full Audit',
  variant = 'outline',
  size = 'sm',
  className,
  askWhichDomain = false,
}: FullAuditButtonProps) {
  const start = useStartFullAudit();
  const [auditId, setAuditId] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const options = useQuery({ ...domainOptionsQueryOptions, enabled: askWhichDomain });
  const choices = askWhichDomain && options.data && options.data.length > 1 ? options.data : null;
  const [picking, setPicking] = useState(false);
  // the domain the last audit was started for: "Run again" audits it again
  const [target, setTarget] = useState<DomainOption | null>(null);
  const audit = useQuery({ ...auditQueryOptions(auditId ?? ''), enabled: auditId !== null });
  const announced = useRef<string | null>(null);

  const data = audit.data;
  useEffect(() => {
    if (!data || announced.current === data.id) return;
    if (data.status === 'completed') {
      announced.current = data.id;
      toast({ title: 'Audit Complete', description: auditCompleteDescription(data.overallScore ?? 0) });
    } else if (data.status === 'failed') {
      announced.current = data.id;
      toast({ title: 'Audit Failed', description: data.error?.trim() || AUDIT_ERROR_FALLBACK, variant: 'destructive' });
    }
  }, [data]);

  const begin = (domain: DomainOption | null) => {
    if (!domain) {
      toast({ title: 'No Domains', description: NO_DOMAIN_MESSAGE, variant: 'destructive' });
      return;
    }
    FullAuditDialog.preload();
    start.mutate(domain.id, {
      onSuccess: ({ auditId: id }) => {
        setPicking(false);
        setTarget(domain);
        setAuditId(id);
        setOpen(true);
        toast({
          title: 'Security Audit Started',
          description: `Auditing ${displayDomain(domain.name)}. This usually takes under a minute.`,
        });
      },
      onError: (error) => {
        toast({
          title: 'Audit Failed',
          description: error.message.trim() ? error.message : AUDIT_START_FALLBACK,
          variant: 'destructive',
        });
      },
    });
  };

  const given = domainId ? { id: domainId, name: domainName } : null;
  const press = async () => {
    if (!askWhichDomain) return begin(given);
    // pressed before the workspace's domains arrived: wait for them rather than audit the first one unasked
    const list = options.data ?? (await options.refetch()).data;
    if (list && list.length > 1) setPicking(true);
    else begin(given ?? list?.[0] ?? null);
  };
  const running = auditId !== null && (data === undefined || data.status === 'running');
  return (
    <>
      <DemoGuard method="POST" path={fullAuditPath(domainId ?? '')}>
        {(disabled) => (
          <Button
            variant={variant}
            size={size}
            className={className}
            disabled={disabled}
            loading={start.isPending}
            onClick={() => (running ? setOpen(true) : void press())}
            onPointerEnter={FullAuditDialog.preload}
            onFocus={FullAuditDialog.preload}
          >
            {start.isPending ? null : <ShieldCheck aria-hidden="true" />}
            {running ? 'View Audit' : label}
          </Button>
        )}
      </DemoGuard>
      {auditId !== null ? (
        <FullAuditDialog
          key={auditId}
          open={open}
          onOpenChange={setOpen}
          domainName={data?.domainName ?? target?.name ?? domainName}
          audit={data}
          readError={audit.isError ? getErrorMessage(audit.error) : undefined}
          onRunAgain={() => begin(target ?? given)}
          runAgainPending={start.isPending}
        />
      ) : null}
      {choices && picking ? (
        <AuditDomainDialog
          open
          onOpenChange={setPicking}
          domains={choices}
          initialId={domainId}
          pending={start.isPending}
          onChoose={begin}
        />
      ) : null}
    </>
  );
}

/** The dashboard's Run Full Audit: asks which domain when the workspace monitors several. */
export function WorkspaceAuditButton(props: Omit<FullAuditButtonProps, 'askWhichDomain'>) {
  return <FullAuditButton {...props} askWhichDomain />;
}
