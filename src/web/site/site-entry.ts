/**
 * The script of prerendered public pages (decision 046), instead of the app: the page is the build's HTML, and this
 * adds what is interactive on it. The header menu, theme buttons and account link are a few lines of DOM code; the
 * free scan and the ROI calculator are islands whose React code loads when a visitor reaches for them. Links are
 * plain links: each public page is a full load of small HTML. App-like pages (search, resources, contact, demo, API
 * reference) and everything signed in run the app (main.tsx) instead.
 */
import { bootMode, hasSessionHint } from '../app/boot-mode';
import { afterPageLoad } from '../lib/after-page-load';
import { trackPageView } from '../lib/analytics';
import { initTheme } from '../lib/theme-store';
import { showSignedInAccountAction } from './account-action';
import { wireHeaderMenu } from './header-menu';
import { activateIslands } from './islands';
import { wireThemeButtons } from './theme-buttons';

/** Marks the page once its header and footer work (browser tests wait for it). */
const SITE_READY_ATTR = 'data-site-ready';

const container = document.getElementById('root');
if (container && bootMode(container) === 'render') {
  // A signed-in person at a page they see differently (`/` is their dashboard, the 404 page their app's): the app
  // renders it over the hidden prerendered page.
  void import('../main');
} else {
  initTheme();
  wireHeaderMenu(document);
  wireThemeButtons(document);
  if (hasSessionHint()) showSignedInAccountAction(document);
  activateIslands(document);
  trackPageView(`${window.location.pathname}${window.location.search}`);
  document.documentElement.setAttribute(SITE_READY_ATTR, '');
  // Web vitals are measured off the critical path, once the page has loaded.
  afterPageLoad(() => {
    import('../lib/web-vitals-reporter')
      .then(({ startWebVitalsReporting }) => startWebVitalsReporting())
      .catch((error: unknown) => console.debug('[web-vitals] not started', error));
  });
}
