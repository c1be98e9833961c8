import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { needAttentionText } from '../../../../shared/helpers/alert-attention';
import { formatBadgeCount, SIDEBAR_BADGE_CAP } from '../../../../shared/helpers/badge-count';
import { CountBadge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import type { AppNavItem } from './app-nav';

export const navItemClasses =
  'group flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-fg-muted transition-colors hover:bg-muted hover:text-fg';
const activeClasses = 'bg-accent-soft text-accent-text hover:bg-accent-soft hover:text-accent-text';

export interface NavListProps {
  items: readonly AppNavItem[];
  /** Alerts needing attention (decision 069); the badge shows only for a count above 0 (SPEC §9.4: 99+). */
  attentionAlertCount?: number | undefined;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
  label: string;
}

export function NavList({ items, attentionAlertCount, onNavigate, label }: NavListProps) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-0.5">
        {items.map(({ label: itemLabel, to, icon: Icon, showsAlertBadge }) => {
          const badge = showsAlertBadge ? formatBadgeCount(attentionAlertCount, SIDEBAR_BADGE_CAP) : null;
          return (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                onClick={onNavigate}
                className={({ isActive }) => cn(navItemClasses, isActive && activeClasses)}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                <span className="flex-1 truncate">{itemLabel}</span>
                {badge ? (
                  <>
                    <CountBadge aria-hidden="true">{badge}</CountBadge>
                    <span className="sr-only">, {needAttentionText(badge)}</span>
                  </>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function LogoutNavButton({ onLogout, pending }: { onLogout: () => void; pending: boolean }) {
  return (
    <button type="button" onClick={onLogout} disabled={pending} className={cn(navItemClasses, 'disabled:opacity-60')}>
      <LogOut aria-hidden="true" className="size-4 shrink-0" />
      <span className="flex-1 text-left">{pending ? 'Logging out…' : 'Log out'}</span>
    </button>
  );
}
