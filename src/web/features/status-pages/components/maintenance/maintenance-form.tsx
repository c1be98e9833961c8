import { useForm, useWatch } from 'react-hook-form';
import { MAINTENANCE_RECURRENCES, type MaintenanceRecurrence } from '../../../../../shared/constants/status-pages';
import type { CreateMaintenanceInput, Maintenance } from '../../../../../shared/contracts/status-pages';
import { timeZoneLabel } from '../../../../../shared/helpers/time-zone';
import { DialogForm } from '../../../../components/ui/dialog-form';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { FormTimeZoneSelect } from '../../../../components/ui/form-controls';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Textarea } from '../../../../components/ui/textarea';
import { showFormError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import type { useCreateMaintenance, useUpdateMaintenance } from '../../api/maintenance-mutations';
import {
  MAINTENANCE_FORM_FIELDS,
  maintenanceResolver,
  maintenanceValues,
  newMaintenanceValues,
  type MaintenanceFormValues,
} from '../../lib/maintenance-form';
import { NoticeTitleField, NotifySubscribersSwitch } from '../notice-fields';
import { MaintenanceTargets } from './maintenance-targets';

const RECURRENCE_LABELS: Record<MaintenanceRecurrence, string> = {
  none: 'Does not repeat',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

export type MaintenanceFormMode =
  | { kind: 'create'; mutation: ReturnType<typeof useCreateMaintenance> }
  | { kind: 'edit'; maintenance: Maintenance; mutation: ReturnType<typeof useUpdateMaintenance> };

/**
 * Schedule or edit a maintenance window: title, description, start and end on the chosen zone's clock, how it
 * repeats and until when, the domains and monitors it covers, and (new windows) whether subscribers are told.
 * Errors of the contract and of the server show under their fields, nothing typed is lost. Loaded when first opened.
 */
export function MaintenanceForm({
  mode,
  timezone,
  onDone,
}: {
  mode: MaintenanceFormMode;
  /** The person's clock: a new window's zone. */
  timezone: string;
  onDone: () => void;
}) {
  const editing = mode.kind === 'edit' ? mode.maintenance : null;
  const form = useForm<MaintenanceFormValues, unknown, CreateMaintenanceInput>({
    resolver: maintenanceResolver(editing !== null),
    defaultValues: editing ? maintenanceValues(editing) : newMaintenanceValues(timezone),
  });
  const { errors } = form.formState;
  const [zone, recurrence, targets] = useWatch({ control: form.control, name: ['timezone', 'recurrence', 'targets'] });

  const onError = (error: unknown) =>
    showFormError(
      error,
      form.setError,
      MAINTENANCE_FORM_FIELDS,
      "Couldn't save the maintenance window",
      'An error occurred while saving the maintenance window.',
    );
  const onSubmit = form.handleSubmit((body) => {
    if (mode.kind === 'create')
      mode.mutation.mutate(body, {
        onSuccess: (saved) => {
          toast({ title: 'Maintenance scheduled', description: `${saved.title} is scheduled.` });
          onDone();
        },
        onError,
      });
    else {
      const { notifySubscribers: _notice, ...input } = body;
      mode.mutation.mutate(
        { id: mode.maintenance.id, input },
        {
          onSuccess: (saved) => {
            toast({ title: 'Maintenance saved', description: `${saved.title} was saved.` });
            onDone();
          },
          onError,
        },
      );
    }
  });

  return (
    <DialogForm label={editing ? 'Edit maintenance' : 'Schedule maintenance'} onSubmit={onSubmit}>
      <NoticeTitleField {...form.register('title')} error={errors.title?.message} placeholder="Database upgrade" />
      <FormField label="Description" optional error={errors.description?.message} hint="Shown on the status pages.">
        {(control) => <Textarea {...control} {...form.register('description')} rows={3} />}
      </FormField>
      <FormField label="Time zone" error={errors.timezone?.message} hint="Start and end are times on this clock.">
        {(control) => <FormTimeZoneSelect control={form.control} name="timezone" field={control} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Starts" error={errors.startsAt?.message} hint={timeZoneLabel(zone)}>
          {(control) => <Input {...control} type="datetime-local" {...form.register('startsAt')} />}
        </FormField>
        <FormField label="Ends" error={errors.endsAt?.message} hint="At most 7 days after the start.">
          {(control) => <Input {...control} type="datetime-local" {...form.register('endsAt')} />}
        </FormField>
        <FormField label="Repeats" error={errors.recurrence?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('recurrence')}>
              {MAINTENANCE_RECURRENCES.map((r) => (
                <option key={r} value={r}>
                  {RECURRENCE_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {recurrence === 'none' ? null : (
          <FormField
            label="Last day"
            optional
            error={errors.recursUntil?.message}
            hint="Empty: it repeats until you delete it."
          >
            {(control) => <Input {...control} type="date" {...form.register('recursUntil')} />}
          </FormField>
        )}
      </div>
      <MaintenanceTargets control={form.control} chosen={targets} />
      {editing ? null : (
        <NotifySubscribersSwitch
          control={form.control}
          description="E-mail the subscribers of the status pages that show these domains and monitors that it is scheduled."
        />
      )}
      {errors.root?.message ? (
        <p role="alert" className="text-sm text-critical">
          {errors.root.message}
        </p>
      ) : null}
      <DialogFormActions
        pending={mode.mutation.isPending}
        submitLabel={editing ? 'Save changes' : 'Schedule maintenance'}
        onCancel={onDone}
      />
    </DialogForm>
  );
}
