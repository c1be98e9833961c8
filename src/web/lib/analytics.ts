/**
 * Page-view reporting (SPEC §2.3: every route change is reported). The sink is pluggable (`setAnalyticsSink`); the
 * default is Sitewarden's own endpoint, POST /api/analytics/pageview, which stores the view in page_views. Nothing is
 * sent to third parties. The visitor id is random, lives in this tab's sessionStorage only, and ties the views of one
 * visit together; no cookie is set.
 */
import type { PageViewReport } from '../../shared/contracts/analytics';

export interface PageView {
  path: string;
  title: string;
  referrer: string;
  timestamp: string;
}

export type AnalyticsSink = (view: PageView) => void;

const VISITOR_KEY = 'sitewarden:visit';

function visitId(): string | undefined {
  try {
    let id = window.sessionStorage.getItem(VISITOR_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.sessionStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** Fire and forget: a lost page view is not worth a retry or an error on screen. */
export const firstPartySink: AnalyticsSink = (view) => {
  const report: PageViewReport = { path: view.path, referrer: view.referrer || undefined, visitId: visitId() };
  fetch('/api/analytics/pageview', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch((error: unknown) => console.debug('[analytics] page view not sent', error));
};

let sink: AnalyticsSink = firstPartySink;

/** Replaces where page views go; null restores the first-party endpoint. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? firstPartySink;
}

let lastPath: string | null = null;

/** The last page viewed in this tab, kept across full page loads (public pages are full loads, decision 046). */
const LAST_PATH_KEY = 'sitewarden:last-path';

function storedLastPath(): string | null {
  try {
    return window.sessionStorage.getItem(LAST_PATH_KEY);
  } catch {
    return null;
  }
}

function storeLastPath(path: string): void {
  try {
    window.sessionStorage.setItem(LAST_PATH_KEY, path);
  } catch {
    // Without storage the next full load names no same-site referrer.
  }
}

/**
 * Where the page's first view came from: another site's address as the browser gives it, or else the page of this
 * site viewed before in this tab. The site sends `Referrer-Policy: no-referrer`, so a full load from one of its own
 * pages has no referrer; the tab's storage says where the visitor was, as a route change would.
 */
function referrerOfFirstView(): string {
  const referrer = document.referrer;
  if (referrer && !referrer.startsWith(`${window.location.origin}/`)) return referrer;
  return storedLastPath() ?? referrer;
}

export function trackPageView(path: string): void {
  const view: PageView = {
    path,
    title: document.title,
    referrer: lastPath ?? referrerOfFirstView(),
    timestamp: new Date().toISOString(),
  };
  lastPath = path;
  storeLastPath(path);
  try {
    sink(view);
  } catch (error) {
    console.debug('[analytics] sink failed', error);
  }
}
