import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { PLANS } from '../../../../shared/constants/plans';
import { SMS_UNAVAILABLE } from '../../../../shared/helpers/notification-display';
import { alertChannelAllowance } from '../../../../shared/helpers/plan-limits';
import {
  channelLimitMessage,
  enabledChannelCount,
  type AlertPreferences,
} from '../../../../shared/contracts/notification-settings';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormSwitchField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SaveChangesFooter } from '../../../components/ui/save-changes-footer';
import { SwitchField } from '../../../components/ui/switch-field';
import { showFormError } from '../../../lib/action-errors';
import { useCurrentUser } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useUpdateAlertPreferences } from '../api/alert-preferences';
import {
  PREFERENCES_FORM_FIELDS,
  preferencesFormSchema,
  preferencesValues,
  type PreferencesFormOutput,
  type PreferencesFormValues,
} from '../lib/preferences-form';

type ChannelField = 'channelEmail' | 'channelSms' | 'channelSlack';

/** Channels (with the plan's limit), SMS number, quiet hours and the default alert levels, saved together. */
export function AlertPreferencesCard({ prefs }: { prefs: AlertPreferences }) {
  const user = useCurrentUser();
  const update = useUpdateAlertPreferences();
  const form = useForm<PreferencesFormValues, unknown, PreferencesFormOutput>({
    resolver: zodResolver(preferencesFormSchema),
    values: preferencesValues(prefs),
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    update.mutate(input, {
      onSuccess: () => toast({ title: 'Preferences saved', description: 'Your alert preferences were updated.' }),
      onError: (error) => {
        showFormError(
          error,
          form.setError,
          PREFERENCES_FORM_FIELDS,
          "Couldn't save the preferences",
          'An error occurred while saving your preferences.',
        );
      },
    });
  });

  return (
    <Card>
      <form noValidate aria-label="Alert preferences" onSubmit={(event) => void onSubmit(event)}>
        <CardHeader>
          <CardTitle>Alert preferences</CardTitle>
          <CardDescription>How and when you hear about alerts, and the levels that raise them.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          {prefs.appliesToCurrentWorkspace ? null : (
            <Alert tone="info" title="These are your own preferences">
              They apply to your personal workspace and the teams you own. Alerts of this team follow its owner's
              preferences.
            </Alert>
          )}
          <ChannelsSection form={form} prefs={prefs} email={user.email} planName={PLANS[user.subscriptionTier].name} />
          <section aria-labelledby="quiet-hours-heading" className="grid gap-4">
            <SectionHeading id="quiet-hours-heading" title="Quiet hours">
              Inside them only critical alerts notify you; the others wait until they end. Times are in your time zone (
              {prefs.timezone.replace(/_/g, ' ')}).
            </SectionHeading>
            <FormSwitchField control={form.control} name="quietHoursEnabled" label="Quiet hours" />
            <QuietHoursFields form={form} />
          </section>
          <section aria-labelledby="default-levels-heading" className="grid gap-4">
            <SectionHeading id="default-levels-heading" title="Default alert levels">
              Used for every domain and metric without an alert threshold of its own.
            </SectionHeading>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                label="SSL expiry warning (days before)"
                error={errors.alertThresholds?.sslExpiryDays?.message}
              >
                {(control) => (
                  <Input {...control} {...form.register('alertThresholds.sslExpiryDays')} inputMode="numeric" />
                )}
              </FormField>
              <FormField
                label="Downtime before alerting (minutes)"
                error={errors.alertThresholds?.downtimeMinutes?.message}
              >
                {(control) => (
                  <Input {...control} {...form.register('alertThresholds.downtimeMinutes')} inputMode="numeric" />
                )}
              </FormField>
              <FormField label="Slow response above (ms)" error={errors.alertThresholds?.responseTimeMs?.message}>
                {(control) => (
                  <Input {...control} {...form.register('alertThresholds.responseTimeMs')} inputMode="numeric" />
                )}
              </FormField>
              <FormField
                label="Performance score below"
                error={errors.alertThresholds?.performanceScoreThreshold?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('alertThresholds.performanceScoreThreshold')}
                    inputMode="numeric"
                  />
                )}
              </FormField>
            </div>
            <FormSwitchField
              control={form.control}
              name="alertThresholds.dnsChangeAlerts"
              label="DNS change alerts"
              description="Alert when the A, AAAA, MX, NS, TXT or CAA records of a domain change."
            />
          </section>
        </CardContent>
        <SaveChangesFooter
          dirty={isDirty}
          pending={update.isPending}
          onDiscard={() => form.reset()}
          saveLabel="Save preferences"
        />
      </form>
    </Card>
  );
}

function SectionHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-line pb-2">
      <h3 id={id} className="text-sm font-semibold text-fg">
        {title}
      </h3>
      <p className="text-sm text-fg-muted">{children}</p>
    </div>
  );
}

type PreferencesForm = UseFormReturn<PreferencesFormValues, unknown, PreferencesFormOutput>;

function ChannelsSection({
  form,
  prefs,
  email,
  planName: plan,
}: {
  form: PreferencesForm;
  prefs: AlertPreferences;
  email: string;
  planName: string;
}) {
  const { control, register } = form;
  const [channelEmail, channelSms, channelSlack] = useWatch({
    control,
    name: ['channelEmail', 'channelSms', 'channelSlack'],
  });
  const on = enabledChannelCount({ channelEmail, channelSms, channelSlack });
  const max = prefs.maxAlertChannels;
  const full = on >= max;
  const channel = (name: ChannelField, label: string, description: string, unavailable?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        // a channel that is off cannot come on at the plan's limit, nor when the server cannot send on it
        const blockedBy = field.value
          ? undefined
          : (unavailable ?? (full ? channelLimitMessage(max, plan) : undefined));
        return (
          <SwitchField
            label={label}
            description={blockedBy ?? description}
            checked={field.value}
            disabled={blockedBy !== undefined}
            onCheckedChange={field.onChange}
          />
        );
      }}
    />
  );
  return (
    <section aria-labelledby="channels-heading" className="grid gap-4">
      <SectionHeading id="channels-heading" title="Alert channels">
        {`${on} on: your ${plan} plan allows ${alertChannelAllowance(max)} (e-mail, SMS, Slack and webhooks).`}
      </SectionHeading>
      {channel('channelEmail', 'E-mail', `To ${email}.`)}
      {channel('channelSms', 'SMS', 'To the phone number below.', prefs.smsAvailable ? undefined : SMS_UNAVAILABLE)}
      {prefs.smsAvailable || prefs.phoneNumber || channelSms ? (
        <FormField
          label="Phone number for SMS"
          error={form.formState.errors.phoneNumber?.message}
          hint="International format, e.g. +14155550123."
          className="sm:max-w-sm"
        >
          {(controlProps) => <Input {...controlProps} {...register('phoneNumber')} type="tel" autoComplete="tel" />}
        </FormField>
      ) : null}
      {channel('channelSlack', 'Slack', 'To the active integrations in the Slack tab.')}
      <p className="text-sm text-fg-muted">
        Webhooks count as a channel too: they receive alerts while e-mail, SMS and Slack leave room within your plan's
        limit.
      </p>
    </section>
  );
}

function QuietHoursFields({ form }: { form: PreferencesForm }) {
  const { control, register } = form;
  const { errors } = form.formState;
  const enabled = useWatch({ control, name: 'quietHoursEnabled' });
  if (!enabled) return null;
  return (
    <div className="grid gap-5 sm:max-w-md sm:grid-cols-2">
      <FormField label="From" error={errors.quietHoursStart?.message}>
        {(c) => <Input {...c} type="time" {...register('quietHoursStart')} />}
      </FormField>
      <FormField label="Until" error={errors.quietHoursEnd?.message}>
        {(c) => <Input {...c} type="time" {...register('quietHoursEnd')} />}
      </FormField>
    </div>
  );
}
