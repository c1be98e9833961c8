import type { Incident, StatusPageComponent } from '../../../../../shared/contracts/status-pages';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { FormSkeleton } from '../../../../components/ui/form-skeleton';
import { lazyPart } from '../../../../components/ui/lazy-part';
import { useCreateIncident, usePostIncidentUpdate, useUpdateIncident } from '../../api/incidents-mutations';

const IncidentForm = lazyPart(() => import('./incident-form').then((m) => m.IncidentForm), {
  fallback: <FormSkeleton fields={['input', 'input', 'area', 'input']} />,
  failure: "Couldn't load the form",
});
const IncidentUpdateForm = lazyPart(() => import('./incident-update-form').then((m) => m.IncidentUpdateForm), {
  fallback: <FormSkeleton fields={['input', 'area']} />,
  failure: "Couldn't load the form",
});

/** Fetches the incident forms ahead of the click (on hover or focus of what opens them). */
export const preloadIncidentForms = () => {
  IncidentForm.preload();
  IncidentUpdateForm.preload();
};

/** Report incident, or edit one (title, impact, components). */
export function IncidentDialog({
  pageId,
  incident,
  components,
  subscriptionsOn,
  onClose,
}: {
  pageId: string;
  /** The incident to edit; absent to report a new one. */
  incident?: Incident;
  components: readonly StatusPageComponent[];
  subscriptionsOn: boolean;
  onClose: () => void;
}) {
  const create = useCreateIncident();
  const update = useUpdateIncident();
  const pending = create.isPending || update.isPending;
  return (
    <FormDialog
      title={incident ? 'Edit incident' : 'Report incident'}
      description={
        incident
          ? incident.title
          : 'It shows on the status page at once, with its first update; subscribers can be told by e-mail.'
      }
      pending={pending}
      wide
      onClose={onClose}
    >
      <IncidentForm
        mode={incident ? { kind: 'edit', incident, mutation: update } : { kind: 'create', pageId, mutation: create }}
        components={components}
        subscriptionsOn={subscriptionsOn}
        onDone={onClose}
      />
    </FormDialog>
  );
}

/** Post update, or Resolve (an update whose stage is resolved). */
export function IncidentUpdateDialog({
  incident,
  resolving,
  subscriptionsOn,
  onClose,
}: {
  incident: Incident;
  resolving: boolean;
  subscriptionsOn: boolean;
  onClose: () => void;
}) {
  const post = usePostIncidentUpdate();
  return (
    <FormDialog
      title={resolving ? 'Resolve incident' : 'Post update'}
      description={incident.title}
      pending={post.isPending}
      wide
      onClose={onClose}
    >
      <IncidentUpdateForm
        incident={incident}
        resolving={resolving}
        subscriptionsOn={subscriptionsOn}
        mutation={post}
        onDone={onClose}
      />
    </FormDialog>
  );
}
