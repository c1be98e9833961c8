import { useEffect, useId, useState } from 'react';
import { ScrollText, Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { AdminDelivery } from '../../../../shared/contracts/admin-deliveries';
import { channelSchema, deliveryStatusSchema } from '../../../../shared/contracts/notification-settings';
import {
  CHANNEL_LABELS,
  CHANNEL_MESSAGE_LABELS,
  CHANNEL_ORDER,
  DELIVERY_STATUS_DISPLAY,
} from '../../../../shared/helpers/notification-display';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { NativeSelect } from '../../../components/ui/native-select';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useQueryUpdate } from '../../../lib/search-param';
import { useNow } from '../../../lib/use-now';
import { useAdminDeliveries, type DeliveryFilters } from '../api/deliveries';
import { aboutText } from './delivery-about';
import { DeliveryDetailDialog } from './delivery-detail-dialog';
import { ResendButton } from './resend-button';

const STATUSES = ['failed', 'retrying', 'sent', 'outbox', 'queued'] as const;

/** The filters live in the address (?channel=&status=&q=), so a filtered view can be shared and survives a reload. */
function useFiltersInUrl(): [
  DeliveryFilters & { q: string },
  (patch: Partial<Record<'channel' | 'status' | 'q', string>>) => void,
] {
  const [params] = useSearchParams();
  const updateQuery = useQueryUpdate();
  const channel = channelSchema.safeParse(params.get('channel'));
  const status = deliveryStatusSchema.safeParse(params.get('status'));
  const filters = {
    channel: channel.success ? channel.data : undefined,
    status: status.success ? status.data : undefined,
    q: params.get('q') ?? '',
  };
  const update = (patch: Partial<Record<'channel' | 'status' | 'q', string>>) =>
    updateQuery((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return [filters, update];
}

function StatusBadge({ d }: { d: AdminDelivery }) {
  const display = DELIVERY_STATUS_DISPLAY[d.status];
  return (
    <Badge tone={display.tone} dot>
      {display.label}
    </Badge>
  );
}

/** Every notification delivery of the installation, newest first: filters, a table (cards on phones), the detail. */
export function DeliveriesPanel() {
  const ids = { channel: useId(), status: useId(), q: useId() };
  const [filters, update] = useFiltersInUrl();
  const [search, setSearch] = useState(filters.q);
  const settled = useDebouncedValue(search.trim());
  useEffect(() => {
    if (settled !== filters.q) update({ q: settled });
  }, [settled]);
  const query = useAdminDeliveries(
    { channel: filters.channel, status: filters.status, q: filters.q || undefined },
    true,
  );
  const rows = query.data?.pages.flatMap((p) => p.data);
  const [open, setOpen] = useState<AdminDelivery | null>(null);
  const now = useNow();
  const filtered = Boolean(filters.channel || filters.status || filters.q);

  return (
    <div className="grid min-w-0 gap-4">
      <div className="grid gap-3 sm:grid-cols-[10rem_10rem_minmax(0,1fr)]">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.channel}>Channel</Label>
          <NativeSelect
            id={ids.channel}
            value={filters.channel ?? ''}
            onChange={(e) => update({ channel: e.target.value })}
          >
            <option value="">All channels</option>
            {CHANNEL_ORDER.map((c) => (
              <option key={c} value={c}>
                {CHANNEL_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.status}>Status</Label>
          <NativeSelect
            id={ids.status}
            value={filters.status ?? ''}
            onChange={(e) => update({ status: e.target.value })}
          >
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {DELIVERY_STATUS_DISPLAY[s].label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.q}>Search</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
            />
            <Input
              id={ids.q}
              type="search"
              placeholder="Recipient, account e-mail or domain"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
        </div>
      </div>

      {query.isError ? (
        <LoadError
          title="Couldn't load the deliveries"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !rows ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading the deliveries">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState icon={ScrollText} title={filtered ? 'No delivery matches' : 'Nothing was delivered yet'}>
          {filtered
            ? 'No delivery has that channel, status or text.'
            : 'Alert notices, test messages, status page notices and partner events appear here as Sitewarden sends them.'}
        </EmptyState>
      ) : (
        <>
          <Card className="hidden overflow-hidden md:block">
            <ScrollTable label="Deliveries" columns={['Delivery', 'Status', 'To', 'About', 'When', '']} minWidth={860}>
              {rows.map((d) => (
                <tr key={d.id} className="border-b border-line last:border-b-0">
                  <th scope="row" className="px-4 py-3 pl-5 font-medium whitespace-nowrap text-fg sm:pl-6">
                    <button
                      type="button"
                      className="cursor-pointer text-left underline-offset-2 hover:underline"
                      onClick={() => setOpen(d)}
                    >
                      {CHANNEL_MESSAGE_LABELS[d.channel]} #{d.id}
                    </button>
                    {d.resentFromId !== null ? (
                      <span className="block text-xs font-normal text-fg-muted">resent from #{d.resentFromId}</span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 align-top">
                    <StatusBadge d={d} />
                    <span className="mt-1 block text-xs text-fg-muted">attempt {d.attempt}</span>
                  </td>
                  <td className="max-w-[16rem] px-4 py-3 align-top">
                    <span className="block truncate text-fg" title={d.target}>
                      {d.target}
                    </span>
                    {d.userEmail && d.userEmail !== d.target ? (
                      <span className="block truncate text-xs text-fg-muted">{d.userEmail}</span>
                    ) : null}
                  </td>
                  <td className="max-w-[18rem] px-4 py-3 align-top">
                    <span className="block truncate text-fg">{aboutText(d)}</span>
                    {d.error ? (
                      <span className="block truncate text-xs text-critical" title={d.error}>
                        {d.error}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 align-top whitespace-nowrap text-fg-muted">
                    <time dateTime={d.createdAt}>{formatRelativeTime(d.createdAt, now)}</time>
                  </td>
                  <td className="px-4 py-3 pr-5 text-right align-top">
                    <div className="flex justify-end gap-2">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setOpen(d)}
                        aria-label={`View delivery #${d.id}`}
                      >
                        View
                      </Button>
                      {d.status === 'failed' ? <ResendButton delivery={d} /> : null}
                    </div>
                  </td>
                </tr>
              ))}
            </ScrollTable>
          </Card>
          <ul className="grid gap-2 md:hidden" aria-label="Deliveries">
            {rows.map((d) => (
              <li key={d.id} className="grid min-w-0 gap-2 rounded-lg border border-line bg-surface p-3 text-sm">
                <div className="flex min-w-0 items-center justify-between gap-2">
                  <span className="font-medium text-fg">
                    {CHANNEL_MESSAGE_LABELS[d.channel]} #{d.id}
                  </span>
                  <StatusBadge d={d} />
                </div>
                <span className="truncate text-fg">{d.target}</span>
                <span className="truncate text-fg-muted">{aboutText(d)}</span>
                {d.error ? <span className="line-clamp-2 text-xs break-words text-critical">{d.error}</span> : null}
                <div className="flex items-center justify-between gap-2">
                  <time dateTime={d.createdAt} className="text-xs text-fg-muted">
                    {formatRelativeTime(d.createdAt, now)} · attempt {d.attempt}
                  </time>
                  <div className="flex gap-2">
                    <Button size="sm" variant="ghost" onClick={() => setOpen(d)} aria-label={`View delivery #${d.id}`}>
                      View
                    </Button>
                    {d.status === 'failed' ? <ResendButton delivery={d} /> : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                Show older deliveries
              </Button>
            </div>
          ) : null}
        </>
      )}
      <DeliveryDetailDialog delivery={open} onClose={() => setOpen(null)} />
    </div>
  );
}
