import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INCIDENT_STATUSES } from '../../../../../shared/constants/status-pages';
import { incidentUpdateInputSchema, type Incident } from '../../../../../shared/contracts/status-pages';
import { INCIDENT_STATUS_LABELS } from '../../../../../shared/helpers/incident-display';
import { DialogForm } from '../../../../components/ui/dialog-form';
import { DialogFormActions } from '../../../../components/ui/dialog-form-actions';
import { FormField } from '../../../../components/ui/form-field';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Textarea } from '../../../../components/ui/textarea';
import { showFormError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import type { usePostIncidentUpdate } from '../../api/incidents-mutations';
import { NotifySubscribersSwitch } from '../notice-fields';
import { MARKDOWN_HINT, notifyDescription } from './incident-words';

type UpdateValues = z.input<typeof incidentUpdateInputSchema>;
type UpdateBody = z.output<typeof incidentUpdateInputSchema>;
const FIELDS = ['status', 'message', 'deliverNotifications'] as const;

/** What Resolve starts from: the person can say more before posting it. */
export const RESOLVED_MESSAGE = 'This incident has been resolved.';

/**
 * A new step of an incident's timeline: its stage, what is happening (Markdown), whether subscribers hear of it.
 * Resolve opens it with the stage set to resolved. Loaded when first opened.
 */
export function IncidentUpdateForm({
  incident,
  resolving,
  subscriptionsOn,
  mutation,
  onDone,
}: {
  incident: Incident;
  resolving: boolean;
  subscriptionsOn: boolean;
  mutation: ReturnType<typeof usePostIncidentUpdate>;
  onDone: () => void;
}) {
  const form = useForm<UpdateValues, unknown, UpdateBody>({
    resolver: zodResolver(incidentUpdateInputSchema),
    defaultValues: {
      status: resolving ? 'resolved' : incident.status,
      message: resolving ? RESOLVED_MESSAGE : '',
      deliverNotifications: subscriptionsOn,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(
      { id: incident.id, input },
      {
        onSuccess: (saved) => {
          toast({
            title: saved.status === 'resolved' ? 'Incident resolved' : 'Update posted',
            description:
              saved.status === 'resolved'
                ? `${saved.title} is resolved on the status page.`
                : `${saved.title}: ${INCIDENT_STATUS_LABELS[saved.status]}.`,
          });
          onDone();
        },
        onError: (error) =>
          showFormError(error, form.setError, FIELDS, "Couldn't post the update", 'An error occurred while posting.'),
      },
    ),
  );
  return (
    <DialogForm label={resolving ? 'Resolve incident' : 'Post update'} onSubmit={onSubmit}>
      <FormField label="Status" error={errors.status?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('status')}>
            {INCIDENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INCIDENT_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Message" error={errors.message?.message} hint={MARKDOWN_HINT}>
        {(control) => <Textarea {...control} {...form.register('message')} rows={5} />}
      </FormField>
      <NotifySubscribersSwitch
        control={form.control}
        name="deliverNotifications"
        description={notifyDescription(subscriptionsOn)}
      />
      <DialogFormActions
        pending={mutation.isPending}
        submitLabel={resolving ? 'Resolve incident' : 'Post update'}
        onCancel={onDone}
      />
    </DialogForm>
  );
}
