import { Trash2 } from 'lucide-react';
import type { RenewalItem } from '../../../../shared/contracts/renewals';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useDeleteReminder } from '../api/renewals';
import { preloadAddReminderForm } from './add-reminder-dialog';
import { RenewalRow } from './renewal-row';

/** Every upcoming renewal, soonest first; the user's own reminders can be deleted here. */
export function RenewalsListDialog({
  open,
  onOpenChange,
  items,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: RenewalItem[];
  onAdd: () => void;
}) {
  const remove = useDeleteReminder();
  const deleteReminder = (item: RenewalItem) =>
    remove.mutate(item.reminderId!, {
      onSuccess: () => toast({ title: 'Reminder Deleted', description: `"${item.title}" will not be sent.` }),
      onError: (error) => toastActionError(error, 'Delete Failed', 'The reminder could not be deleted.'),
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Upcoming Renewals</DialogTitle>
          <DialogDescription>
            Certificate and registration expiry dates of your domains, and your own reminders, soonest first.
          </DialogDescription>
        </DialogHeader>
        {items.length === 0 ? (
          <p className="text-sm text-fg-muted">Nothing to renew yet.</p>
        ) : (
          <ul aria-label="All renewals" className="relative max-h-[60vh] divide-y divide-line overflow-y-auto pr-1">
            {items.map((item) => (
              <RenewalRow
                key={item.id}
                item={item}
                action={
                  item.reminderId ? (
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Delete reminder ${item.title}`}
                      loading={remove.isPending && remove.variables === item.reminderId}
                      onClick={() => deleteReminder(item)}
                    >
                      {remove.isPending && remove.variables === item.reminderId ? null : <Trash2 aria-hidden="true" />}
                    </Button>
                  ) : null
                }
              />
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <Button
            variant="outline"
            onClick={onAdd}
            onPointerEnter={preloadAddReminderForm}
            onFocus={preloadAddReminderForm}
          >
            Add Renewal Reminder
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
