import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { INCIDENT_IMPACTS, INCIDENT_STATUSES } from '../../../../../shared/constants/status-pages';
import {
  createIncidentSchema,
  updateIncidentSchema,
  type CreateIncidentInput,
  type Incident,
  type StatusPageComponent,
} from '../../../../../shared/contracts/status-pages';
import { INCIDENT_IMPACT_LABELS, INCIDENT_STATUS_LABELS } from '../../../../../shared/helpers/incident-display';
import { DialogForm } from '../../../../components/ui/dialog-form';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { FormCheckboxGroup } from '../../../../components/ui/form-controls';
import { FormField } from '../../../../components/ui/form-field';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Textarea } from '../../../../components/ui/textarea';
import { showFormError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import type { useCreateIncident, useUpdateIncident } from '../../api/incidents-mutations';
import { NoticeTitleField, NotifySubscribersSwitch } from '../notice-fields';
import { MARKDOWN_HINT, notifyDescription } from './incident-words';

interface IncidentFormValues {
  title: string;
  impact: Incident['impact'];
  status: Incident['status'];
  message: string;
  affectedComponents: string[];
  deliverNotifications: boolean;
}

const FIELDS = ['title', 'impact', 'status', 'message', 'affectedComponents', 'deliverNotifications'] as const;
/** A new incident is reported while it is going on; resolving is a later update. */
const OPEN_STATUSES = INCIDENT_STATUSES.filter((s) => s !== 'resolved');

export type IncidentFormMode =
  | { kind: 'create'; pageId: string; mutation: ReturnType<typeof useCreateIncident> }
  | { kind: 'edit'; incident: Incident; mutation: ReturnType<typeof useUpdateIncident> };

/**
 * Report an incident (title, impact, stage, the first update in Markdown, affected components, whether subscribers
 * hear of it), or edit one (title, impact, components: its timeline grows by updates). Checked with the shared
 * contract; the server's refusals show under their fields and nothing typed is lost. Loaded when first opened.
 */
export function IncidentForm({
  mode,
  components,
  subscriptionsOn,
  onDone,
}: {
  mode: IncidentFormMode;
  components: readonly StatusPageComponent[];
  subscriptionsOn: boolean;
  onDone: () => void;
}) {
  const editing = mode.kind === 'edit' ? mode.incident : null;
  // the edit schema keeps only the fields PATCH takes
  const resolver = zodResolver(editing ? updateIncidentSchema : createIncidentSchema) as unknown as Resolver<
    IncidentFormValues,
    unknown,
    CreateIncidentInput
  >;
  const form = useForm<IncidentFormValues, unknown, CreateIncidentInput>({
    resolver,
    defaultValues: {
      title: editing?.title ?? '',
      impact: editing?.impact ?? 'minor',
      status: 'investigating',
      message: '',
      affectedComponents: editing?.affectedComponents ?? [],
      deliverNotifications: subscriptionsOn,
    },
  });
  const { errors } = form.formState;

  const onError = (error: unknown) =>
    showFormError(
      error,
      form.setError,
      FIELDS,
      editing ? "Couldn't save the incident" : "Couldn't report the incident",
      'An error occurred while saving the incident.',
    );
  const onSubmit = form.handleSubmit((input) => {
    if (mode.kind === 'create')
      mode.mutation.mutate(
        { pageId: mode.pageId, input },
        {
          onSuccess: (saved) => {
            toast({ title: 'Incident reported', description: `${saved.title} is on the status page.` });
            onDone();
          },
          onError,
        },
      );
    else
      mode.mutation.mutate(
        {
          id: mode.incident.id,
          input: { title: input.title, impact: input.impact, affectedComponents: input.affectedComponents },
        },
        {
          onSuccess: (saved) => {
            toast({ title: 'Incident saved', description: `${saved.title} was saved.` });
            onDone();
          },
          onError,
        },
      );
  });

  return (
    <DialogForm label={editing ? 'Edit incident' : 'Report incident'} onSubmit={onSubmit}>
      <NoticeTitleField
        {...form.register('title')}
        error={errors.title?.message}
        placeholder="Checkout is slow to answer"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Impact" error={errors.impact?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('impact')}>
              {INCIDENT_IMPACTS.map((impact) => (
                <option key={impact} value={impact}>
                  {INCIDENT_IMPACT_LABELS[impact]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {editing ? null : (
          <FormField label="Status" error={errors.status?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register('status')}>
                {OPEN_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {INCIDENT_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
      </div>
      {editing ? null : (
        <FormField label="Message" error={errors.message?.message} hint={MARKDOWN_HINT}>
          {(control) => (
            <Textarea
              {...control}
              {...form.register('message')}
              rows={5}
              placeholder="We are looking into slow answers from the checkout."
            />
          )}
        </FormField>
      )}
      {components.length > 0 ? (
        <FormCheckboxGroup
          control={form.control}
          name="affectedComponents"
          legend="Affected components"
          options={components.map((c) => ({ value: c.id, label: c.name }))}
          optionsClassName="grid gap-2 sm:grid-cols-2"
        />
      ) : (
        <p className="text-sm text-fg-muted">
          This page has no components yet: the incident affects the page as a whole.
        </p>
      )}
      {editing ? null : (
        <NotifySubscribersSwitch
          control={form.control}
          name="deliverNotifications"
          description={notifyDescription(subscriptionsOn)}
        />
      )}
      <DialogFormActions
        pending={mode.mutation.isPending}
        submitLabel={editing ? 'Save changes' : 'Report incident'}
        onCancel={onDone}
      />
    </DialogForm>
  );
}
