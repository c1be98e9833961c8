import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../lib/analytics';

/** SPEC §2.3: every route change scrolls to the top and is reported as a page view. */
export function useRouteChangeEffects(): void {
  const { pathname, search } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    // After this commit, so the new page has set its title (lazy pages may still be loading; the path is what counts).
    const timer = window.setTimeout(() => trackPageView(`${pathname}${search}`), 0);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
}
