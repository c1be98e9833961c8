import { FormDialog } from '../../../components/ui/form-dialog';
import { FormSkeleton } from '../../../components/ui/form-skeleton';
import { lazyPart } from '../../../components/ui/lazy-part';
import { useCreateStatusPage } from '../api/create-status-page';

const CreateStatusPageForm = lazyPart(() => import('./create-status-page-form').then((m) => m.CreateStatusPageForm), {
  fallback: <FormSkeleton fields={['input', 'input', 'input']} />,
  failure: "Couldn't load the form",
});

/** Fetches the dialog's form ahead of the click (on hover or focus of what opens it). */
export const preloadCreateStatusPageForm = CreateStatusPageForm.preload;

/**
 * Create status page: name, address and who may see it. It stays open while the request is on its way; a refusal
 * shows under its field with everything typed kept. The form loads the first time the dialog opens (decision 024).
 */
export function CreateStatusPageDialog({ limit, onClose }: { limit: number; onClose: () => void }) {
  const create = useCreateStatusPage();
  return (
    <FormDialog
      title="Create status page"
      description="A public page showing how your sites are doing. You choose what it shows once it is created."
      pending={create.isPending}
      onClose={onClose}
    >
      <CreateStatusPageForm create={create} limit={limit} onCancel={onClose} />
    </FormDialog>
  );
}
