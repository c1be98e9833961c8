import { ScanSearch } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '../../../../shared/contracts/auth';
import { PLANS } from '../../../../shared/constants/plans';
import { LogoMark } from '../../../components/brand/logo';
import { badgeClasses } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useCurrentWorkspace } from '../../../lib/workspace';
import { UserMenu } from './user-menu';

export interface TopBarProps {
  title: string;
  description?: string | undefined;
  user: User;
  onLogout: () => void;
  logoutPending: boolean;
  /** Receives the element that page actions (Add Domain) are rendered into. */
  actionsSlotRef: (element: HTMLDivElement | null) => void;
}

/**
 * SPEC §2.4 top bar: title, description, plan badge to /pricing, Quick Scan, page actions, mobile user menu. The
 * badge shows the current workspace's plan (a team's is its owner's), once the workspace is known.
 */
export function TopBar({ title, description, user, onLogout, logoutPending, actionsSlotRef }: TopBarProps) {
  const tier = useCurrentWorkspace().data?.plan;
  const plan = tier ? PLANS[tier] : undefined;
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas/85 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/70">
      <div className="flex min-h-16 items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Link to="/" aria-label="Sitewarden dashboard" className="rounded-md lg:hidden">
          <LogoMark />
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold tracking-tight text-fg sm:text-lg">{title}</h1>
          {description ? <p className="hidden truncate text-sm text-fg-muted sm:block">{description}</p> : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {plan ? (
            <Link
              to="/pricing"
              className={badgeClasses(tier === 'free' ? 'neutral' : 'accent', 'transition-opacity hover:opacity-80')}
              aria-label={`Plan: ${plan.badge}. See plans and pricing`}
            >
              {plan.badge}
            </Link>
          ) : null}
          <div ref={actionsSlotRef} className="flex items-center gap-2 empty:hidden" />
          <Button asChild variant="outline" size="sm" className="max-sm:w-8 max-sm:px-0">
            <Link to="/scanner">
              <ScanSearch aria-hidden="true" />
              <span className="max-sm:sr-only">Quick Scan</span>
            </Link>
          </Button>
          <div className="lg:hidden">
            <UserMenu user={user} onLogout={onLogout} logoutPending={logoutPending} />
          </div>
        </div>
      </div>
    </header>
  );
}
