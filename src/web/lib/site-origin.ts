import { ORIGIN_PLACEHOLDER } from '../../shared/prerender/site-origin';

/**
 * The public origin of the site (PUBLIC_URL). At build time a placeholder that the server swaps for PUBLIC_URL; in the
 * browser the same PUBLIC_URL, which the server writes into <html data-origin> (so hydration finds the markup the
 * server sent), else the page's own origin (the Vite dev server).
 */
export function siteOrigin(): string {
  if (import.meta.env.SSR) return ORIGIN_PLACEHOLDER;
  const served = document.documentElement.dataset.origin;
  return served && served !== ORIGIN_PLACEHOLDER ? served : window.location.origin;
}
