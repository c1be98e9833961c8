import { Link } from 'react-router';
import type { User } from '../../../../shared/contracts/auth';
import { Logo } from '../../../components/brand/logo';
import { ThemeSwitcher } from '../../../components/theme-switcher';
import { useCurrentWorkspace } from '../../../lib/workspace';
import { ACCOUNT_NAV, ADMIN_NAV, getMainNav } from './app-nav';
import { LogoutNavButton, NavList } from './nav-list';
import { UserSummary } from './user-summary';
import { WorkspaceSwitcher } from './workspace-switcher';

export interface SidebarProps {
  user: User;
  /** Alerts needing attention: the Alerts entry's badge (decision 069). */
  attentionAlertCount?: number | undefined;
  onLogout: () => void;
  logoutPending: boolean;
  onNavigate?: () => void;
  /** The drawer shows the user at the top instead of the bottom. */
  variant?: 'sidebar' | 'drawer';
}

/** SPEC §2.4: the signed-in navigation. Used as the desktop sidebar and inside the mobile drawer. */
export function SidebarContent({
  user,
  attentionAlertCount,
  onLogout,
  logoutPending,
  onNavigate,
  variant = 'sidebar',
}: SidebarProps) {
  // the plan in force where the user works: a team's is its owner's
  const plan = useCurrentWorkspace().data?.plan ?? user.subscriptionTier;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Link to="/" aria-label="Sitewarden dashboard" className="rounded-md" onClick={onNavigate}>
          <Logo />
        </Link>
      </div>
      {variant === 'drawer' ? (
        <div className="mx-3 mb-3 rounded-lg border border-line bg-canvas px-3 py-3">
          <UserSummary user={user} />
        </div>
      ) : null}
      <div className="px-3 pb-3">
        <WorkspaceSwitcher onNavigate={onNavigate} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
        <NavList
          label="App"
          items={getMainNav(plan)}
          attentionAlertCount={attentionAlertCount}
          {...(onNavigate ? { onNavigate } : {})}
        />
        {user.isAdmin ? (
          <div className="mt-4 border-t border-line pt-4">
            <p className="px-3 pb-1 text-xs font-medium tracking-wide text-fg-subtle uppercase">Administration</p>
            <NavList label="Administration" items={ADMIN_NAV} {...(onNavigate ? { onNavigate } : {})} />
          </div>
        ) : null}
      </div>
      <div className="shrink-0 border-t border-line px-3 py-3">
        <NavList label="Account" items={ACCOUNT_NAV} {...(onNavigate ? { onNavigate } : {})} />
        <LogoutNavButton onLogout={onLogout} pending={logoutPending} />
        {variant === 'sidebar' ? (
          <div className="mt-3 border-t border-line px-1 pt-3">
            <UserSummary user={user} />
          </div>
        ) : null}
        <div className="mt-3 flex items-center justify-between gap-2 px-1">
          <span className="text-xs font-medium text-fg-muted">Theme</span>
          <ThemeSwitcher className="shrink-0" />
        </div>
      </div>
    </div>
  );
}

export function Sidebar(props: Omit<SidebarProps, 'variant'>) {
  return (
    <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-line bg-surface lg:block">
      <SidebarContent {...props} variant="sidebar" />
    </aside>
  );
}
