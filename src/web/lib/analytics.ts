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

/**
 * Where the page's first view came from. A page of this site is named by its path, as a route change names it: public
 * pages are full page loads (decision 046), and a visit should read the same either way.
 */
function referrerOfFirstView(): string {
  const referrer = document.referrer;
  try {
    const url = new URL(referrer);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : referrer;
  } catch {
    return referrer;
  }
}

export function trackPageView(path: string): void {
  const view: PageView = {
    path,
    title: document.title,
    referrer: lastPath ?? referrerOfFirstView(),
    timestamp: new Date().toISOString(),
  };
  lastPath = path;
  try {
    sink(view);
  } catch (error) {
    console.debug('[analytics] sink failed', error);
  }
}
