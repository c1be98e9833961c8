/**
 * The contract between the build-time page renderer (web code, src/web/prerender) and the prerender run that drives
 * it and the server that serves its output (server code, src/server/prerender and src/server/http/web.ts).
 */

import type { PageScript } from './page-scripts';

/** A GET (or any call) to the API, answered by the real app in-process during the build. DOM- and Node-free shape. */
export type PrerenderFetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

export interface PrerenderPath {
  path: string;
  /** ISO date of the last change, for sitemap.xml (blog posts, resources). */
  lastModified?: string;
}

export interface RenderedPage {
  path: string;
  status: number;
  /** <title>, <meta> and <link> elements for <head>. */
  head: string;
  /** The app's markup, to go inside <div id="root">. */
  body: string;
  /** Dehydrated TanStack Query state the page rendered with (JSON), or null when it used none. */
  state: string | null;
  /** The page a signed-in person sees differs (`/` is their dashboard; the 404 page sits in the app layout). */
  sessionDependent: boolean;
  /** What runs it in the browser: islands (most public pages) or the whole app (app-like pages). */
  script: PageScript;
}

export interface PrerenderPlan {
  paths: PrerenderPath[];
  /** Route patterns all of whose pages are in `paths`: any other path matching them answers 404. */
  fullyPrerenderedPatterns: string[];
}

/** What the SSR bundle exports. */
export interface PageRenderer {
  planPaths(fetchApi: PrerenderFetch): Promise<PrerenderPlan>;
  renderPage(path: string, fetchApi: PrerenderFetch): Promise<RenderedPage>;
  /** Rendered as the body of every 404 answer. */
  readonly notFoundPath: string;
}

export interface PrerenderManifestPage {
  path: string;
  /** Relative to the web root. */
  file: string;
  /** false for pages marked noindex: left out of sitemap.xml and the site search. */
  indexable: boolean;
  sessionDependent: boolean;
  title: string;
  description: string;
  lastModified?: string;
}

export interface PrerenderManifest {
  builtAt: string;
  pages: PrerenderManifestPage[];
  /** Relative to the web root. */
  notFoundFile: string;
  fullyPrerenderedPatterns: string[];
}

/** Where the prerender writes, relative to the web root (dist/web). Not served as static files. */
export const PRERENDER_DIR = 'pages';
export const PRERENDER_MANIFEST = 'pages/manifest.json';
/** The site search index, served as a static file. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** Pages the prerender leaves to the browser: the sign-in screens (not for search engines, and session-bound). */
export const CLIENT_ONLY_PUBLIC_ROUTES: readonly string[] = [
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
];
