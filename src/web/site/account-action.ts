import { OPEN_DASHBOARD } from '../app/layouts/public/public-nav';

/**
 * The header's Sign In becomes "Open dashboard" for a signed-in person, as the app's header does. The session hint
 * says so without asking the API; a hint that outlived its session is cleared by the next API call (the page view).
 */
export function showSignedInAccountAction(root: ParentNode): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-account-action]')) {
    link.href = '/';
    link.textContent = OPEN_DASHBOARD;
  }
}
