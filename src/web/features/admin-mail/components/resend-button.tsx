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
            toast({
              title: row.status === 'sent' ? 'Delivery resent' : 'Resend failed',
              description:
                row.status === 'sent'
                  ? `Delivery #${row.id} to ${row.target} was ${DELIVERY_STATUS_DISPLAY[row.status].label.toLowerCase()}.`
                  : `Delivery #${row.id}: ${row.error ?? 'the receiver refused it'}`,
              ...(row.status === 'sent' ? {} : { variant: 'destructive' as const }),
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
