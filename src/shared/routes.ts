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
  '/verify-email',
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
  '/domains/:id/monitors/:monitorId',
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
  '/domains/:id/monitors/:monitorId',
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

/**
 * Addresses people type, or other sites link to, for signing in or up: sign-in and sign-up live at /auth and
 * /auth?mode=signup, and each of these answers a redirect there (decision 069) instead of the 404 page.
 */
export const AUTH_ALIASES: Readonly<Record<string, 'signin' | 'signup'>> = {
  '/login': 'signin',
  '/log-in': 'signin',
  '/signin': 'signin',
  '/sign-in': 'signin',
  '/signup': 'signup',
  '/sign-up': 'signup',
  '/register': 'signup',
};

/**
 * Where an alias sends the browser: /auth, with `mode=signup` for the sign-up ones, and the rest of the query kept as
 * it came (`?next=`, `?plan=` work on /auth). `search` is the raw query, with or without its '?'. Undefined for any
 * other path.
 */
export function authAliasTarget(pathname: string, search: string): string | undefined {
  if (!Object.hasOwn(AUTH_ALIASES, pathname)) return undefined;
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && !/^mode(=|$)/.test(part))
    .map(asciiQueryPart)
    .filter((part) => part !== undefined);
  const query = [...(AUTH_ALIASES[pathname] === 'signup' ? ['mode=signup'] : []), ...kept].join('&');
  return query ? `/auth?${query}` : '/auth';
}

/**
 * A query part as it may stand in a Location header: anything but visible ASCII percent-encoded (a browser may send
 * raw Unicode); a part that cannot be encoded (a lone surrogate) is left out.
 */
function asciiQueryPart(part: string): string | undefined {
  try {
    return part.replace(/[^\x21-\x7e]+/g, (text) => encodeURIComponent(text));
  } catch {
    return undefined;
  }
}
