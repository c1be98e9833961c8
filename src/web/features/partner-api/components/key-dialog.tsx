import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { API_KEY_PERMISSIONS } from '../../../../shared/constants/partner-api';
import type { ApiKey, CreatedApiKey } from '../../../../shared/contracts/partner-api';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { showFormError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useCreateApiKey, useUpdateApiKey } from '../api/key-mutations';
import {
  KEY_FORM_FIELDS,
  keyFormSchema,
  keyFormValues,
  keyInput,
  PERMISSION_WORDS,
  type KeyFormOutput,
  type KeyFormValues,
} from './key-form';

/** Create a key (then shown once, by the caller) or edit one: name, permission, hourly rate limit, expiry. */
export function KeyDialog({
  editing,
  ceiling,
  onCreated,
  onClose,
}: {
  editing: ApiKey | null;
  ceiling: number;
  onCreated: (key: CreatedApiKey) => void;
  onClose: () => void;
}) {
  const create = useCreateApiKey();
  const update = useUpdateApiKey();
  const pending = create.isPending || update.isPending;
  const form = useForm<KeyFormValues, unknown, KeyFormOutput>({
    resolver: zodResolver(keyFormSchema(ceiling)),
    defaultValues: keyFormValues(editing),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const onError = (error: unknown) =>
      showFormError(
        error,
        form.setError,
        KEY_FORM_FIELDS,
        "Couldn't save the key",
        'An error occurred while saving the key.',
      );
    if (editing) {
      update.mutate(
        { id: editing.id, input: keyInput(values) },
        {
          onSuccess: (key) => {
            toast({ title: 'Key updated', description: `${key.name} was saved.` });
            onClose();
          },
          onError,
        },
      );
    } else create.mutate(keyInput(values), { onSuccess: onCreated, onError });
  });

  return (
    <FormDialog
      title={editing ? `Edit ${editing.name}` : 'Create API key'}
      description="Calls to /api/v1 send the key as Authorization: Bearer <key>. Its permission and rate limit apply to every call."
      pending={pending}
      onClose={onClose}
    >
      <form noValidate aria-label="API key" className="grid gap-5" onSubmit={(event) => void onSubmit(event)}>
        <FormField
          label="Name"
          error={errors.name?.message}
          hint="What the key is for, e.g. the client portal or a CRM sync."
        >
          {(control) => <Input {...control} {...form.register('name')} maxLength={100} autoComplete="off" />}
        </FormField>
        <FormField
          label="Permission"
          error={errors.permission?.message}
          hint="Write includes read; admin includes write."
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('permission')}>
              {API_KEY_PERMISSIONS.map((level) => (
                <option key={level} value={level}>
                  {PERMISSION_WORDS[level].label}: {PERMISSION_WORDS[level].hint}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Rate limit (requests per hour)"
          error={errors.rateLimit?.message}
          hint={`Up to ${ceiling.toLocaleString('en-US')} on your plan. Past it, calls get 429 until the hour turns.`}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('rateLimit')}
              type="number"
              inputMode="numeric"
              min={1}
              max={ceiling}
            />
          )}
        </FormField>
        <FormField
          label="Expires on"
          optional
          error={errors.expiresOn?.message}
          hint="The key stops working after this day (UTC). Leave empty to keep it until revoked."
        >
          {(control) => <Input {...control} {...form.register('expiresOn')} type="date" />}
        </FormField>
        <DialogFormActions pending={pending} submitLabel={editing ? 'Save key' : 'Create key'} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}
