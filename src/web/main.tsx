import './styles.css';
import './lib/zod-jitless';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-root';
import {
  bootMode,
  loadMatchedLazyRoutes,
  revealContainer,
  SESSION_HINT_ATTR,
  seedHydrationState,
} from './app/hydration';
import { preloadHome } from './app/routes/lazy-screens';
import { appRoutes, createAppRouter } from './app/router';
import { afterPageLoad } from './lib/after-page-load';
import { createQueryClient } from './lib/query-client';
import { currentUserQueryOptions } from './lib/session';
import { initTheme } from './lib/theme';
import { showToastQueuedBeforeReload } from './lib/toast';
import { startWebVitalsReporting } from './lib/web-vitals-reporter';

initTheme();
// A toast queued before a full reload (sign-up's welcome) shows now that the new page runs.
showToastQueuedBeforeReload();

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');
const mode = bootMode(container);
if (mode === 'hydrate') seedHydrationState(queryClient);
// Ask who is signed in while the route code loads: `/` needs the answer to choose landing page or dashboard. Not
// before a hydration: an answer arriving first would change the header the build rendered for a visitor (React
// error 418); the header asks once hydrated instead (the seeded visitor session is stale when the hint is there).
if (mode === 'render') void queryClient.prefetchQuery(currentUserQueryOptions);
if (window.location.pathname === '/') preloadHome(document.documentElement.hasAttribute(SESSION_HINT_ATTR));

// After a deploy, old chunk names are gone: reload once to pick up the new build.
// A reload in the last minute means the chunk is really missing: let the error screen show instead of looping.
// Offline, a reload would only show the browser's own error page: the screen says what could not load instead.
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine) return;
  const key = 'sitewarden:chunk-reload-at';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(key, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

async function start(root: HTMLElement): Promise<void> {
  if (mode === 'hydrate') {
    // Prerendered page (src/web/app/hydration.ts): take it over as it is.
    await loadMatchedLazyRoutes(appRoutes, window.location.pathname);
    hydrateRoot(
      root,
      <AppRoot queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppRoot>,
      {
        onRecoverableError: (error) => console.warn('[hydration] the page was rendered again in the browser', error),
      },
    );
    return;
  }
  const app = createRoot(root);
  // Replaces a hidden prerendered page in the same frame as it is revealed (nothing flashes).
  flushSync(() =>
    app.render(
      <AppRoot queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppRoot>,
    ),
  );
  revealContainer(root);
}

void start(container);

// Web vitals are measured off the critical path, once the page has loaded.
afterPageLoad(() => {
  startWebVitalsReporting().catch((error: unknown) => console.debug('[web-vitals] not started', error));
});
