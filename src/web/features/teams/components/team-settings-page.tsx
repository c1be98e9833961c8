import { ArrowLeft, ArrowRightLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { TeamDetail } from '../../../../shared/contracts/teams';
import { classifyError } from '../../../../shared/helpers/error-classification';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { ScrollingTabsList, Tabs, TabsContent } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/search-param';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentUser } from '../../../lib/session';
import { useTeam } from '../api/get-team';
import { useSwitchWorkspace } from '../api/switch-workspace';
import { teamCapabilities } from '../lib/team-roles';
import { ActivityTab } from './activity-tab';
import { GeneralTab } from './general-tab';
import { InvitationsTab } from './invitations-tab';
import { MembersTab } from './members-tab';
import { RoleBadge } from './role-badge';

export const SETTINGS_TABS = ['general', 'members', 'invitations', 'activity'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** /teams/{slug}/settings: General, Members, Invitations and Activity, with controls by the caller's role. */
export function TeamSettingsPage() {
  const { slug = '' } = useParams();
  const team = useTeam(slug);
  useDocumentTitle(team.data ? `${team.data.name} settings` : 'Team settings');

  if (team.isPending) return <TeamSettingsSkeleton />;
  if (team.isError) {
    if (classifyError(team.error).type === 'notfound') {
      return (
        <EmptyState
          icon={SearchX}
          title="Team not found"
          action={
            <Button asChild variant="outline">
              <Link to="/teams">
                <ArrowLeft aria-hidden="true" />
                Your teams
              </Link>
            </Button>
          }
        >
          There is no team at <span className="font-mono">{slug}</span>, or you are not a member of it.
        </EmptyState>
      );
    }
    return (
      <LoadError
        title="Couldn't load the team"
        error={team.error}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  }
  return <TeamSettings team={team.data} />;
}

function TeamSettings({ team }: { team: TeamDetail }) {
  const user = useCurrentUser();
  const [tab, setTab] = useTabParam(SETTINGS_TABS, 'general');
  const caps = teamCapabilities(team.currentUserRole);
  const current = user.currentTeamId === team.id;
  const switcher = useSwitchWorkspace();

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold tracking-tight break-words text-fg">{team.name}</h2>
            <RoleBadge role={team.currentUserRole} />
            {current ? (
              <Badge tone="healthy" dot>
                Current workspace
              </Badge>
            ) : null}
          </div>
          <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-fg-muted">
            <span className="font-mono text-xs leading-5">{team.slug}</span>
            <span className="tabular-nums">{team.memberCount === 1 ? '1 member' : `${team.memberCount} members`}</span>
          </p>
        </div>
        {current ? null : (
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            loading={switcher.isPending}
            onClick={() => switcher.mutate({ kind: 'team', id: team.id, name: team.name })}
          >
            {switcher.isPending ? null : <ArrowRightLeft aria-hidden="true" />}
            Switch to this team
          </Button>
        )}
      </div>

      <Tabs className="min-w-0" value={tab} onValueChange={setTab}>
        <ScrollingTabsList
          label="Team settings"
          tabs={[
            ['general', 'General'],
            ['members', 'Members'],
            ['invitations', 'Invitations'],
            ['activity', 'Activity'],
          ]}
        />
        <TabsContent value="general">
          <GeneralTab team={team} caps={caps} />
        </TabsContent>
        <TabsContent value="members">
          <MembersTab team={team} caps={caps} currentUserId={user.id} />
        </TabsContent>
        <TabsContent value="invitations">
          <InvitationsTab team={team} caps={caps} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab team={team} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function TeamSettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading team settings" className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-7 w-56 max-w-full" />
        <Skeleton className="h-4 w-36" />
      </div>
      <Skeleton className="h-9 w-80 max-w-full rounded-lg" />
      <Card>
        <CardHeader>
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </CardHeader>
        <CardContent className="grid gap-5">
          {[0, 1].map((field) => (
            <div key={field} className="grid gap-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
