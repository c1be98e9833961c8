import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { updateDomainSchema, type Domain } from '../../../../shared/contracts/domains';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { showFormError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import type { useUpdateDomain } from '../api/change-domain';
import { DomainFormFields, type DomainFormValues } from './domain-form-fields';
import { displayDomain } from '../../../../shared/helpers/domain-name';

type UpdateOutput = z.output<typeof updateDomainSchema>;

export interface DomainSettingsFormProps {
  domain: Domain;
  update: ReturnType<typeof useUpdateDomain>;
  /** Saving or deleting: every button waits. */
  busy: boolean;
  onSaved: () => void;
  onDelete: () => void;
}

/**
 * The settings dialog's form below its title: Domain Name and Description, Save Changes, Cancel and Delete Domain.
 * Loaded when the dialog first opens (it brings react-hook-form and zod).
 */
export function DomainSettingsForm({ domain, update, busy, onSaved, onDelete }: DomainSettingsFormProps) {
  const form = useForm<DomainFormValues, unknown, UpdateOutput>({
    // The schema's name is optional for partial updates; this form always sends it (an empty one is refused).
    resolver: zodResolver(updateDomainSchema) as Resolver<DomainFormValues, unknown, UpdateOutput>,
    defaultValues: {
      name: displayDomain(domain.name),
      description: domain.description ?? '',
      httpOnly: domain.httpOnly,
    },
  });

  const onSubmit = form.handleSubmit((input) => {
    update.mutate(
      { id: domain.id, ...input },
      {
        onSuccess: (saved) => {
          toast({ title: 'Settings Updated', description: `${displayDomain(saved.name)} was saved.` });
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
    <form noValidate aria-label="Domain settings" className="grid gap-5" onSubmit={(event) => void onSubmit(event)}>
      <DomainFormFields register={form.register} errors={form.formState.errors} control={form.control} />
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
  );
}
