import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './errors/route-error-boundary';
import { RootLayout } from './root-layout';
import { blogRoutes } from './routes/blog-routes';
import { FallbackRoute } from './routes/fallback-route';
import { FullPageLoader } from './routes/full-page-loader';
import { HomeRoute } from './routes/home-route';
import { marketingRoutes } from './routes/marketing-routes';
import { RedirectIfSignedIn } from './routes/redirect-if-signed-in';
import { RequireUser } from './routes/require-user';
import { siteRoutes } from './routes/site-routes';

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
    path: 'domains',
    handle: { title: 'Domains', description: 'Every domain you monitor and how it is doing' },
    lazy: async () => ({ Component: (await import('../features/domains/components/domains-page')).DomainsPage }),
  },
  {
    path: 'domains/:id',
    handle: { title: 'Domain', description: 'Everything Sitewarden knows of one domain' },
    lazy: async () => {
      // The page composes the actions and panels other features own (features do not import each other).
      const [
        { DomainPage },
        { RescanDomainButton },
        { FullAuditButton },
        { DomainAlerts },
        { DomainLighthouse },
        { MonitorsPanel },
      ] = await Promise.all([
        import('../features/domains/components/domain-page/domain-page'),
        import('../features/security/components/rescan-domain-button'),
        import('../features/audit/components/full-audit-button'),
        import('../features/alerts/components/domain-alerts'),
        import('../features/performance/components/domain-lighthouse'),
        import('../features/monitors/components/monitors-panel'),
      ]);
      const parts = {
        Rescan: RescanDomainButton,
        Audit: FullAuditButton,
        Alerts: DomainAlerts,
        Lighthouse: DomainLighthouse,
        Monitors: MonitorsPanel,
      };
      return { Component: () => <DomainPage parts={parts} /> };
    },
  },
  {
    path: 'domains/:id/monitors/:monitorId',
    handle: { title: 'Monitor', description: 'Uptime, response times, incidents and every check of one monitor' },
    lazy: async () => {
      // the page is the monitors feature's; the domain's name (for the edit form's rules) is the domains feature's
      const [{ MonitorPage }, { useDomain }, { useParams }] = await Promise.all([
        import('../features/monitors/components/monitor-page/monitor-page'),
        import('../features/domains/api/get-domain'),
        import('react-router'),
      ]);
      return {
        Component: () => {
          const { id = '' } = useParams();
          return <MonitorPage domainName={useDomain(id).data?.name} />;
        },
      };
    },
  },
  {
    path: 'alerts',
    handle: { title: 'Alerts', description: 'Problems found on your domains' },
    lazy: async () => ({ Component: (await import('../features/alerts/components/alerts-page')).AlertsPage }),
  },
  {
    path: 'trends',
    handle: { title: 'Trends', description: 'How a domain is doing over time' },
    lazy: async () => ({ Component: (await import('../features/trends/components/trends-page')).TrendsPage }),
  },
  {
    path: 'analytics',
    handle: { title: 'Analytics', description: 'Uptime, incidents and speed across your domains' },
    lazy: async () => ({ Component: (await import('../features/trends/components/analytics-page')).AnalyticsPage }),
  },
  {
    path: 'benchmarking',
    handle: { title: 'Benchmarking', description: 'Your domain against competitors and published values' },
    lazy: async () => ({
      Component: (await import('../features/benchmarking/components/benchmarking-page')).BenchmarkingPage,
    }),
  },
  {
    path: 'alert-thresholds',
    handle: { title: 'Alert Thresholds', description: 'Warning and critical levels per domain and metric' },
    lazy: async () => ({
      Component: (await import('../features/alert-thresholds/components/thresholds-page')).ThresholdsPage,
    }),
  },
  {
    path: 'settings',
    handle: { title: 'Settings', description: 'Alert channels, quiet hours, integrations and deliveries' },
    lazy: async () => ({ Component: (await import('../features/settings/components/settings-page')).SettingsPage }),
  },
  {
    path: 'profile',
    handle: { title: 'Profile', description: 'Your name, password and account' },
    lazy: async () => ({ Component: (await import('../features/profile/components/profile-page')).ProfilePage }),
  },
  {
    path: 'performance',
    handle: { title: 'Performance', description: 'Core Web Vitals and Lighthouse results of your domains' },
    lazy: async () => ({
      Component: (await import('../features/performance/components/performance-page')).PerformancePage,
    }),
  },
  {
    path: 'admin/performance',
    handle: { title: 'Site performance', description: "Sitewarden's own Web Vitals, from its visitors" },
    lazy: async () => ({
      Component: (await import('../features/web-vitals/components/admin-performance-page')).AdminPerformancePage,
    }),
  },
  {
    path: 'admin/mailgun',
    handle: {
      title: 'Mail and deliveries',
      description: 'Every e-mail, SMS, Slack and webhook message this installation sends',
    },
    lazy: async () => ({ Component: (await import('../features/admin-mail/components/mail-page')).MailPage }),
  },
  {
    path: 'admin/system',
    handle: {
      title: 'System',
      description: "The monitoring engine's health: workers, queues, deliveries, the database",
    },
    lazy: async () => ({ Component: (await import('../features/admin-system/components/system-page')).SystemPage }),
  },
  {
    path: 'admin/users',
    handle: {
      title: 'Users',
      description: 'The accounts of this installation: plans, admin rights, disabled accounts',
    },
    lazy: async () => ({
      Component: (await import('../features/admin-users/components/admin-users-page')).AdminUsersPage,
    }),
  },
  {
    path: 'billing',
    handle: { title: 'Billing', description: 'Your plan, payments and invoices' },
    lazy: async () => ({ Component: (await import('../features/billing/components/billing-page')).BillingPage }),
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
    path: 'status-pages',
    handle: { title: 'Status Pages', description: 'Public pages showing how your sites are doing' },
    lazy: async () => ({
      Component: (await import('../features/status-pages/components/status-pages-page')).StatusPagesPage,
    }),
  },
  {
    path: 'status-pages/:id',
    handle: { title: 'Status Page', description: 'Settings, components, incidents and subscribers of one page' },
    lazy: async () => ({
      Component: (await import('../features/status-pages/components/status-page-editor')).StatusPageEditor,
    }),
  },
  {
    path: 'partner-api',
    handle: { title: 'Partner API', description: 'API keys for /api/v1 and how much they are used' },
    lazy: async () => ({
      Component: (await import('../features/partner-api/components/partner-api-page')).PartnerApiPage,
    }),
  },
  {
    path: 'partner',
    handle: { title: 'Partner profile', description: 'Your agency profile and the domains linked to your own ids' },
    lazy: async () => ({ Component: (await import('../features/partner/components/partner-page')).PartnerPage }),
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
          {
            path: 'verify-email',
            lazy: async () => ({ Component: (await import('./routes/auth-screens')).VerifyEmailScreen }),
          },
          ...marketingRoutes,
          ...siteRoutes,
          ...blogRoutes,
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
