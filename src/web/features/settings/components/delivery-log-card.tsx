import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, ScrollText } from 'lucide-react';
import type { Delivery, DeliveryStatus } from '../../../../shared/contracts/notification-settings';
import { ALERT_TYPE_LABELS } from '../../../../shared/helpers/alert-display';
import { CHANNEL_LABELS, DELIVERY_STATUS_DISPLAY } from '../../../../shared/helpers/notification-display';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FailureText } from '../../../components/ui/failure-text';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { useReadableTime } from '../../../lib/use-readable-time';
import { useDeliveries } from '../api/deliveries';

type Filter = DeliveryStatus | 'all';
const FILTERS: [Filter, string][] = [
  ['all', 'All deliveries'],
  ['failed', 'Failed'],
  ['retrying', 'Retrying'],
  ['sent', 'Sent'],
  ['outbox', 'Kept in outbox'],
  ['queued', 'Queued'],
];

/** Every attempt to deliver a notice, newest first; a failed one says why (it will not be retried). */
export function DeliveryLogCard({ initialFilter = 'all' }: { initialFilter?: Filter }) {
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>(initialFilter);
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries({ ...(filter === 'all' ? {} : { status: filter }), page });
  const pages = deliveries.data ? Math.max(1, Math.ceil(deliveries.data.total / deliveries.data.pageSize)) : 1;

  return (
    <Card>
      <div className="flex flex-col gap-3 px-5 pt-5 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pt-6">
        <div className="grid gap-1">
          <CardTitle>Delivery log</CardTitle>
          <CardDescription>
            Every e-mail, SMS, Slack and webhook notice and test message. Failed means it will not be retried.
          </CardDescription>
        </div>
        <div className="grid gap-1.5 sm:w-48">
          <Label htmlFor={filterId}>Show</Label>
          <Select
            value={filter}
            onValueChange={(value) => {
              setFilter(value as Filter);
              setPage(1);
            }}
          >
            <SelectTrigger id={filterId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FILTERS.map(([value, label]) => (
                <SelectItem key={value} value={value}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {deliveries.isPending ? (
        <div role="status" aria-label="Loading the delivery log" className="grid gap-4 px-5 py-5 sm:px-6">
          {[0, 1, 2].map((row) => (
            <div key={row} className="grid gap-2">
              <Skeleton className="h-4 w-64 max-w-full" />
              <Skeleton className="h-3.5 w-48" />
            </div>
          ))}
        </div>
      ) : deliveries.isError ? (
        <CardContent>
          <LoadError
            className="border-0 shadow-none"
            title="Couldn't load the delivery log"
            error={deliveries.error}
            onRetry={() => void deliveries.refetch()}
            retrying={deliveries.isFetching}
          />
        </CardContent>
      ) : deliveries.data.data.length === 0 ? (
        <CardContent>
          <EmptyState icon={ScrollText} title={filter === 'all' ? 'Nothing delivered yet' : 'No deliveries here'}>
            {filter === 'all'
              ? 'Notices appear here once an alert opens, or when you send a test message from the Slack or Webhooks tab.'
              : 'No delivery has this status.'}
          </EmptyState>
        </CardContent>
      ) : (
        <>
          <ul aria-label="Deliveries" className="mt-3 divide-y divide-line border-t border-line">
            {deliveries.data.data.map((d) => (
              <DeliveryRow key={d.id} delivery={d} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav
              aria-label="Delivery log pages"
              className="flex items-center justify-between gap-2 border-t border-line px-5 py-3 sm:px-6"
            >
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                <ChevronLeft aria-hidden="true" />
                Newer
              </Button>
              <span className="text-sm text-fg-muted tabular-nums">
                Page {page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Older
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </Card>
  );
}

function DeliveryRow({ delivery: d }: { delivery: Delivery }) {
  const readable = useReadableTime();
  const status = DELIVERY_STATUS_DISPLAY[d.status];
  const subject = d.alertId
    ? [d.alertTitle, d.domainName && !d.alertTitle?.includes(d.domainName) ? d.domainName : null]
        .filter(Boolean)
        .join(' · ')
    : 'Test message';
  return (
    <li className="grid gap-1.5 px-5 py-3.5 sm:px-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={status.tone} dot>
          {status.label}
        </Badge>
        <span className="text-sm font-medium text-fg">{CHANNEL_LABELS[d.channel]}</span>
        {d.alertType ? <Badge tone="neutral">{ALERT_TYPE_LABELS[d.alertType]}</Badge> : null}
        <time dateTime={d.createdAt} title={readable(d.createdAt)} className="ml-auto text-xs text-fg-muted">
          {formatRelativeTime(d.createdAt)}
        </time>
      </div>
      <p className="text-sm break-words text-fg">{subject || 'Alert'}</p>
      <p className="font-mono text-xs break-all text-fg-muted">{d.target}</p>
      <p className="text-xs text-fg-muted">
        Attempt {d.attempt}
        {d.responseCode !== null ? ` · HTTP ${d.responseCode}` : ''}
        {d.status === 'retrying' && d.nextAttemptAt ? ` · next try ${readable(d.nextAttemptAt)}` : ''}
      </p>
      {d.error ? <FailureText raw={d.error} className="text-sm break-words text-critical" /> : null}
    </li>
  );
}
