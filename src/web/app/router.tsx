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
export const signedInRoutes: RouteObject[] = [];

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
