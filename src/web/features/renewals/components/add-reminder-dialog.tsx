import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { FormSkeleton } from '../../../components/ui/form-skeleton';
import { lazyPart } from '../../../components/ui/lazy-part';
import { useCreateReminder } from '../api/renewals';

const AddReminderForm = lazyPart(() => import('./add-reminder-form').then((m) => m.AddReminderForm), {
  fallback: <FormSkeleton fields={['input', 'input', 'input', 'area']} />,
  failure: "Couldn't load the form",
});

/** Fetches the dialog's form ahead of the click (on hover or focus of an Add Renewal Reminder button). */
export const preloadAddReminderForm = AddReminderForm.preload;

/**
 * SPEC §2.14 Add Renewal Reminder: Reminder Title, Reminder Type (Domain Registration, SSL Certificate, Hosting
 * Renewal, Other), Renewal Date (minimum today) and Notes (optional). The reminder is stored and e-mailed on its
 * date; success toasts 'Reminder Added'. The form loads the first time the dialog opens.
 */
export function AddReminderDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateReminder();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!create.isPending) onOpenChange(next);
      }}
    >
      <DialogContent hideClose={create.isPending}>
        <DialogHeader>
          <DialogTitle>Add Renewal Reminder</DialogTitle>
          <DialogDescription>We'll e-mail you on the renewal date, so nothing lapses unnoticed.</DialogDescription>
        </DialogHeader>
        <AddReminderForm create={create} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
