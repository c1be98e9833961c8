import { BLOG_PATHS } from './blog-routes';
import { MARKETING_PATHS } from './marketing-routes';

/**
 * The browser routes the web app renders, shared with the server so that it can answer unknown paths with
 * HTTP 404 and redirect visitors away from signed-in routes. A route is listed here once its screen exists;
 * until then it answers the 404 page (no placeholder pages).
 * Patterns use `:param` segments.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/auth',
  '/forgot-password',
  '/reset-password',
  ...MARKETING_PATHS,
  '/contact',
  '/api-docs',
  '/search',
  '/demo',
  ...BLOG_PATHS,
  '/resources',
  '/resources/:slug',
];

/** SPEC §2.2: visitors are sent to /auth. Guarded even before their screens exist. */
export const SIGNED_IN_ROUTES: readonly string[] = [
  '/scanner',
  '/domains',
  '/domains/:id',
  '/alerts',
  '/alert-thresholds',
  '/trends',
  '/performance',
  '/analytics',
  '/benchmarking',
  '/profile',
  '/billing',
  '/teams',
  '/teams/new',
  '/teams/:slug/settings',
  '/invitation/:token',
  '/settings',
  '/partner',
  '/partner-api',
  '/admin/performance',
  '/admin/mailgun',
  '/admin/system',
  '/admin/users',
  '/status-pages',
  '/status-pages/:id',
];

/** Signed-in routes whose screens are built; the others answer the 404 page to signed-in users. */
export const BUILT_SIGNED_IN_ROUTES: readonly string[] = [
  '/scanner',
  '/performance',
  '/admin/performance',
  '/admin/mailgun',
  '/admin/system',
  '/admin/users',
  '/alert-thresholds',
  '/settings',
  '/profile',
  '/trends',
  '/analytics',
  '/benchmarking',
  '/domains',
  '/domains/:id',
  '/alerts',
  '/teams',
  '/teams/new',
  '/teams/:slug/settings',
  '/invitation/:token',
  '/status-pages',
  '/status-pages/:id',
  '/billing',
  '/partner-api',
  '/partner',
];

export function matchRoute(pattern: string, path: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((part, i) => part.startsWith(':') || part === b[i]);
}

export function isKnownPublicRoute(path: string): boolean {
  return PUBLIC_ROUTES.some((p) => matchRoute(p, path));
}

export function isSignedInRoute(path: string): boolean {
  return SIGNED_IN_ROUTES.some((p) => matchRoute(p, path));
}
