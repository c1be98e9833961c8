import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { RootLayout } from './root-layout';
import { FallbackRoute } from './routes/fallback-route';
import { FullPageLoader } from './routes/full-page-loader';
import { HomeRoute } from './routes/home-route';
import { RedirectIfSignedIn } from './routes/redirect-if-signed-in';
import { RequireUser } from './routes/require-user';

/**
 * Signed-in screens, rendered inside the app layout behind the sign-in guard. Add an entry here (with a lazy
 * module and a `handle: { title, description }` for the top bar) and its pattern to BUILT_SIGNED_IN_ROUTES in
 * src/shared/routes.ts when a screen is built. Until then its path answers the 404 page.
 */
export const signedInRoutes: RouteObject[] = [
  {
    path: 'scanner',
    handle: {
      title: 'Domain Scanner',
      description: 'DNS, certificate, registration, speed and blacklists of any domain',
    },
    lazy: async () => {
      // The route composes two features (features do not import each other): the scanner offers a full audit of a
      // scanned domain that the user monitors.
      const [{ ScannerPage }, { DomainAuditAction }] = await Promise.all([
        import('../features/scanner/components/scanner-page'),
        import('../features/audit/components/domain-audit-action'),
      ]);
      return { Component: () => <ScannerPage DomainActions={DomainAuditAction} /> };
    },
  },
  {
    path: 'teams',
    handle: { title: 'Teams', description: 'Workspaces you share with colleagues' },
    lazy: async () => ({ Component: (await import('../features/teams/components/teams-page')).TeamsPage }),
  },
  {
    path: 'teams/new',
    handle: { title: 'Create team', description: 'A shared workspace for domains and alerts' },
    lazy: async () => ({ Component: (await import('../features/teams/components/create-team-page')).CreateTeamPage }),
  },
  {
    path: 'teams/:slug/settings',
    handle: { title: 'Team settings', description: 'Details, members, invitations and activity' },
    lazy: async () => ({
      Component: (await import('../features/teams/components/team-settings-page')).TeamSettingsPage,
    }),
  },
  {
    path: 'invitation/:token',
    handle: { title: 'Team invitation' },
    lazy: async () => ({ Component: (await import('../features/teams/components/invitation-page')).InvitationPage }),
  },
];

const publicLayout = async () => {
  const { PublicLayout } = await import('./layouts/public/public-layout');
  return { Component: PublicLayout };
};

const appLayout = async () => {
  const { AppLayout } = await import('./layouts/app/app-layout');
  return { Component: AppLayout };
};

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageLoader,
    children: [
      { index: true, Component: HomeRoute },
      {
        lazy: publicLayout,
        children: [
          {
            path: 'auth',
            Component: RedirectIfSignedIn,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/auth-screens')).AuthScreen }),
              },
            ],
          },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('./routes/auth-screens')).ForgotPasswordScreen }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await import('./routes/auth-screens')).ResetPasswordScreen }),
          },
        ],
      },
      ...(signedInRoutes.length > 0
        ? [{ Component: RequireUser, children: [{ lazy: appLayout, children: signedInRoutes }] }]
        : []),
      { path: '*', Component: FallbackRoute },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
