import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../../errors/page-error-boundary';
import { SkipLink } from '../skip-link';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/**
 * Public pages: header, the page, footer (SPEC §2.3). Renders its children, or the matched child route.
 *
 * The three parts sit in Suspense boundaries of their own (nothing in them suspends: they have no fallback). On a
 * prerendered page this lets React hydrate them one after the other in small, interruptible steps instead of one
 * long task that keeps a phone's main thread busy (Lighthouse's Total Blocking Time).
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Suspense>
        <PublicHeader />
      </Suspense>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <PageErrorBoundary resetKey={pathname}>
          <Suspense>{children ?? <Outlet />}</Suspense>
        </PageErrorBoundary>
      </main>
      <Suspense>
        <PublicFooter />
      </Suspense>
    </div>
  );
}
