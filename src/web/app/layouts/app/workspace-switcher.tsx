import { useContext, useRef } from 'react';
import { ChevronsUpDown, Plus, RotateCw, Settings, UserRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { TeamSummary } from '../../../../shared/contracts/teams';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useTeams } from '../../../features/teams/api/get-teams';
import { useSwitchWorkspace } from '../../../features/teams/api/switch-workspace';
import { RoleBadge } from '../../../features/teams/components/role-badge';
import { ROLE_LABELS } from '../../../features/teams/lib/team-roles';
import { cn } from '../../../lib/cn';
import { SignedInUserContext } from '../../../lib/session';

/** The radio value of the personal workspace (team ids are UUIDs). */
const PERSONAL = 'personal';

export interface WorkspaceSwitcherProps {
  /** Called after an entry that navigates (Create team, Team settings) is chosen: closes the mobile drawer. */
  onNavigate?: () => void;
}

/**
 * The drawer that holds the switcher on small screens closes when a link in it is followed. The sidebar does not
 * hand the switcher its `onNavigate`, so without one the switcher closes the dialog it sits in, if any, itself.
 */
function closeEnclosingDialog(element: HTMLElement | null): void {
  element?.closest('[role="dialog"]')?.querySelector<HTMLButtonElement>(':scope > button[aria-label="Close"]')?.click();
}

function TeamMark({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-md bg-accent-soft font-semibold text-accent-text',
        className ?? 'size-6 text-xs',
      )}
    >
      {name.trim().charAt(0).toUpperCase() || 'T'}
    </span>
  );
}

/**
 * SPEC §2.4 workspace switcher: the personal workspace and each team with the user's role in it. Choosing the
 * current workspace only closes the menu; choosing another switches (SPEC §4: user, domains and dashboard data are
 * refreshed) and says so in a toast (SPEC §8.4). Create team, and Team settings while a team is current.
 */
export function WorkspaceSwitcher({ onNavigate }: WorkspaceSwitcherProps = {}) {
  const user = useContext(SignedInUserContext);
  // SPEC §7: the team list is read only when a user id exists.
  const teams = useTeams({ enabled: Boolean(user?.id) });
  const switcher = useSwitchWorkspace();
  const triggerRef = useRef<HTMLButtonElement>(null);

  const currentId = user?.currentTeamId ?? null;
  const currentTeam: TeamSummary | undefined = currentId ? teams.data?.find((t) => t.id === currentId) : undefined;
  const teamName = currentTeam?.name ?? (teams.isPending ? null : 'Team workspace');

  const choose = (value: string) => {
    if (value === (currentId ?? PERSONAL) || switcher.isPending) return;
    if (value === PERSONAL) {
      switcher.mutate({ kind: 'personal' });
      return;
    }
    const team = teams.data?.find((t) => t.id === value);
    if (team) switcher.mutate({ kind: 'team', id: team.id, name: team.name });
  };

  const followLink = () => {
    if (onNavigate) onNavigate();
    else closeEnclosingDialog(triggerRef.current);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-busy={switcher.isPending || undefined}
        className="flex w-full cursor-pointer items-center gap-2.5 rounded-lg border border-line bg-surface px-2.5 py-2 text-left text-sm shadow-xs transition-colors hover:bg-muted data-[state=open]:bg-muted"
      >
        {currentId ? (
          <TeamMark name={currentTeam?.name ?? 'T'} className="size-7 text-sm" />
        ) : (
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-muted text-fg-muted">
            <UserRound aria-hidden="true" className="size-4" />
          </span>
        )}
        <span className="grid min-w-0 flex-1 leading-tight">
          {currentId ? <span className="sr-only">Workspace: </span> : null}
          <span className="truncate text-xs text-fg-muted">
            {currentId ? `Team${currentTeam ? ` · ${ROLE_LABELS[currentTeam.currentUserRole]}` : ''}` : 'Workspace'}
          </span>
          {currentId ? (
            teamName === null ? (
              <>
                <Skeleton className="mt-1 h-3.5 w-24" />
                <span className="sr-only">Loading team</span>
              </>
            ) : (
              <span className="truncate font-medium text-fg">{teamName}</span>
            )
          ) : (
            <span className="truncate font-medium text-fg">Personal workspace</span>
          )}
        </span>
        {switcher.isPending ? (
          <Spinner size="sm" label="Switching workspace" className="text-fg-muted" />
        ) : (
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[var(--radix-dropdown-menu-content-available-height)] w-72 max-w-[calc(100vw-1.5rem)] min-w-[var(--radix-dropdown-menu-trigger-width)] overflow-y-auto"
      >
        <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={currentId ?? PERSONAL} onValueChange={choose}>
          <DropdownMenuRadioItem value={PERSONAL}>
            <UserRound aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">Personal workspace</span>
          </DropdownMenuRadioItem>
          {teams.data?.map((team) => (
            <DropdownMenuRadioItem key={team.id} value={team.id}>
              <TeamMark name={team.name} />
              <span className="min-w-0 flex-1 truncate">{team.name}</span>
              <span className="sr-only">, your role:</span>
              <RoleBadge role={team.currentUserRole} className="ml-auto" />
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {teams.isPending && user ? (
          <div role="status" aria-label="Loading teams" className="grid gap-2 px-2 py-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : null}
        {teams.isError ? (
          <DropdownMenuItem
            onSelect={(event) => {
              event.preventDefault();
              void teams.refetch();
            }}
          >
            <RotateCw aria-hidden="true" />
            <span className="flex-1">Couldn't load your teams. Retry</span>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {currentTeam ? (
            <DropdownMenuItem asChild onSelect={followLink}>
              <Link to={`/teams/${currentTeam.slug}/settings`}>
                <Settings aria-hidden="true" />
                Team settings
              </Link>
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem asChild onSelect={followLink}>
            <Link to="/teams/new">
              <Plus aria-hidden="true" />
              Create team
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild onSelect={followLink}>
            <Link to="/teams">
              <Users aria-hidden="true" />
              All teams
            </Link>
          </DropdownMenuItem>
        </DropdownMenuGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
