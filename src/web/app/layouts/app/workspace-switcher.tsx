import { Check, ChevronsUpDown, Plus, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

/**
 * SPEC §2.4 workspace switcher. Teams arrive with the teams feature; until then the personal workspace is the only
 * (and current) entry, and choosing it only closes the menu.
 */
export function WorkspaceSwitcher() {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex w-full cursor-pointer items-center gap-2.5 rounded-lg border border-line bg-surface px-2.5 py-2 text-left text-sm shadow-xs transition-colors hover:bg-muted data-[state=open]:bg-muted">
        <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-muted text-fg-muted">
          <UserRound aria-hidden="true" className="size-4" />
        </span>
        <span className="grid min-w-0 flex-1 leading-tight">
          <span className="text-xs text-fg-muted">Workspace</span>
          <span className="truncate font-medium text-fg">Personal workspace</span>
        </span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-[var(--radix-dropdown-menu-trigger-width)]">
        <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
        <DropdownMenuItem aria-current="true">
          <UserRound aria-hidden="true" />
          <span className="flex-1">Personal workspace</span>
          <Check aria-hidden="true" className="text-accent-text!" />
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/teams/new">
            <Plus aria-hidden="true" />
            Create a team
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
