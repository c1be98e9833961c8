import type { ReactNode } from 'react';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageScriptOf } from '../../shared/prerender/page-scripts';
import { ORIGIN_PLACEHOLDER } from '../../shared/prerender/site-origin';
import type { PrerenderFetch, RenderedPage } from '../../shared/prerender/types';
import { AppRoot } from '../app/app-root';
import { appRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { currentUserQueryKey } from '../lib/session';
import { installPrerenderFetch } from './install-fetch';

/** Any path no route claims: rendered once as the body of every 404 answer. */
export const NOT_FOUND_PATH = '/404';

/** Pages a signed-in person sees differently: `/` is their dashboard, the 404 page sits inside the app layout. */
const SESSION_DEPENDENT = new Set(['/', NOT_FOUND_PATH]);

/** Renders passes until no query is left to load; pages that keep asking for more fail the build. */
const MAX_PASSES = 4;

/** React emits the elements it hoists into <head> (title, meta, link) first when it renders without a document. */
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

/**
 * Renders one public page to HTML with the same components the browser runs, as a visitor sees it. Queries the page
 * starts are answered by the site's API in-process and rendered again with their data; the data ships with the page
 * (dehydrated) so that the browser hydrates without fetching it first.
 */
export async function renderPage(path: string, fetchApi: PrerenderFetch): Promise<RenderedPage> {
  installPrerenderFetch(fetchApi);
  const queryClient = buildTimeQueryClient();
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(path, ORIGIN_PLACEHOLDER)));
  if (context instanceof Response)
    throw new Error(`${path} redirects (${context.status}) instead of rendering a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);

  for (let pass = 1; ; pass += 1) {
    const html = await renderToHtml(
      <AppRoot queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>,
    );
    const waiting = queriesToLoad(queryClient);
    if (waiting.length === 0) {
      const head = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
      const withData = queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'success' && !isCurrentUser(query));
      return {
        path,
        status: path === NOT_FOUND_PATH ? 404 : context.statusCode,
        head,
        body: html.slice(head.length),
        state: withData
          ? JSON.stringify(
              dehydrate(queryClient, {
                shouldDehydrateQuery: (q) => q.state.status === 'success' && !isCurrentUser(q),
              }),
            )
          : null,
        sessionDependent: SESSION_DEPENDENT.has(path),
        script: pageScriptOf(context.matches.map((match): unknown => match.route.handle)),
      };
    }
    if (pass === MAX_PASSES) throw new Error(`${path} still starts new queries after ${MAX_PASSES} renders.`);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    const failed = waiting.find((query) => query.state.status === 'error');
    if (failed) {
      throw new Error(
        `${path}: the query ${JSON.stringify(failed.queryKey)} failed at build time: ${String(failed.state.error)}`,
      );
    }
  }
}

/** The browser's query client, with a visitor's session (nobody signed in) and no retries: a failure fails the build. */
function buildTimeQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  client.setQueryData(currentUserQueryKey, null);
  return client;
}

function isCurrentUser(query: Query): boolean {
  return query.queryKey[0] === currentUserQueryKey[0];
}

/** Queries the last render asked for that have no data yet and are not switched off. */
function queriesToLoad(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false);
}

async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // One piece: React would otherwise outline large Suspense boundaries behind an inline script (blocked by the CSP).
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return new Response(prelude).text();
}
