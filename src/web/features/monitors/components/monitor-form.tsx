import { useEffect, useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { MONITOR_ALERT_CHANNELS } from '../../../../shared/constants/monitors';
import { MONITOR_TYPE_INFO, MONITOR_TYPES, type MonitorType } from '../../../../shared/constants/monitors';
import type { CreateMonitorInput, Monitor, MonitorList } from '../../../../shared/contracts/monitors';
import { hostKind } from '../../../../shared/helpers/domain-name';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { DialogForm } from '../../../components/ui/dialog-form';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormCheckboxGroup, FormSwitchField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import type { useCreateMonitor, useUpdateMonitor } from '../api/monitors';
import { describeSeconds, intervalChoices } from '../lib/monitor-display';
import { monitorLimitFromError } from '../lib/monitor-limit';
import {
  monitorResolver,
  monitorValues,
  newMonitorValues,
  serverFieldErrors,
  type MonitorFormValues,
} from '../lib/monitor-form';
import { MonitorLimitNotice } from './monitor-limit-notice';
import { MonitorTypeFields, type MonitorFormApi } from './monitor-type-fields';

const CHANNEL_OPTIONS = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
  { value: 'slack', label: 'Slack' },
  { value: 'webhook', label: 'Webhook' },
] as const satisfies readonly { value: (typeof MONITOR_ALERT_CHANNELS)[number]; label: string }[];

export type MonitorFormMode =
  | { kind: 'create'; domainId: string; mutation: ReturnType<typeof useCreateMonitor>; limit: number }
  | { kind: 'edit'; monitor: Monitor; mutation: ReturnType<typeof useUpdateMonitor> };

export interface MonitorFormProps {
  mode: MonitorFormMode;
  domainName: string;
  /** The domain's "HTTP only" setting: a new monitor's URL starts with http:// (decision 071). */
  httpOnly?: boolean;
  minIntervalSeconds: MonitorList['minIntervalSeconds'];
  onSaved: (saved: Monitor) => void;
  onCancel: () => void;
}

/** A stored monitor's values; an interval the plan no longer allows (after a downgrade) becomes its shortest. */
function editValues(
  monitor: Monitor,
  domainName: string,
  minimums: MonitorList['minIntervalSeconds'],
): MonitorFormValues {
  const values = monitorValues(monitor, domainName);
  const min = minimums[monitor.type];
  if (monitor.type !== 'heartbeat' && min !== undefined && monitor.intervalSeconds < min)
    values.intervalSeconds = String(min);
  return values;
}

