import { useState } from 'react';
import { Inbox, Search } from 'lucide-react';
import { formatRelativeTime } from '../../../../shared/helpers/relative-time';
import { classifyError } from '../../../../shared/helpers/error-classification';
import { AdminsOnly } from '../../../components/admins-only';
import { Card, CardContent } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useCurrentUser } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useNow } from '../../../lib/use-now';
import { useOutbox } from '../api/get-outbox';
import { MessageView } from './message-view';

/**
 * /admin/mailgun: the mail this installation kept instead of sending it (no SMTP_URL configured: sign-up, reset and
 * alert e-mails land in the outbox). The newest first, searchable by recipient or subject; a message opens as its
 * recipient would read it. For administrators; everyone else is told the screen is not for them.
 */
export function MailOutboxPage() {
  const user = useCurrentUser();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim());
  const outbox = useOutbox(settledSearch, user.isAdmin);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const now = useNow();

  if (!user.isAdmin || (outbox.isError && classifyError(outbox.error).type === 'notfound')) {
    return <AdminsOnly>This page shows the e-mails this installation kept instead of sending them.</AdminsOnly>;
  }

  const messages = outbox.data;
  const selected = messages?.find((m) => m.id === selectedId) ?? messages?.[0];

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <p className="max-w-2xl text-sm text-fg-muted">
        Without SMTP configured, Sitewarden keeps every e-mail here instead of sending it: sign-up and password-reset
        links, invitations and alerts.
      </p>
      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
        />
        <Input
          type="search"
          aria-label="Search by recipient or subject"
          placeholder="Search by recipient or subject"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      {outbox.isError ? (
        <LoadError
          title="Couldn't load the outbox"
          error={outbox.error}
          onRetry={() => void outbox.refetch()}
          retrying={outbox.isFetching}
        />
      ) : !messages ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading the outbox">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : messages.length === 0 ? (
        <EmptyState icon={Inbox} title={settledSearch ? 'No message matches' : 'The outbox is empty'}>
          {settledSearch
            ? 'No kept e-mail has that text in its recipient or subject.'
            : 'E-mails appear here as Sitewarden writes them: a password reset or an invitation, for example.'}
        </EmptyState>
      ) : (
        <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <nav aria-label="Messages" className="min-w-0">
            <ul className="grid gap-1 lg:max-h-[40rem] lg:overflow-y-auto">
              {messages.map((message) => {
                const current = message.id === selected?.id;
                return (
                  <li key={message.id}>
                    <button
                      type="button"
                      aria-current={current ? 'true' : undefined}
                      onClick={() => setSelectedId(message.id)}
                      className={cn(
                        'grid w-full gap-0.5 rounded-lg border px-3 py-2 text-left text-sm transition-colors',
                        current ? 'border-accent bg-accent-soft' : 'border-line bg-surface hover:bg-muted',
                      )}
                    >
                      <span className="truncate font-medium text-fg">{message.subject}</span>
                      <span className="flex min-w-0 items-center justify-between gap-2 text-xs text-fg-muted">
                        <span className="truncate">{message.to}</span>
                        <time dateTime={message.createdAt} className="shrink-0">
                          {formatRelativeTime(message.createdAt, now)}
                        </time>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          {selected ? (
            <Card className="min-w-0">
              <CardContent className="pt-6">
                <MessageView key={selected.id} message={selected} />
              </CardContent>
            </Card>
          ) : null}
        </div>
      )}
    </div>
  );
}
