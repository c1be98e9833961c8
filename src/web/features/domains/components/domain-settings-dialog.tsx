import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { PLANS } from '../../../../shared/constants/plans';
import { updateDomainSchema, type Domain } from '../../../../shared/contracts/domains';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { showFormError, toastActionError } from '../../../lib/action-errors';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useDeleteDomain, useUpdateDomain } from '../api/change-domain';
import { DomainFormFields, type DomainFormValues } from './domain-form-fields';

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
        toast({ title: 'Domain Deleted', description: `${domain.name} is no longer monitored.` });
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
          <SettingsForm
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
        description={<DeleteConsequences name={domain.name} />}
        confirmLabel="Delete Domain"
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}

type UpdateOutput = z.output<typeof updateDomainSchema>;

function SettingsForm({
  domain,
  update,
  busy,
  onSaved,
  onDelete,
}: {
  domain: Domain;
  update: ReturnType<typeof useUpdateDomain>;
  busy: boolean;
  onSaved: () => void;
  onDelete: () => void;
}) {
  const form = useForm<DomainFormValues, unknown, UpdateOutput>({
    // The schema's name is optional for partial updates; this form always sends it (an empty one is refused).
    resolver: zodResolver(updateDomainSchema) as Resolver<DomainFormValues, unknown, UpdateOutput>,
    defaultValues: { name: domain.name, description: domain.description ?? '' },
  });

  const onSubmit = form.handleSubmit((input) => {
    update.mutate(
      { id: domain.id, ...input },
      {
        onSuccess: (saved) => {
          toast({ title: 'Settings Updated', description: `${saved.name} was saved.` });
          onSaved();
        },
        onError: (error) => {
          showFormError(
            error,
            form.setError,
            ['name', 'description'],
            'Update Failed',
            'Failed to update domain settings',
          );
        },
      },
    );
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>Domain settings</DialogTitle>
        <DialogDescription className="break-all">{domain.name}</DialogDescription>
      </DialogHeader>
      <form noValidate aria-label="Domain settings" className="grid gap-5" onSubmit={(event) => void onSubmit(event)}>
        <DomainFormFields register={form.register} errors={form.formState.errors} />
        <DialogFooter className="sm:justify-between">
          <Button variant="destructive" disabled={busy} onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            Delete Domain
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={update.isPending} disabled={busy}>
              Save Changes
            </Button>
          </div>
        </DialogFooter>
      </form>
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
