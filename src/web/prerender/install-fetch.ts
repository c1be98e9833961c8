import { ORIGIN_PLACEHOLDER } from '../../shared/prerender/site-origin';
import type { PrerenderFetch } from '../../shared/prerender/types';

/**
 * While pages render at build time, `fetch` is the site's own API answered in-process: the pages' queries use their
 * usual code (apiRequest, query functions) and get real answers. Anything else is a mistake in a page and fails the
 * build.
 */
export function installPrerenderFetch(fetchApi: PrerenderFetch): void {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.startsWith(ORIGIN_PLACEHOLDER) ? url.slice(ORIGIN_PLACEHOLDER.length) : url;
    if (!path.startsWith('/'))
      throw new Error(`A page rendered at build time fetched ${url}: only the site's own API is allowed.`);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const answer = await fetchApi(path, {
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    const empty = answer.status === 204 || answer.status === 205 || answer.status === 304;
    return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
  };
}

/** A JSON GET for path listings; throws on any non-2xx answer. */
export function apiGetter(fetchApi: PrerenderFetch) {
  return async <T>(path: string): Promise<T> => {
    const answer = await fetchApi(path, { method: 'GET', headers: { accept: 'application/json' } });
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(`GET ${path} answered ${answer.status} during the prerender: ${answer.body.slice(0, 300)}`);
    }
    return JSON.parse(answer.body) as T;
  };
}
