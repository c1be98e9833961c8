/** The SSR bundle the prerender loads (src/server/prerender/run.ts): the page renderer of SPEC's public pages. */
import type { PageRenderer } from '../../shared/prerender/types';
import { planPaths } from './plan-paths';
import { NOT_FOUND_PATH, renderPage } from './render-page';

export const renderer: PageRenderer = { planPaths, renderPage, notFoundPath: NOT_FOUND_PATH };