/** The type cards of a new monitor: what each checks, in the words of MONITOR_TYPE_INFO. */
function TypePicker({
  types,
  onPick,
  onCancel,
}: {
  types: readonly MonitorType[];
  onPick: (type: MonitorType) => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Monitor type" className="grid gap-2 sm:grid-cols-2">
        {types.map((type) => (
          <button
            key={type}
            type="button"
            aria-labelledby={`${id}-${type}-label`}
            aria-describedby={`${id}-${type}`}
            onClick={() => onPick(type)}
            className="grid cursor-pointer content-start gap-1 rounded-lg border border-line bg-surface px-4 py-3 text-left transition-colors hover:border-accent hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <span id={`${id}-${type}-label`} className="text-sm font-medium text-fg">
              {MONITOR_TYPE_INFO[type].label}
            </span>
            <span id={`${id}-${type}`} className="text-sm text-fg-muted">
              {MONITOR_TYPE_INFO[type].description}
            </span>
          </button>
        ))}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Interval, downtime, channels and on/off: what every type has. */
function CommonFields({ form, minimum }: { form: MonitorFormApi; minimum: number | null }) {
  const { errors } = form.formState;
  const defaultChannels = form.watch('defaultChannels');
  const current = Number(form.watch('intervalSeconds'));
  const choices = minimum === null ? [] : intervalChoices(minimum);
  if (minimum !== null && current >= minimum && !choices.includes(current)) choices.push(current);
  choices.sort((a, b) => a - b);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {minimum === null ? null : (
          <FormField
            label="Check every"
            error={errors.intervalSeconds?.message}
            hint={`Your plan checks at most every ${describeSeconds(minimum)}.`}
          >
            {(control) => (
              <NativeSelect {...control} {...form.register('intervalSeconds')}>
                {choices.map((s) => (
                  <option key={s} value={String(s)}>
                    {describeSeconds(s)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        <FormField
          label="Alert after (minutes down)"
          optional
          error={errors.downtimeMinutes?.message}
          hint="Empty: the workspace's downtime setting."
        >
          {(control) => <Input {...control} {...form.register('downtimeMinutes')} inputMode="numeric" />}
        </FormField>
      </div>
      <FormSwitchField
        control={form.control}
        name="defaultChannels"
        label="Alert through the workspace's channels"
        description="Off: choose this monitor's channels."
      />
      {defaultChannels ? null : (
        <FormCheckboxGroup
          control={form.control}
          name="alertChannels"
          legend="Alert channels"
          options={CHANNEL_OPTIONS}
        />
      )}
      <FormSwitchField
        control={form.control}
        name="isActive"
        label="Active"
        description="A paused monitor is not checked and does not alert."
      />
    </>
  );
}

/**
 * A monitor's form: for a new one, the type first (cards), then its fields; for an edit, the fields of its type.
 * Everything typed stays through a refusal: errors of the contract and of the server show under their fields.
 * Loaded when a monitor dialog first opens (it brings react-hook-form and zod).
 */
export function MonitorForm({
  mode,
  domainName,
  httpOnly = false,
  minIntervalSeconds,
  onSaved,
  onCancel,
}: MonitorFormProps) {
  const editing = mode.kind === 'edit';
  const [picking, setPicking] = useState(!editing);
  const [refused, setRefused] = useState<{ message: string } | null>(null);
  const form: MonitorFormApi = useForm<MonitorFormValues, unknown, CreateMonitorInput>({
    resolver: monitorResolver(editing),
    defaultValues: editing
      ? editValues(mode.monitor, domainName, minIntervalSeconds)
      : newMonitorValues(domainName, 300, httpOnly),
  });
  const type = form.watch('type');
  const minimum = type === 'heartbeat' ? null : (minIntervalSeconds[type] ?? null);

  useEffect(() => {
    if (!picking) form.setFocus('name');
  }, [picking, form]);

  const pick = (next: MonitorType) => {
    form.setValue('type', next);
    const min = minIntervalSeconds[next];
    if (next !== 'heartbeat' && min !== undefined && Number(form.getValues('intervalSeconds')) < min)
      form.setValue('intervalSeconds', String(min));
    form.clearErrors();
    setPicking(false);
  };

  const onError = (error: unknown) => {
    const limit = mode.kind === 'create' ? monitorLimitFromError(error) : null;
    if (limit) {
      setRefused(limit);
      return;
    }
    const fields = Object.entries(serverFieldErrors(type, error));
    fields.forEach(([field, message], index) =>
      form.setError(field as Path<MonitorFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    if (!fields.length)
      toastActionError(
        error,
        editing ? 'Update Failed' : 'Failed to Add Monitor',
        editing ? 'Failed to update the monitor' : 'An error occurred while adding the monitor.',
      );
  };

  const onSubmit = form.handleSubmit((body) => {
    if (mode.kind === 'create')
      mode.mutation.mutate(
        { domainId: mode.domainId, input: body },
        {
          onSuccess: (saved) => {
            toast({ title: 'Monitor Added', description: `${saved.name} is checked from now on.` });
            onSaved(saved);
          },
          onError,
        },
      );
    else {
      const { type: _type, ...input } = body;
      mode.mutation.mutate(
        { id: mode.monitor.id, input },
        {
          onSuccess: (saved) => {
            toast({ title: 'Monitor saved', description: `${saved.name} was saved.` });
            onSaved(saved);
          },
          onError,
        },
      );
    }
  });

  if (refused && mode.kind === 'create')
    return (
      <div className="grid gap-4">
        <MonitorLimitNotice limit={mode.limit} message={refused.message} />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Close
          </Button>
        </DialogFooter>
      </div>
    );
  if (picking) {
    // an IP address or localhost has no DNS records of its own to assert (decision 071)
    const types = hostKind(domainName) === 'name' ? MONITOR_TYPES : MONITOR_TYPES.filter((t) => t !== 'dns-record');
    return <TypePicker types={types} onPick={pick} onCancel={onCancel} />;
  }

  const rootError = form.formState.errors.root?.message;
  return (
    <DialogForm label={editing ? 'Edit monitor' : 'Add Monitor'} onSubmit={onSubmit}>
      {editing ? null : (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          <span>
            Type: <span className="font-medium text-fg">{MONITOR_TYPE_INFO[type].label}</span>
          </span>
          <Button variant="link" size="sm" onClick={() => setPicking(true)}>
            Change type
          </Button>
        </div>
      )}
      <FormField label="Name" error={form.formState.errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('name')}
            maxLength={100}
            autoComplete="off"
            placeholder={type === 'heartbeat' ? 'Nightly backup' : 'Checkout API'}
          />
        )}
      </FormField>
      <MonitorTypeFields type={type} form={form} domainName={domainName} />
      <CommonFields form={form} minimum={minimum} />
      {rootError ? (
        <Alert tone="critical" role="alert">
          {rootError}
        </Alert>
      ) : null}
      <DialogFormActions
        pending={mode.mutation.isPending}
        submitLabel={editing ? 'Save Changes' : mode.mutation.isPending ? 'Adding…' : 'Add Monitor'}
        onCancel={onCancel}
      />
    </DialogForm>
  );
}
