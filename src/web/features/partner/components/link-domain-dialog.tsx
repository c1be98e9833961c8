import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { PartnerDomain } from '../../../../shared/contracts/partner-api';
import { partnerApiMessages } from '../../../../shared/contracts/partner-api';
import { displayDomain } from '../../../../shared/helpers/domain-name';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Textarea } from '../../../components/ui/textarea';
import { showFormError } from '../../../lib/action-errors';
import type { DomainOption } from '../../../lib/domain-options';
import { toast } from '../../../lib/toast';
import { useLinkPartnerDomain, useUpdatePartnerDomain } from '../api/domains';

const METADATA_INVALID = 'Metadata is a JSON object, for example {"plan": "gold"}';

const linkFormSchema = z.object({
  domainId: z.string().min(1, 'Choose a domain'),
  externalId: z.string().trim().max(255, partnerApiMessages.externalIdTooLong),
  metadata: z.string().transform((text, ctx) => {
    if (text.trim() === '') return {};
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // answered below
    }
    ctx.addIssue({ code: 'custom', message: METADATA_INVALID });
    return z.NEVER;
  }),
});
type FormValues = z.input<typeof linkFormSchema>;
type FormOutput = z.output<typeof linkFormSchema>;
const FIELDS = ['domainId', 'externalId', 'metadata'] as const;

/** Link a domain (choose it, give your id and metadata) or edit a link's id and metadata. */
export function LinkDomainDialog({
  editing,
  domains,
  onClose,
}: {
  editing: PartnerDomain | null;
  domains: DomainOption[];
  onClose: () => void;
}) {
  const link = useLinkPartnerDomain();
  const update = useUpdatePartnerDomain();
  const pending = link.isPending || update.isPending;
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(linkFormSchema),
    defaultValues: {
      domainId: editing?.domainId ?? domains[0]?.id ?? '',
      externalId: editing?.externalId ?? '',
      metadata: editing && Object.keys(editing.metadata).length ? JSON.stringify(editing.metadata, null, 2) : '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    const done = {
      onSuccess: (saved: PartnerDomain) => {
        toast({
          title: editing ? 'Link updated' : 'Domain linked',
          description: `${displayDomain(saved.domainName)} ${saved.externalId ? `is ${saved.externalId} for you` : 'is linked'}.`,
        });
        onClose();
      },
      onError: (error: unknown) =>
        showFormError(
          error,
          form.setError,
          FIELDS,
          "Couldn't save the link",
          'An error occurred while saving the link.',
        ),
    };
    const externalId = values.externalId || null;
    if (editing) update.mutate({ id: editing.id, input: { externalId, metadata: values.metadata } }, done);
    else link.mutate({ domainId: values.domainId, externalId, metadata: values.metadata }, done);
  });
  return (
    <FormDialog
      title={editing ? `Edit link of ${displayDomain(editing.domainName)}` : 'Link a domain'}
      description="Your own id for the domain (a client or project id from your systems) finds it through the API: GET /api/v1/partner/domains/{your id}."
      pending={pending}
      onClose={onClose}
    >
      <form noValidate aria-label="Partner domain" className="grid gap-5" onSubmit={(event) => void onSubmit(event)}>
        {editing ? null : (
          <FormField label="Domain" error={errors.domainId?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('domainId')}>
                {domains.map((d) => (
                  <option key={d.id} value={d.id}>
                    {displayDomain(d.name)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        <FormField label="External id" optional error={errors.externalId?.message} hint="Unique among your links.">
          {(control) => (
            <Input
              {...control}
              {...form.register('externalId')}
              maxLength={255}
              autoComplete="off"
              placeholder="client-42"
            />
          )}
        </FormField>
        <FormField label="Metadata (JSON)" optional error={errors.metadata?.message}>
          {(control) => (
            <Textarea
              {...control}
              {...form.register('metadata')}
              rows={4}
              className="font-mono text-xs"
              placeholder='{"plan": "gold"}'
            />
          )}
        </FormField>
        <DialogFormActions pending={pending} submitLabel={editing ? 'Save link' : 'Link domain'} onCancel={onClose} />
      </form>
    </FormDialog>
  );
}
