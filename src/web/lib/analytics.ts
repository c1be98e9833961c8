/**
 * Page-view reporting (SPEC §2.3: every route change is reported). The sink is pluggable; the default only writes to
 * console.debug until Sitewarden's own first-party endpoint exists. Nothing is sent to third parties.
 */

export interface PageView {
  path: string;
  title: string;
  referrer: string;
  timestamp: string;
}

export type AnalyticsSink = (view: PageView) => void;

const consoleSink: AnalyticsSink = (view) => {
  console.debug('[analytics] page view', view.path);
};

let sink: AnalyticsSink = consoleSink;

export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? consoleSink;
}

let lastPath: string | null = null;

export function trackPageView(path: string): void {
  const view: PageView = {
    path,
    title: document.title,
    referrer: lastPath ?? document.referrer,
    timestamp: new Date().toISOString(),
  };
  lastPath = path;
  try {
    sink(view);
  } catch (error) {
    console.debug('[analytics] sink failed', error);
  }
}
