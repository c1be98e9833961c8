import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { alertSeveritySchema, alertTypeSchema } from '../../../../shared/contracts/alerts';
import type { SlackIntegration } from '../../../../shared/contracts/notification-settings';
import { ALERT_SEVERITY_LABELS, ALERT_TYPE_LABELS } from '../../../../shared/helpers/alert-display';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormCheckboxGroup, FormSwitchField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { DomainOption } from '../../../lib/domain-options';
import { useCreateIntegration, useUpdateIntegration } from '../api/integrations';
import { slackFormSchema, slackValues, type SlackFormOutput, type SlackFormValues } from '../lib/integration-forms';
import { IntegrationDialog, saveCallbacks } from './integration-dialog';

const TYPE_OPTIONS = alertTypeSchema.options.map((value) => ({ value, label: ALERT_TYPE_LABELS[value] }));
const SEVERITY_OPTIONS = alertSeveritySchema.options.map((value) => ({ value, label: ALERT_SEVERITY_LABELS[value] }));
const FIELDS = ['channelName', 'webhookUrl', 'workspaceName', 'alertTypes', 'severityFilter', 'domainFilter'] as const;

export interface SlackDialogProps {
  target: SlackIntegration | 'new' | null;
  onClose: () => void;
  domains: DomainOption[];
}

/** Add or edit a Slack integration (SPEC §5: 'Channel name is required', 'Invalid webhook URL'). */
export function SlackDialog({ target, onClose, domains }: SlackDialogProps) {
  const row = target === 'new' ? null : target;
  return (
    <IntegrationDialog
      open={target !== null}
      onClose={onClose}
      title={row ? 'Edit Slack integration' : 'Add Slack integration'}
      description="Slack gives you a webhook URL for one channel when you add the Incoming Webhooks app."
    >
      {target ? <SlackForm key={row?.id ?? 'new'} row={row} onDone={onClose} domains={domains} /> : null}
    </IntegrationDialog>
  );
}

function SlackForm({
  row,
  onDone,
  domains,
}: {
  row: SlackIntegration | null;
  onDone: () => void;
  domains: DomainOption[];
}) {
  const create = useCreateIntegration('slack');
  const update = useUpdateIntegration('slack');
  const form = useForm<SlackFormValues, unknown, SlackFormOutput>({
    resolver: zodResolver(slackFormSchema(row !== null)),
    defaultValues: slackValues(row),
  });
  const { errors } = form.formState;
  const allDomains = useWatch({ control: form.control, name: 'allDomains' });

  const onSubmit = form.handleSubmit((input) => {
    const done = saveCallbacks({
      setError: form.setError,
      fields: FIELDS,
      what: 'Slack integration',
      onDone,
      success: row
        ? { title: 'Slack integration saved', description: input.channelName }
        : { title: 'Slack integration added', description: 'Send a test message to check that it arrives.' },
    });
    if (row) update.mutate({ id: row.id, ...input }, done);
    else create.mutate({ ...input, webhookUrl: input.webhookUrl ?? '' }, done);
  });

  return (
    <form noValidate aria-label="Slack integration" className="grid gap-5" onSubmit={(event) => void onSubmit(event)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Channel name" error={errors.channelName?.message}>
          {(control) => <Input {...control} {...form.register('channelName')} placeholder="#alerts" maxLength={100} />}
        </FormField>
        <FormField label="Slack workspace" optional error={errors.workspaceName?.message}>
          {(control) => <Input {...control} {...form.register('workspaceName')} maxLength={300} />}
        </FormField>
        <FormField
          className="sm:col-span-2"
          label="Webhook URL"
          error={errors.webhookUrl?.message}
          hint={row ? `Leave empty to keep ${row.webhookUrlPreview}` : undefined}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('webhookUrl')}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://hooks.slack.com/services/…"
            />
          )}
        </FormField>
      </div>
      <FormCheckboxGroup control={form.control} name="alertTypes" legend="Alert types" options={TYPE_OPTIONS} />
      <FormCheckboxGroup control={form.control} name="severityFilter" legend="Severities" options={SEVERITY_OPTIONS} />
      <FormSwitchField
        control={form.control}
        name="allDomains"
        label="All domains"
        description="Includes domains added later."
      />
      {allDomains ? null : (
        <FormCheckboxGroup
          control={form.control}
          name="domainFilter"
          legend="Only these domains"
          options={domains.map((d) => ({ value: d.id, label: d.name }))}
          hint={domains.length === 0 ? 'This workspace has no domains yet.' : undefined}
          optionsClassName="grid sm:grid-cols-2"
        />
      )}
      <DialogFormActions
        pending={create.isPending || update.isPending}
        submitLabel={row ? 'Save changes' : 'Add integration'}
        onCancel={onDone}
      />
    </form>
  );
}
