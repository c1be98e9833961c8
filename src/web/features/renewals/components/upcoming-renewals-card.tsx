import { useState } from 'react';
import { CalendarClock, Plus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRenewals } from '../api/renewals';
import { AddReminderDialog, preloadAddReminderForm } from './add-reminder-dialog';
import { RenewalRow } from './renewal-row';
import { RenewalsListDialog } from './renewals-list-dialog';

/** SPEC §9.4: the card lists the 5 soonest renewals. */
export const RENEWALS_SHOWN = 5;

/**
 * SPEC §2.14 Upcoming Renewals: the 5 soonest certificate, registration and reminder dates; 'Manage' and
 * 'View All N Renewals' open the full list; 'Add Renewal Reminder' opens the reminder dialog.
 */
export function UpcomingRenewalsCard() {
  const renewals = useRenewals();
  const [listOpen, setListOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  const items = renewals.data?.data ?? [];
  const unknown = renewals.data?.unknownRegistrations ?? 0;
  const notRegistered = renewals.data?.notRegistered ?? [];
  const openAdd = () => {
    setListOpen(false);
    setAddOpen(true);
  };

  let body;
  if (renewals.isPending) {
    body = (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading renewals">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  } else if (renewals.isError) {
    body = (
      <LoadError
        title="Couldn't load renewals"
        error={renewals.error}
        onRetry={() => void renewals.refetch()}
        retrying={renewals.isFetching}
        framed={false}
        className="py-4"
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState icon={CalendarClock} title="No upcoming renewals" framed={false} className="px-0 py-4">
        Certificate and registration dates appear here once your domains are checked. Add a reminder for anything else,
        such as hosting.
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Soonest renewals" className="-my-3 divide-y divide-line">
        {items.slice(0, RENEWALS_SHOWN).map((item) => (
          <RenewalRow key={item.id} item={item} />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <div className="flex items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="grid gap-1">
          <CardTitle>Upcoming Renewals</CardTitle>
          <CardDescription>Certificates, registrations and your reminders</CardDescription>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setListOpen(true)} disabled={!renewals.data}>
          Manage
        </Button>
      </div>
      <CardContent>
        {body}
        {notRegistered.length > 0 ? <NotRegisteredNotice names={notRegistered.map((d) => d.domainName)} /> : null}
        {unknown > 0 ? (
          <p className="mt-4 text-xs text-fg-muted">
            The registration expiry of {unknown} domain{unknown === 1 ? ' is' : 's is'} not known yet.
          </p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-wrap justify-between">
        {items.length > RENEWALS_SHOWN ? (
          <Button variant="link" size="sm" onClick={() => setListOpen(true)}>
            View All {items.length} Renewals
          </Button>
        ) : (
          <span />
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => setAddOpen(true)}
          onPointerEnter={preloadAddReminderForm}
          onFocus={preloadAddReminderForm}
        >
          <Plus aria-hidden="true" />
          Add Renewal Reminder
        </Button>
      </CardFooter>
      <RenewalsListDialog open={listOpen} onOpenChange={setListOpen} items={items} onAdd={openAdd} />
      <AddReminderDialog open={addOpen} onOpenChange={setAddOpen} />
    </Card>
  );
}

/** Domains the registry has no record of: no date to renew by, and the name is free for anyone to register. */
function NotRegisteredNotice({ names }: { names: string[] }) {
  const one = names.length === 1;
  return (
    <Alert
      tone="critical"
      className="mt-4"
      title={one ? `${names[0]} is not registered` : `${names.length} domains are not registered`}
    >
      The registry has no record of {one ? 'it' : names.join(', ')}. There is no expiry to renew: register{' '}
      {one ? 'it' : 'them'} again before someone else does.
    </Alert>
  );
}
