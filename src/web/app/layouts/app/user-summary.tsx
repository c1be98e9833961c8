import type { User } from '../../../../shared/contracts/auth';
import { getDisplayName, getInitials } from '../../../../shared/helpers/user-display';
import { InitialsAvatar } from '../../../components/ui/avatar';

/** Initials, display name and e-mail (SPEC §2.4). */
export function UserSummary({ user }: { user: User }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <InitialsAvatar initials={getInitials(user)} />
      <div className="grid min-w-0 leading-tight">
        <span className="truncate text-sm font-medium text-fg">{getDisplayName(user)}</span>
        <span className="truncate text-xs text-fg-muted">{user.email}</span>
      </div>
    </div>
  );
}
