import type { AdminDelivery } from '../../../../shared/contracts/admin-deliveries';
import { CHANNEL_MESSAGE_LABELS, DELIVERY_STATUS_DISPLAY } from '../../../../shared/helpers/notification-display';
import { Badge } from '../../../components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReadableTime } from '../../../lib/use-readable-time';
import { useDeliveryDetail } from '../api/deliveries';
import { DeliveredMessageBody } from './delivered-message-view';
import { aboutText } from './delivery-about';
import { ResendButton } from './resend-button';

/** One delivery: every field of its row and the message as it went out. */
export function DeliveryDetailDialog({ delivery, onClose }: { delivery: AdminDelivery | null; onClose: () => void }) {
  const detail = useDeliveryDetail(delivery?.id ?? null);
  const time = useReadableTime();
  const row = detail.data ?? delivery;
  return (
    <Dialog open={delivery !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {row ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {CHANNEL_MESSAGE_LABELS[row.channel]} delivery #{row.id}
              </DialogTitle>
              <DialogDescription className="break-words">{aboutText(row)}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-fg-muted">Status</dt>
              <dd>
                <Badge tone={DELIVERY_STATUS_DISPLAY[row.status].tone} dot>
                  {DELIVERY_STATUS_DISPLAY[row.status].label}
                </Badge>
                <span className="ml-2 text-fg-muted">attempt {row.attempt}</span>
              </dd>
              <dt className="text-fg-muted">To</dt>
              <dd className="break-all text-fg">{row.target}</dd>
              {row.userEmail ? (
                <>
                  <dt className="text-fg-muted">Account</dt>
                  <dd className="break-all text-fg">{row.userEmail}</dd>
                </>
              ) : null}
              <dt className="text-fg-muted">Created</dt>
              <dd className="text-fg">{time(row.createdAt)}</dd>
              {row.sentAt ? (
                <>
                  <dt className="text-fg-muted">{row.status === 'outbox' ? 'Kept in outbox' : 'Sent'}</dt>
                  <dd className="text-fg">{time(row.sentAt)}</dd>
                </>
              ) : null}
              {row.nextAttemptAt ? (
                <>
                  <dt className="text-fg-muted">Next attempt</dt>
                  <dd className="text-fg">{time(row.nextAttemptAt)}</dd>
                </>
              ) : null}
              {row.responseCode !== null ? (
                <>
                  <dt className="text-fg-muted">Response</dt>
                  <dd className="text-fg">HTTP {row.responseCode}</dd>
                </>
              ) : null}
              {row.error ? (
                <>
                  <dt className="text-fg-muted">Error</dt>
                  <dd className="break-words text-critical">{row.error}</dd>
                </>
              ) : null}
              {row.resentFromId !== null ? (
                <>
                  <dt className="text-fg-muted">Resent from</dt>
                  <dd className="text-fg">#{row.resentFromId}</dd>
                </>
              ) : null}
            </dl>
            {detail.isError ? (
              <LoadError
                title="Couldn't load the message"
                error={detail.error}
                onRetry={() => void detail.refetch()}
                retrying={detail.isFetching}
              />
            ) : !detail.data ? (
              <Skeleton className="h-40" />
            ) : (
              <DeliveredMessageBody message={detail.data.message} />
            )}
            {row.status === 'failed' ? (
              <div className="flex justify-end">
                <ResendButton delivery={row} onResent={onClose} />
              </div>
            ) : null}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
