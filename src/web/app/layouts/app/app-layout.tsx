import { useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { TopBarSlotContext } from '../../../components/app-shell/top-bar-actions';
import { TooltipProvider } from '../../../components/ui/tooltip';
import { useAttentionAlertCount } from '../../../features/alerts/api/get-attention-count';
import { DemoBanner } from '../../../components/app-shell/demo-banner';
import { EmailVerificationBanner } from '../../../features/auth/components/email-verification-banner';
import { PastDueBanner } from '../../../features/billing/components/past-due-banner';
import { useCurrentUser } from '../../../lib/session';
import { PageErrorBoundary } from '../../errors/page-error-boundary';
import { SkipLink } from '../skip-link';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useLogoutAction } from './use-logout-action';

/** What a signed-in route declares in its `handle` for the top bar. */
export interface AppRouteHandle {
  title: string;
  description?: string;
}

function isAppRouteHandle(handle: unknown): handle is AppRouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as AppRouteHandle).title === 'string';
}

function useRouteHeading(): AppRouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isAppRouteHandle(handle)) return handle;
  }
  return undefined;
}

export interface AppLayoutProps {
  /** Top bar title; defaults to the matched route's handle. */
  title?: string;
  description?: string;
  children?: ReactNode;
}

/** SPEC §2.4 signed-in layout: sidebar (drawer on small screens), top bar, the page. */
export function AppLayout({ title, description, children }: AppLayoutProps) {
  const user = useCurrentUser();
  // Alerts needing attention for the sidebar and mobile-menu badges, polled every 30 s (SPEC §9.3; decision 069); no
  // badge until known.
  const attentionAlertCount = useAttentionAlertCount();
  const heading = useRouteHeading();
  const { pathname } = useLocation();
  const { logout, pending } = useLogoutAction();
  const [actionsSlot, setActionsSlot] = useState<HTMLDivElement | null>(null);

  return (
    <TopBarSlotContext.Provider value={actionsSlot}>
      <TooltipProvider>
        <div className="flex min-h-dvh">
          <SkipLink />
          <Sidebar user={user} attentionAlertCount={attentionAlertCount} onLogout={logout} logoutPending={pending} />
          <div className="flex min-w-0 flex-1 flex-col">
            <TopBar
              title={title ?? heading?.title ?? 'Sitewarden'}
              description={description ?? heading?.description}
              user={user}
              onLogout={logout}
              logoutPending={pending}
              actionsSlotRef={setActionsSlot}
            />
            <DemoBanner />
            <EmailVerificationBanner />
            <PastDueBanner />
            <main
              id="main-content"
              tabIndex={-1}
              className="flex-1 px-4 pt-6 pb-24 outline-none sm:px-6 lg:px-8 lg:pb-10"
            >
              <div className="mx-auto w-full max-w-6xl">
                <PageErrorBoundary resetKey={pathname}>{children ?? <Outlet />}</PageErrorBoundary>
              </div>
            </main>
          </div>
          <MobileNav user={user} attentionAlertCount={attentionAlertCount} onLogout={logout} logoutPending={pending} />
        </div>
      </TooltipProvider>
    </TopBarSlotContext.Provider>
  );
}
