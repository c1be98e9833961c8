import { useState } from 'react';
import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import type { ActivityEntry, TeamDetail } from '../../../../shared/contracts/teams';
import { getInitials } from '../../../../shared/helpers/user-display';
import { InitialsAvatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { ACTIVITY_PAGE_SIZE, useTeamActivity } from '../api/get-team-activity';
import { ACTIVITY_FILTERS, describeActivity } from '../lib/activity';
import { useReadableTime } from '../../../lib/use-readable-time';
import { formatRelative, memberName } from '../lib/format';

const ALL = 'all';

/** The team's activity log, newest first, filtered by kind of action and by member, 20 to a page. */
export function ActivityTab({ team }: { team: TeamDetail }) {
  const [action, setAction] = useState(ALL);
  const [userId, setUserId] = useState(ALL);
  const [page, setPage] = useState(1);
  const filters = {
    page,
    ...(action !== ALL ? { action } : {}),
    ...(userId !== ALL ? { userId } : {}),
  };
  const activity = useTeamActivity(team.slug, filters);
  const filtered = action !== ALL || userId !== ALL;
  const total = activity.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * ACTIVITY_PAGE_SIZE + 1;
  const to = Math.min(total, page * ACTIVITY_PAGE_SIZE);

  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle>Activity</CardTitle>
        <CardDescription>Who changed what in {team.name}, newest first.</CardDescription>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
          <div className="grid gap-1.5">
            <Label htmlFor="activity-action">Action</Label>
            <Select
              value={action}
              onValueChange={(value) => {
                setAction(value);
                setPage(1);
              }}
            >
              <SelectTrigger id="activity-action">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All actions</SelectItem>
                {ACTIVITY_FILTERS.map((filter) => (
                  <SelectItem key={filter.value} value={filter.value}>
                    {filter.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="activity-member">Member</Label>
            <Select
              value={userId}
              onValueChange={(value) => {
                setUserId(value);
                setPage(1);
              }}
            >
              <SelectTrigger id="activity-member">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>All members</SelectItem>
                {team.members.map((member) => (
                  <SelectItem key={member.userId} value={member.userId}>
                    {memberName(member)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
      </CardHeader>

      <div className="border-t border-line">
        {activity.isPending ? (
          <ActivitySkeleton />
        ) : activity.isError ? (
          <div className="p-5 sm:p-6">
            <LoadError
              className="border-0 shadow-none"
              title="Couldn't load the activity"
              error={activity.error}
              onRetry={() => void activity.refetch()}
              retrying={activity.isFetching}
            />
          </div>
        ) : activity.data.data.length === 0 ? (
          <div className="p-5 sm:p-6">
            <EmptyState
              icon={History}
              className="border-0"
              title={filtered ? 'Nothing matches these filters' : 'No activity yet'}
              action={
                filtered ? (
                  <Button
                    variant="outline"
                    onClick={() => {
                      setAction(ALL);
                      setUserId(ALL);
                      setPage(1);
                    }}
                  >
                    Clear filters
                  </Button>
                ) : undefined
              }
            >
              {filtered
                ? 'Try another action or member, or clear the filters to see everything.'
                : 'Changes to the team, its members, invitations and domains appear here.'}
            </EmptyState>
          </div>
        ) : (
          <>
            <ol
              aria-label="Activity log"
              aria-busy={activity.isPlaceholderData || undefined}
              className={activity.isPlaceholderData ? 'divide-y divide-line opacity-60' : 'divide-y divide-line'}
            >
              {activity.data.data.map((entry) => (
                <ActivityRow key={entry.id} entry={entry} />
              ))}
            </ol>
            <nav
              aria-label="Activity pages"
              className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-5 py-3 sm:px-6"
            >
              <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
                {from}–{to} of {total}
              </p>
              <div className={pages > 1 ? 'flex items-center gap-2' : 'hidden'}>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page <= 1 || activity.isFetching}
                  onClick={() => setPage((p) => Math.max(1, p - 1))}
                >
                  <ChevronLeft aria-hidden="true" />
                  Previous
                </Button>
                <span className="text-sm text-fg-muted tabular-nums">
                  Page {page} of {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= pages || activity.isFetching}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Next
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          </>
        )}
      </div>
    </Card>
  );
}

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const readable = useReadableTime();
  const actor = entry.actor;
  return (
    <li className="flex gap-3 px-5 py-3.5 sm:px-6">
      <InitialsAvatar initials={actor ? getInitials(actor) : '?'} size="sm" className="mt-0.5" />
      <div className="min-w-0 flex-1">
        <p className="text-sm break-words text-fg">
          <span className="font-medium">{actor ? actor.name : 'A former member'}</span> {describeActivity(entry)}
        </p>
        <p className="text-xs text-fg-muted">
          <time dateTime={entry.createdAt} title={readable(entry.createdAt)}>
            {formatRelative(entry.createdAt)}
          </time>
        </p>
      </div>
    </li>
  );
}

function ActivitySkeleton() {
  return (
    <div role="status" aria-label="Loading activity" className="divide-y divide-line">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex gap-3 px-5 py-3.5 sm:px-6">
          <Skeleton className="size-7 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-72 max-w-full" />
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
      ))}
    </div>
  );
}
