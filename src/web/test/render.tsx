import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { User } from '../../shared/contracts/auth';
import { appRoutes } from '../app/router';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { currentUserQueryKey } from '../lib/session';

export function createTestQueryClient(user?: User | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  if (user !== undefined) client.setQueryData(currentUserQueryKey, user);
  return client;
}

function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}

/**
 * A router in memory whose address the window shows, as a browser's does: the app reads `window.location` when a
 * user acts (lib/search-param.ts), so under test it must hold the router's address too.
 */
function mirroredMemoryRouter(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const mirror = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) =>
    window.history.replaceState(null, '', `${pathname}${search}${hash}`);
  mirror(router.state.location);
  router.subscribe((state) => mirror(state.location));
  return router;
}

/** Renders a component inside the app's providers and a router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { user, path = '/' }: { user?: User | null; path?: string } = {},
) {
  const client = createTestQueryClient(user);
  const router = mirroredMemoryRouter([{ path: '*', element: ui }], path);
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, client, router };
}

/** Renders the real route tree at `path`, with the session already known (a user, or null for a visitor). */
export function renderApp({ user, path = '/' }: { user: User | null; path?: string }) {
  const client = createTestQueryClient(user);
  const router = mirroredMemoryRouter(appRoutes, path);
  const result = render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, client, router };
}

/**
 * The toast on screen (SPEC: one at a time), inside the notifications region. While a modal dialog is open the rest of
 * the page, the region included, is hidden from assistive technology: pass `behindDialog` to look there anyway.
 */
export async function findToast(
  title: string | RegExp,
  { behindDialog = false }: { behindDialog?: boolean } = {},
): Promise<HTMLElement> {
  const { screen, within } = await import('@testing-library/react');
  const region = await screen.findByRole('region', { name: /Notifications/, hidden: behindDialog });
  const heading = await within(region).findByText(title);
  const item = heading.closest('li');
  if (!item) throw new Error('The toast is not inside a list item.');
  return item;
}
