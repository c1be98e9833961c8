import { useState, type FormEvent } from 'react';
import { DomainPicker } from '../../../components/domain-picker';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import type { DomainOption } from '../../../lib/domain-options';

export interface AuditDomainDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  domains: readonly DomainOption[];
  /** The domain chosen first: the one the card shows, else the first. */
  initialId?: string | null | undefined;
  pending: boolean;
  onChoose: (domain: DomainOption) => void;
}

/** "Which domain?" before a full audit, when the workspace monitors several. */
export function AuditDomainDialog({
  open,
  onOpenChange,
  domains,
  initialId,
  pending,
  onChoose,
}: AuditDomainDialogProps) {
  const [chosenId, setChosenId] = useState(() => domains.find((d) => d.id === initialId)?.id ?? domains[0]?.id ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const domain = domains.find((d) => d.id === chosenId);
    if (domain) onChoose(domain);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Run a full audit</DialogTitle>
            <DialogDescription>
              Which domain? The audit checks its security headers, certificate, DNS and performance.
            </DialogDescription>
          </DialogHeader>
          <DomainPicker domains={domains} value={chosenId} onChange={setChosenId} />
          <DialogFormActions pending={pending} submitLabel="Start audit" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
