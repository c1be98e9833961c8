import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { alertTypeSchema } from '../../../../shared/contracts/alerts';
import type { CreatedWebhookIntegration, WebhookIntegration } from '../../../../shared/contracts/notification-settings';
import { ALERT_TYPE_LABELS } from '../../../../shared/helpers/alert-display';
import { FormCheckboxGroup } from '../../../components/ui/form-controls';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ShownOnceSecret } from '../../../components/shown-once-secret';
import { useCreateIntegration, useUpdateIntegration } from '../api/integrations';
import {
  webhookFormSchema,
  webhookValues,
  type WebhookFormOutput,
  type WebhookFormValues,
} from '../lib/integration-forms';
import { IntegrationDialog, saveCallbacks } from './integration-dialog';

const TYPE_OPTIONS = alertTypeSchema.options.map((value) => ({ value, label: ALERT_TYPE_LABELS[value] }));
const FIELDS = ['name', 'url', 'alertTypes'] as const;

/** Add or edit a generic webhook. A new one's signing secret is shown once, right after. */
export function WebhookDialog({
  target,
  onClose,
  onCreated,
}: {
  target: WebhookIntegration | 'new' | null;
  onClose: () => void;
  onCreated: (webhook: CreatedWebhookIntegration) => void;
}) {
  const row = target === 'new' ? null : target;
  return (
    <IntegrationDialog
      open={target !== null}
      onClose={onClose}
      title={row ? 'Edit webhook' : 'Add webhook'}
      description="Alerts are POSTed as JSON to this URL, signed with a secret shown once when you add it."
    >
      {target ? <WebhookForm key={row?.id ?? 'new'} row={row} onDone={onClose} onCreated={onCreated} /> : null}
    </IntegrationDialog>
  );
}

function WebhookForm({
  row,
  onDone,
  onCreated,
}: {
  row: WebhookIntegration | null;
  onDone: () => void;
  onCreated: (webhook: CreatedWebhookIntegration) => void;
}) {
  const create = useCreateIntegration('webhooks');
  const update = useUpdateIntegration('webhooks');
  const form = useForm<WebhookFormValues, unknown, WebhookFormOutput>({
    resolver: zodResolver(webhookFormSchema(row !== null)),
    defaultValues: webhookValues(row),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    const done = saveCallbacks({
      setError: form.setError,
      fields: FIELDS,
      what: 'webhook',
      onDone,
      success: { title: row ? 'Webhook saved' : 'Webhook added', description: input.name ?? input.url ?? '' },
    });
    if (row) update.mutate({ id: row.id, ...input }, done);
    else
      create.mutate(
        { ...input, url: input.url ?? '' },
        {
          ...done,
          onSuccess: (created) => {
            done.onSuccess();
            onCreated(created);
          },
        },
      );
  });

  return (
    <form noValidate aria-label="Webhook" className="grid gap-5" onSubmit={(event) => void onSubmit(event)}>
      <FormField label="Name" optional error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} placeholder="Incident bot" maxLength={120} />}
      </FormField>
      <FormField
        label="URL"
        error={errors.url?.message}
        hint={row ? `Leave empty to keep ${row.urlPreview}` : undefined}
      >
        {(control) => (
          <Input
            {...control}
            {...form.register('url')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/hooks/sitewarden"
          />
        )}
      </FormField>
      <FormCheckboxGroup control={form.control} name="alertTypes" legend="Alert types" options={TYPE_OPTIONS} />
      <DialogFormActions
        pending={create.isPending || update.isPending}
        submitLabel={row ? 'Save changes' : 'Add webhook'}
        onCancel={onDone}
      />
    </form>
  );
}

/** The signing secret, this once: it is never shown again. */
export function WebhookSecretDialog({
  webhook,
  onClose,
}: {
  webhook: CreatedWebhookIntegration | null;
  onClose: () => void;
}) {
  return (
    <IntegrationDialog
      open={webhook !== null}
      onClose={onClose}
      title="Signing secret"
      description={
        <>
          Keep it with the receiver. Every request carries <code>X-Sitewarden-Timestamp</code> and{' '}
          <code>X-Sitewarden-Signature: sha256=</code> the HMAC-SHA256 of <code>{'{timestamp}.{body}'}</code> with this
          secret.
        </>
      }
    >
      {webhook ? (
        <ShownOnceSecret
          key={webhook.id}
          secret={webhook.secret}
          label="Signing secret"
          warning="This is the only time the secret is shown. Copy it now."
          onDone={onClose}
        />
      ) : null}
    </IntegrationDialog>
  );
}
