/**
 * What the read-only demo account may do (decision 045): read everything, and make these state-changing calls only:
 * leave, start its own session, report the pages it looks at, and scan a site (each visitor's scans stay their own).
 * The server's guard refuses every other write with 403 DEMO_READ_ONLY; the web app disables the buttons that would
 * make one. One list for both, so a button is never offered that the server refuses.
 */
const DEMO_ALLOWED_WRITES: ReadonlySet<string> = new Set([
  '/api/auth/logout',
  '/api/demo/session',
  '/api/analytics/pageview',
  '/api/metrics/web-vitals',
  '/api/scan',
]);

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Heartbeat push URLs read no session (decision 049): their token decides, whoever calls, the demo's browser too. */
const SESSIONLESS_PREFIX = '/api/push/';

/** Whether the demo account may make this API call (`pathname` without its query). */
export function demoMayCall(method: string, pathname: string): boolean {
  return (
    SAFE_METHODS.has(method.toUpperCase()) ||
    DEMO_ALLOWED_WRITES.has(pathname) ||
    pathname.startsWith(SESSIONLESS_PREFIX)
  );
}

export const DEMO_READ_ONLY_MESSAGE =
  'This is the read-only demo: nothing can be changed here. Create a free account to monitor your own domains.';

/** Shown above every signed-in screen of the demo. */
export const DEMO_BANNER_TEXT =
  'You are exploring a demo workspace — changes are disabled. Sign up to monitor your own sites.';

/** The tooltip of a button the demo disables. */
export const DEMO_DISABLED_HINT = 'Disabled in the demo workspace. Sign up to do this with your own sites.';
