/**
 * How the app takes over a page. Public pages arrive prerendered (src/web/prerender); most run only their islands
 * (src/web/site, decision 046), and the app hydrates the app-like ones, so the visitor sees the page at once and
 * nothing repaints. To hydrate, the first render must equal the build's: the
 * same routes (their lazy modules loaded first), a visitor's session (the real one is fetched right after) and the
 * query data the page was rendered with (shipped in the page).
 *
 * One exception: a page a signed-in person sees differently (`/` is their dashboard) while the session-hint cookie
 * says someone is signed in. The boot script hid it before the first paint (src/shared/prerender/boot-script.ts);
 * the app renders over it from scratch and shows it again, so a signed-in person never sees the landing page flash.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { currentUserQueryKey } from '../lib/session';
import { PRERENDERED_ATTR, SESSION_DEPENDENT_ATTR, SESSION_HINT_ATTR } from './boot-mode';

export { bootMode, PRERENDERED_ATTR, SESSION_DEPENDENT_ATTR, SESSION_HINT_ATTR, type BootMode } from './boot-mode';
export const QUERY_STATE_ID = 'sw-query-state';

/** Shows a page hidden for a signed-in person, once the app has replaced it. */
export function revealContainer(container: HTMLElement): void {
  container.removeAttribute(SESSION_DEPENDENT_ATTR);
  container.removeAttribute(PRERENDERED_ATTR);
}

/**
 * Puts the page's build-time query data in the cache, and a visitor's session. With the session hint the visitor
 * session is marked stale, so the real one is fetched at once and a signed-in person sees the signed-in header a
 * moment later. Without it nobody is signed in (the hint lives as long as the session), and no request is made.
 */
export function seedHydrationState(queryClient: QueryClient): void {
  const element = document.getElementById(QUERY_STATE_ID);
  if (element?.textContent) hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState);
  const hinted = document.documentElement.hasAttribute(SESSION_HINT_ATTR);
  queryClient.setQueryData(currentUserQueryKey, null, hinted ? { updatedAt: 0 } : undefined);
}

/** Loads the lazy route modules of the current URL, so the router's first render is the page and not a fallback. */
export async function loadMatchedLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
