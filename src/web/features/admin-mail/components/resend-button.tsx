import { RotateCw } from 'lucide-react';
import type { AdminDelivery } from '../../../../shared/contracts/admin-deliveries';
import { DELIVERY_STATUS_DISPLAY } from '../../../../shared/helpers/notification-display';
import { Button } from '../../../components/ui/button';
import { toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useResendDelivery } from '../api/deliveries';

/** Sends a failed delivery again through its channel's current settings; a toast says how it went. */
export function ResendButton({ delivery, onResent }: { delivery: AdminDelivery; onResent?: () => void }) {
  const resend = useResendDelivery();
  return (
    <Button
      size="sm"
      variant="outline"
      loading={resend.isPending}
      aria-label={`Resend delivery #${delivery.id}`}
      onClick={() =>
        resend.mutate(delivery.id, {
          onSuccess: (row) => {
            // without a mail server the resent e-mail is kept in the outbox again: said as such, not as sent
            const title = { sent: 'Delivery resent', outbox: 'Kept in the outbox' }[row.status as 'sent' | 'outbox'];
            toast({
              title: title ?? 'Resend failed',
              description: title
                ? `Delivery #${row.id} to ${row.target}: ${DELIVERY_STATUS_DISPLAY[row.status].label}.`
                : `Delivery #${row.id}: ${row.error ?? 'the receiver refused it'}`,
              ...(title ? {} : { variant: 'destructive' as const }),
            });
            onResent?.();
          },
          onError: (error) => toastActionError(error, 'Could not resend', 'The delivery could not be sent again.'),
        })
      }
    >
      <RotateCw aria-hidden="true" className="size-4" />
      Resend
    </Button>
  );
}
