import { YEAR_PLACEHOLDER } from '../../shared/prerender/site-year';

/**
 * The current year, for the footer's ©. At build time a placeholder that the server swaps for the year it serves the
 * page in (src/server/http/prerendered-site.ts), so a build keeps saying the right year; in the browser the clock's.
 */
export function siteYear(): string {
  if (import.meta.env.SSR) return YEAR_PLACEHOLDER;
  return String(new Date().getFullYear());
}
