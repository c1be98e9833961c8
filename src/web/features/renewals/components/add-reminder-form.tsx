import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { RENEWAL_TYPE_LABELS, RENEWAL_TYPES } from '../../../../shared/constants/renewals';
import { renewalReminderFormSchema } from '../../../../shared/contracts/renewals';
import { localDate } from '../../../../shared/helpers/renewal-display';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import type { useCreateReminder } from '../api/renewals';
import { formatRenewalDate } from './renewal-row';

interface ReminderFormValues {
  title: string;
  type: string;
  date: string;
  notes: string;
}

type ReminderOutput = z.output<ReturnType<typeof renewalReminderFormSchema>>;

const EMPTY: ReminderFormValues = { title: '', type: '', date: '', notes: '' };

/** Today on the browser's calendar: the dialog's minimum date (SPEC §2.14). */
function browserToday(): string {
  return localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

export interface AddReminderFormProps {
  /** The dialog's mutation: the dialog stays open while it is pending. */
  create: ReturnType<typeof useCreateReminder>;
  onDone: () => void;
}

/**
 * The Add Renewal Reminder dialog's form: Reminder Title, Reminder Type (Domain Registration, SSL Certificate,
 * Hosting Renewal, Other), Renewal Date (minimum today) and Notes (optional). Loaded when the dialog first opens (it
 * brings react-hook-form and zod); the dialog's content unmounts on close, so each opening starts empty.
 */
export function AddReminderForm({ create, onDone }: AddReminderFormProps) {
  // Today when the dialog opens (the form mounts with each opening).
  const [today] = useState(browserToday);
  const form = useForm<ReminderFormValues, unknown, ReminderOutput>({
    // The form starts with no type chosen (''), which the schema refuses with its message.
    resolver: zodResolver(renewalReminderFormSchema(today)) as Resolver<ReminderFormValues, unknown, ReminderOutput>,
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (reminder) => {
        toast({
          title: 'Reminder Added',
          description: `We'll e-mail you about "${reminder.title}" on ${formatRenewalDate(reminder.date)}.`,
        });
        form.reset(EMPTY);
        onDone();
      },
      onError: (error) => {
        showFormError(
          error,
          form.setError,
          ['title', 'type', 'date', 'notes'],
          'Failed to Add Reminder',
          'The reminder could not be saved. Please try again.',
        );
      },
    }),
  );

  return (
    <form
      noValidate
      aria-label="Add Renewal Reminder"
      className="grid gap-5"
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormField label="Reminder Title" error={errors.title?.message}>
        {(control) => (
          <Input {...control} {...form.register('title')} maxLength={200} placeholder="Renew example.com hosting" />
        )}
      </FormField>
      <FormField label="Reminder Type" error={errors.type?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('type')}>
            <option value="" disabled>
              Select a type
            </option>
            {RENEWAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {RENEWAL_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Renewal Date" error={errors.date?.message}>
        {(control) => <Input {...control} {...form.register('date')} type="date" min={today} />}
      </FormField>
      <FormField label="Notes" optional error={errors.notes?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...form.register('notes')}
            rows={3}
            maxLength={1000}
            placeholder="Registrar, account, price…"
          />
        )}
      </FormField>
      <DialogFormActions pending={create.isPending} submitLabel={create.isPending ? 'Adding…' : 'Add Reminder'} />
    </form>
  );
}
