import { Download, MailPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { STATUS_PAGE_SUBSCRIBERS_PER_PAGE } from '../../../../../shared/constants/status-pages';
import type { StatusPage, Subscriber } from '../../../../../shared/contracts/status-pages';
import { GuardedIconAction } from '../../../../components/row-actions';
import { Alert } from '../../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { ConfirmItemDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { Pager } from '../../../../components/ui/pager';
import { ScrollTable } from '../../../../components/ui/scroll-table';
import { Skeleton } from '../../../../components/ui/skeleton';
import { When } from '../../../../components/when';
import { toastActionError } from '../../../../lib/action-errors';
import { toast } from '../../../../lib/toast';
import { useMayChange } from '../../../../lib/workspace';
import { subscribersCsvPath, useSubscribers } from '../../api/subscribers-list';
import { subscriberPath, useRemoveSubscriber } from '../../api/subscribers-remove';

const STATE_LOOKS: Record<Subscriber['state'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  confirmed: { label: 'Confirmed', tone: 'healthy' },
  unsubscribed: { label: 'Unsubscribed', tone: 'neutral' },
};

function SubscriberRow({
  subscriber,
  pageId,
  canEdit,
  onRemove,
}: {
  subscriber: Subscriber;
  pageId: string;
  canEdit: boolean;
  onRemove: (subscriber: Subscriber) => void;
}) {
  const look = STATE_LOOKS[subscriber.state];
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-normal whitespace-nowrap text-fg first:pl-5 sm:first:pl-6">
        {subscriber.email}
      </th>
      <td className="px-4 py-3">
        <Badge tone={look.tone}>{look.label}</Badge>
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-fg-muted">
        <When at={subscriber.subscribedAt} />
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-fg-muted">
        <When at={subscriber.confirmedAt} />
      </td>
      {canEdit ? (
        <td className="px-4 py-2 text-right">
          <GuardedIconAction
            method="DELETE"
            path={subscriberPath(pageId, subscriber.id)}
            label={`Remove ${subscriber.email}`}
            title="Remove"
            icon={Trash2}
            onClick={() => onRemove(subscriber)}
          />
        </td>
      ) : null}
    </tr>
  );
}

/**
 * A status page's e-mail subscribers (issue 17): who, whether they confirmed (double opt-in) or left, when; how many
 * of the plan's allowance are used; the whole list as CSV. Members remove a subscriber; viewers only read.
 */
export function SubscribersTab({ page }: { page: StatusPage }) {
  const canEdit = useMayChange();
  const [pageNumber, setPageNumber] = useState(1);
  const query = useSubscribers(page.id, pageNumber);
  const remove = useRemoveSubscriber();
  const [removing, setRemoving] = useState<Subscriber | null>(null);

  const off = page.allowSubscriptions ? null : (
    <Alert tone="info" title="Subscriptions are off">
      Visitors cannot subscribe to this page. Turn subscriptions on in the Settings tab; the people below keep what they
      chose.
    </Alert>
  );

  if (!query.data) {
    return (
      <div className="grid gap-4">
        {off}
        {query.isError ? (
          <LoadError
            title="Couldn't load the subscribers"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading the subscribers">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-40" />
          </div>
        )}
      </div>
    );
  }

  const { data: subscribers, total, limit } = query.data;
  const onRemove = (subscriber: Subscriber) =>
    remove.mutate(
      { pageId: page.id, subscriberId: subscriber.id },
      {
        onSuccess: () => {
          toast({ title: 'Subscriber removed', description: `${subscriber.email} gets no more mail from this page.` });
          setRemoving(null);
        },
        onError: (error) => toastActionError(error, 'Remove Failed', 'Failed to remove the subscriber'),
      },
    );

  return (
    <div className="grid gap-4 *:min-w-0">
      {off}
      {total === 0 ? (
        <EmptyState icon={MailPlus} title="No subscribers yet">
          Visitors subscribe by e-mail on the public page ({page.publicUrl}) and confirm through the link they receive;
          then they hear of incidents and maintenance.
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-fg-muted">
              {total.toLocaleString('en-US')} of {limit.toLocaleString('en-US')} subscribers your plan allows on this
              page
            </p>
            <Button asChild variant="outline" size="sm">
              <a href={subscribersCsvPath(page.id)} download>
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          </div>
          <ScrollTable
            label="Subscribers"
            columns={['Email', 'State', 'Subscribed', 'Confirmed', ...(canEdit ? ['Actions'] : [])]}
            minWidth={canEdit ? 640 : 580}
          >
            {subscribers.map((subscriber) => (
              <SubscriberRow
                key={subscriber.id}
                subscriber={subscriber}
                pageId={page.id}
                canEdit={canEdit}
                onRemove={setRemoving}
              />
            ))}
          </ScrollTable>
          <Pager
            label="Pages of subscribers"
            page={pageNumber}
            hasMore={pageNumber * STATUS_PAGE_SUBSCRIBERS_PER_PAGE < total}
            onPage={setPageNumber}
          />
        </>
      )}
      <ConfirmItemDialog
        item={removing}
        onClear={() => setRemoving(null)}
        title="Remove this subscriber?"
        description={
          <p>
            <span className="font-medium break-all text-fg">{removing?.email}</span> gets no more e-mail from this page.
            They can subscribe again on the public page.
          </p>
        }
        confirmLabel="Remove subscriber"
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </div>
  );
}
