import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormSkeleton } from '../../../components/ui/form-skeleton';
import { lazyPart } from '../../../components/ui/lazy-part';
import { useCreateDomain } from '../api/change-domain';

const AddDomainForm = lazyPart(() => import('./add-domain-form').then((m) => m.AddDomainForm), {
  fallback: <FormSkeleton fields={['input', 'area']} />,
  failure: "Couldn't load the form",
});

/** Fetches the dialog's form ahead of the click (on hover or focus of what opens it). */
export const preloadAddDomainForm = AddDomainForm.preload;

export interface AddDomainDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * SPEC §2.9 Add Domain dialog: Domain Name and Description, or the plan-limit notice linking to /billing once the
 * plan's maximum is reached. Submitting disables the buttons; success closes it, resets it and refreshes the domains
 * and the stats; failure keeps it open. The form loads the first time the dialog opens.
 */
export function AddDomainDialog({ open, onOpenChange }: AddDomainDialogProps) {
  const create = useCreateDomain();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
    >
      <DialogContent hideClose={create.isPending}>
        <DialogHeader>
          <DialogTitle>Add Domain</DialogTitle>
          <DialogDescription>
            Sitewarden checks its uptime, certificate, DNS, registration, performance and security from now on.
          </DialogDescription>
        </DialogHeader>
        <AddDomainForm create={create} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
