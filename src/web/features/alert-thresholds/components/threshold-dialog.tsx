import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  THRESHOLD_METRIC_INFO,
  THRESHOLD_METRICS,
  type AlertThreshold,
  type ThresholdMetric,
} from '../../../../shared/contracts/alert-thresholds';
import { CHANNEL_LABELS, CHANNEL_ORDER, SMS_UNAVAILABLE } from '../../../../shared/helpers/notification-display';
import { FormCheckboxGroup, FormSwitchField, FormTimeZoneSelect } from '../../../components/ui/form-controls';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { showFormError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import type { DomainOption } from '../../../lib/domain-options';
import { monitorListQuery } from '../../monitors/api/monitors';
import { useCreateAlertThreshold, useUpdateAlertThreshold } from '../api/save-alert-threshold';
import {
  ALL_DOMAINS,
  HOME_PAGE,
  newThresholdValues,
  suggestedLevels,
  THRESHOLD_FORM_FIELDS,
  thresholdFormSchema,
  thresholdValues,
  type ThresholdFormOutput,
  type ThresholdFormValues,
} from '../lib/threshold-form';
import { displayDomain } from '../../../../shared/helpers/domain-name';
import { midSentence } from '../../../../shared/helpers/mid-sentence';
import { monitorThresholdMetrics } from '../../../../shared/helpers/monitor-threshold-metrics';

/** SMS only when the server can send it; a rule that already has it can still drop it. */
const channelOptions = (smsAvailable: boolean, chosen: readonly string[]) =>
  CHANNEL_ORDER.map((c) => ({
    value: c,
    label: CHANNEL_LABELS[c],
    disabled: c === 'sms' && !smsAvailable && !chosen.includes('sms'),
  }));

export type ThresholdDialogTarget =
  { mode: 'create'; domainId: string | null } | { mode: 'edit'; rule: AlertThreshold };

export interface ThresholdDialogProps {
  target: ThresholdDialogTarget | null;
  onClose: () => void;
  domains: DomainOption[];
  /** The user's clock, the default for business hours. */
  timezone: string;
  /** Whether the server has an SMS provider (alert preferences' smsAvailable); unknown while loading counts as no. */
  smsAvailable: boolean;
}

/** Create or edit one rule: domain, metric, levels, channels, cooldown, business hours, enabled. */
export function ThresholdDialog({ target, onClose, domains, timezone, smsAvailable }: ThresholdDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        {target ? (
          <ThresholdForm
            key={target.mode === 'edit' ? target.rule.id : 'new'}
            target={target}
            onDone={onClose}
            domains={domains}
            timezone={timezone}
            smsAvailable={smsAvailable}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ThresholdForm({
  target,
  onDone,
  domains,
  timezone,
  smsAvailable,
}: {
  target: ThresholdDialogTarget;
  onDone: () => void;
  domains: DomainOption[];
  timezone: string;
  smsAvailable: boolean;
}) {
  const editing = target.mode === 'edit' ? target.rule : null;
  const create = useCreateAlertThreshold();
  const update = useUpdateAlertThreshold();
  const pending = create.isPending || update.isPending;
  const form = useForm<ThresholdFormValues, unknown, ThresholdFormOutput>({
    resolver: zodResolver(thresholdFormSchema),
    defaultValues: editing
      ? thresholdValues(editing)
      : newThresholdValues(target.mode === 'create' ? target.domainId : null, timezone),
  });
  const { errors } = form.formState;
  const metric = useWatch({ control: form.control, name: 'metric' });
  const domainId = useWatch({ control: form.control, name: 'domainId' });
  const monitorId = useWatch({ control: form.control, name: 'monitorId' });
  const onDomain = domainId !== ALL_DOMAINS;
  const monitors = useQuery({ ...monitorListQuery(domainId), enabled: onDomain });
  const domainMonitors = onDomain ? (monitors.data?.data ?? []) : [];
  const monitor = monitorId === HOME_PAGE ? undefined : domainMonitors.find((m) => m.id === monitorId);
  // a monitor's rule watches what its checks measure (shared with the server's check)
  const metrics = monitor ? monitorThresholdMetrics(monitor) : THRESHOLD_METRICS;
  const chooseMetric = (value: ThresholdMetric) => {
    form.setValue('metric', value);
    // a new rule starts from the metric's suggested levels; an edited one keeps what was typed
    if (!editing) {
      const levels = suggestedLevels(value);
      form.setValue('warningThreshold', levels.warningThreshold);
      form.setValue('criticalThreshold', levels.criticalThreshold);
    }
  };
  const businessHoursOnly = useWatch({ control: form.control, name: 'businessHoursOnly' });
  const info = THRESHOLD_METRIC_INFO[metric];
  const unit = info.unit.trim();
  const worse = info.direction === 'above' ? 'higher' : 'lower';

  const onSubmit = form.handleSubmit((input) => {
    const done = {
      onSuccess: () => {
        toast({ title: editing ? 'Threshold updated' : 'Threshold added', description: `${info.label} rule saved.` });
        onDone();
      },
      onError: (error: unknown) => {
        showFormError(
          error,
          form.setError,
          THRESHOLD_FORM_FIELDS,
          "Couldn't save the threshold",
          'An error occurred while saving the threshold.',
        );
      },
    };
    if (editing) update.mutate({ id: editing.id, ...input }, done);
    else create.mutate(input, done);
  });

  return (
    <form noValidate aria-label="Alert threshold" className="grid gap-5" onSubmit={(event) => void onSubmit(event)}>
      <DialogHeader>
        <DialogTitle>{editing ? 'Edit threshold' : 'Add threshold'}</DialogTitle>
        <DialogDescription>
          Alerts on this metric use these levels instead of your defaults, and notify the channels you choose.
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Domain" error={errors.domainId?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="domainId"
              render={({ field }) => (
                <Select
                  value={field.value}
                  onValueChange={(value) => {
                    field.onChange(value);
                    form.setValue('monitorId', HOME_PAGE);
                  }}
                >
                  <SelectTrigger {...control} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ALL_DOMAINS}>All domains</SelectItem>
                    {domains.map((d) => (
                      <SelectItem key={d.id} value={d.id}>
                        {displayDomain(d.name)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>
        {onDomain ? (
          <FormField
            label="Checks of"
            error={errors.monitorId?.message}
            hint="The domain's home page, or one of its monitors: a monitor's rule applies to its checks only."
          >
            {(control) => (
              <Controller
                control={form.control}
                name="monitorId"
                render={({ field }) => (
                  <Select
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      const chosen = domainMonitors.find((m) => m.id === value);
                      const allowed = chosen ? monitorThresholdMetrics(chosen) : THRESHOLD_METRICS;
                      if (allowed[0] && !allowed.includes(form.getValues('metric'))) chooseMetric(allowed[0]);
                    }}
                  >
                    <SelectTrigger {...control} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={HOME_PAGE}>The domain&apos;s home page</SelectItem>
                      {domainMonitors.map((m) => {
                        const none = monitorThresholdMetrics(m).length === 0;
                        return (
                          <SelectItem key={m.id} value={m.id} disabled={none}>
                            {none ? `${m.name} (no threshold metrics)` : m.name}
                          </SelectItem>
                        );
                      })}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        ) : null}
        <FormField label="Metric" error={errors.metric?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="metric"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(value) => chooseMetric(value as ThresholdMetric)}>
                  <SelectTrigger {...control} onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {metrics.map((m) => (
                      <SelectItem key={m} value={m}>
                        {THRESHOLD_METRIC_INFO[m].label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>

        <FormField label={`Warning level${unit ? ` (${unit})` : ''}`} error={errors.warningThreshold?.message}>
          {(control) => (
            <Input {...control} {...form.register('warningThreshold')} inputMode="decimal" autoComplete="off" />
          )}
        </FormField>
        <FormField label={`Critical level${unit ? ` (${unit})` : ''}`} error={errors.criticalThreshold?.message}>
          {(control) => (
            <Input {...control} {...form.register('criticalThreshold')} inputMode="decimal" autoComplete="off" />
          )}
        </FormField>
        <p className="-mt-3 text-sm text-fg-muted sm:col-span-2">
          For {info.label}, {worse} is worse: alerts start at the warning level and turn critical at the critical one.
          Leave either empty to use only the other. Accepted: {info.min} to {info.max}.
        </p>

        <FormCheckboxGroup
          control={form.control}
          name="notificationChannels"
          className="sm:col-span-2"
          legend="Notify on"
          options={channelOptions(smsAvailable, editing?.notificationChannels ?? [])}
          hint={`Only channels you have turned on in Settings are used, up to your plan's number of alert channels.${
            smsAvailable ? '' : ` SMS: ${midSentence(SMS_UNAVAILABLE)}`
          }`}
        />

        <FormField
          label="Cooldown (minutes)"
          error={errors.cooldownMinutes?.message}
          hint="No new notification from this rule within this time."
        >
          {(control) => <Input {...control} {...form.register('cooldownMinutes')} inputMode="numeric" />}
        </FormField>
        <FormSwitchField
          control={form.control}
          name="enabled"
          className="self-start sm:pt-7"
          label="Rule enabled"
          description="Paused rules raise no notifications."
        />

        <FormSwitchField
          control={form.control}
          name="businessHoursOnly"
          className="sm:col-span-2"
          label="Only during business hours"
          description="Outside these hours the alert is still recorded, but nobody is notified."
        />
        {businessHoursOnly ? (
          <>
            <FormField label="From" error={errors.businessHoursStart?.message}>
              {(control) => <Input {...control} type="time" {...form.register('businessHoursStart')} />}
            </FormField>
            <FormField label="Until" error={errors.businessHoursEnd?.message}>
              {(control) => <Input {...control} type="time" {...form.register('businessHoursEnd')} />}
            </FormField>
            <FormField className="sm:col-span-2" label="Time zone" error={errors.timezone?.message}>
              {(control) => <FormTimeZoneSelect control={form.control} name="timezone" field={control} />}
            </FormField>
          </>
        ) : null}
      </div>

      <DialogFormActions pending={pending} submitLabel={editing ? 'Save changes' : 'Add threshold'} onCancel={onDone} />
    </form>
  );
}
