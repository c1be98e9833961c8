import { useState } from 'react';
import { PLANS } from '../../../../shared/constants/plans';
import type { Domain } from '../../../../shared/contracts/domains';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormSkeleton } from '../../../components/ui/form-skeleton';
import { lazyPart } from '../../../components/ui/lazy-part';
import { toastActionError } from '../../../lib/action-errors';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeleteDomain, useUpdateDomain } from '../api/change-domain';
import { displayDomain } from '../../../../shared/helpers/domain-name';

const DomainSettingsForm = lazyPart(() => import('./domain-settings-form').then((m) => m.DomainSettingsForm), {
  fallback: <FormSkeleton fields={['input', 'area']} />,
  failure: "Couldn't load the form",
});

/** Fetches the dialog's form ahead of the click (on hover or focus of a Settings button). */
export const preloadDomainSettingsForm = DomainSettingsForm.preload;

export interface DomainSettingsDialogProps {
  domain: Domain;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2.10: Domain Name and Description (optional); Save Changes, Cancel, and Delete Domain after 'Are you sure?'. */
export function DomainSettingsDialog({ domain, open, onOpenChange }: DomainSettingsDialogProps) {
  const update = useUpdateDomain();
  const remove = useDeleteDomain();
  const [confirming, setConfirming] = useState(false);
  const busy = update.isPending || remove.isPending;

  const onDelete = () =>
    remove.mutate(domain.id, {
      onSuccess: () => {
        toast({ title: 'Domain Deleted', description: `${displayDomain(domain.name)} is no longer monitored.` });
        setConfirming(false);
        onOpenChange(false);
      },
      onError: (error) => toastActionError(error, 'Delete Failed', 'Failed to delete domain'),
    });

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!busy) onOpenChange(next);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Domain settings</DialogTitle>
            <DialogDescription className="break-all">{displayDomain(domain.name)}</DialogDescription>
          </DialogHeader>
          <DomainSettingsForm
            domain={domain}
            update={update}
            busy={busy}
            onSaved={() => onOpenChange(false)}
            onDelete={() => setConfirming(true)}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Are you sure?"
        description={<DeleteConsequences name={displayDomain(domain.name)} />}
        confirmLabel="Delete Domain"
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}

/**
 * SPEC §2.10 asks 'Are you sure?' and says the domain leaves monitoring for good. Deleting here stops monitoring at
 * once and keeps the history, which paid plans can restore: the words say what really happens on each plan.
 */
function DeleteConsequences({ name }: { name: string }) {
  const user = useCurrentUser();
  const canRestore = user.subscriptionTier !== 'free';
  return (
    <>
      <p>
        <span className="font-medium break-all text-fg">{name}</span> will be deleted from monitoring: its checks stop
        at once and it no longer counts towards your domains.
      </p>
      <p>
        {canRestore
          ? 'You can restore it, with its history, from Show deleted domains.'
          : `On the ${PLANS.free.name} plan a deleted domain cannot be restored. This cannot be undone.`}
      </p>
    </>
  );
}
