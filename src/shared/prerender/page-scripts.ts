/**
 * What runs a prerendered page in the browser (decision 046): the public pages' small entry with islands
 * (src/web/site), or the whole app for app-like pages, which a route marks with `handle: APP_PAGE`.
 */
export type PageScript = 'islands' | 'app';

export const APP_PAGE = { pageScript: 'app' } as const satisfies { pageScript: PageScript };

export function pageScriptOf(handles: readonly unknown[]): PageScript {
  const app = handles.some(
    (handle) =>
      typeof handle === 'object' && handle !== null && (handle as { pageScript?: unknown }).pageScript === 'app',
  );
  return app ? 'app' : 'islands';
}

/** The built islands entry's file name starts with this (vite.config.ts names it; the prerender finds it). */
export const ISLANDS_ENTRY_PREFIX = 'assets/site-entry-';
