import { CreditCard, LogOut, User as UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '../../../../shared/contracts/auth';
import { PLANS } from '../../../../shared/constants/plans';
import { getDisplayName, getInitials } from '../../../../shared/helpers/user-display';
import { InitialsAvatar } from '../../../components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

export interface UserMenuProps {
  user: User;
  onLogout: () => void;
  logoutPending: boolean;
}

/** SPEC §2.4: on small screens, a user menu with profile, plan and log out. */
export function UserMenu({ user, onLogout, logoutPending }: UserMenuProps) {
  const plan = PLANS[user.subscriptionTier];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${getDisplayName(user)}`}
        className="inline-flex cursor-pointer rounded-full"
      >
        <InitialsAvatar initials={getInitials(user)} size="sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <span className="grid gap-0.5 py-0.5">
            <span className="truncate text-sm font-medium text-fg">{getDisplayName(user)}</span>
            <span className="truncate font-normal">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/pricing">
            <CreditCard aria-hidden="true" />
            <span className="flex-1">Plan</span>
            <span className="text-xs text-fg-muted">{plan.badge}</span>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logoutPending} onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
