import { Button } from './button';
import { DialogClose, DialogFooter } from './dialog';

/**
 * Cancel and submit at the foot of a dialog's form. While the form is on its way neither can be pressed again (the
 * submit button shows it is busy). Cancel closes the dialog, or calls `onCancel` when the caller closes it itself.
 */
export function DialogFormActions({
  pending,
  submitLabel,
  onCancel,
}: {
  pending: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  const cancel = (
    <Button variant="outline" disabled={pending} onClick={onCancel}>
      Cancel
    </Button>
  );
  return (
    <DialogFooter>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
