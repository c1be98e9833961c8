import { ArrowRightLeft, Plus, Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PLANS } from '../../../../shared/constants/plans';
import type { TeamSummary } from '../../../../shared/contracts/teams';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { useTeams } from '../api/get-teams';
import { useSwitchWorkspace } from '../api/switch-workspace';
import { RoleBadge } from './role-badge';

function memberCount(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}

/** /teams: the teams the user belongs to, their role in each, and the way to a new one. */
export function TeamsPage() {
  useDocumentTitle('Teams');
  const user = useCurrentUser();
  const teams = useTeams();
  const plan = PLANS[user.subscriptionTier];

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold tracking-tight text-fg">Your teams</h2>
          <p className="mt-1 text-sm text-fg-muted">
            Each team is a workspace of its own: its domains, alerts and settings are shared by its members.
          </p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/teams/new">
            <Plus aria-hidden="true" />
            Create team
          </Link>
        </Button>
      </div>

      {plan.maxTeamMembers <= 1 ? (
        <Alert tone="info" title={`Your ${plan.name} plan allows 1 team member`}>
          A team you create on this plan has room only for you.{' '}
          <Link to="/pricing" className="font-medium text-accent-text underline-offset-4 hover:underline">
            See plans
          </Link>{' '}
          to invite colleagues. Teams others invite you to use their owner's plan.
        </Alert>
      ) : null}

      {teams.isPending ? (
        <TeamsListSkeleton />
      ) : teams.isError ? (
        <LoadError
          title="Couldn't load your teams"
          error={teams.error}
          onRetry={() => void teams.refetch()}
          retrying={teams.isFetching}
        />
      ) : teams.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title="You're not in a team yet"
          action={
            <Button asChild>
              <Link to="/teams/new">
                <Plus aria-hidden="true" />
                Create team
              </Link>
            </Button>
          }
        >
          Create a team to monitor domains together, then invite colleagues by e-mail. Invited by someone else? Open the
          link in their e-mail to join.
        </EmptyState>
      ) : (
        <TeamsList teams={teams.data} currentTeamId={user.currentTeamId} />
      )}
    </div>
  );
}

function TeamsList({ teams, currentTeamId }: { teams: TeamSummary[]; currentTeamId: string | null }) {
  const switcher = useSwitchWorkspace();
  return (
    <Card>
      <ul aria-label="Teams" className="divide-y divide-line">
        {teams.map((team) => {
          const current = team.id === currentTeamId;
          const switching =
            switcher.isPending && switcher.variables.kind === 'team' && switcher.variables.id === team.id;
          return (
            <li key={team.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6">
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft font-semibold text-accent-text"
                >
                  {team.name.trim().charAt(0).toUpperCase() || 'T'}
                </span>
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="truncate font-medium text-fg">{team.name}</h3>
                    <RoleBadge role={team.currentUserRole} />
                    {current ? (
                      <Badge tone="healthy" dot>
                        Current workspace
                      </Badge>
                    ) : null}
                  </div>
                  <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm text-fg-muted">
                    <span className="font-mono text-xs leading-5">{team.slug}</span>
                    <span className="tabular-nums">{memberCount(team.memberCount)}</span>
                  </p>
                  {team.description ? <p className="line-clamp-2 text-sm text-fg-muted">{team.description}</p> : null}
                </div>
              </div>
              <div className="flex shrink-0 gap-2 pl-13 sm:pl-0">
                {current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={switching}
                    disabled={switcher.isPending}
                    onClick={() => switcher.mutate({ kind: 'team', id: team.id, name: team.name })}
                    aria-label={`Switch to ${team.name}`}
                  >
                    {switching ? null : <ArrowRightLeft aria-hidden="true" />}
                    Switch
                  </Button>
                )}
                <Button asChild variant="ghost" size="sm">
                  <Link to={`/teams/${team.slug}/settings`} aria-label={`Settings of ${team.name}`}>
                    <Settings aria-hidden="true" />
                    Settings
                  </Link>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function TeamsListSkeleton() {
  return (
    <Card>
      <div role="status" aria-label="Loading teams" className="divide-y divide-line">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-3 px-5 py-4 sm:px-6">
            <Skeleton className="size-10 rounded-lg" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40 max-w-full" />
              <Skeleton className="h-3 w-28" />
            </div>
            <Skeleton className="hidden h-8 w-24 sm:block" />
          </div>
        ))}
      </div>
    </Card>
  );
}
