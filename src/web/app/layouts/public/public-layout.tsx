import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../../errors/page-error-boundary';
import { SkipLink } from '../skip-link';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Public pages: header, the page, footer (SPEC §2.3). Renders its children, or the matched child route. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <PageErrorBoundary resetKey={pathname}>{children ?? <Outlet />}</PageErrorBoundary>
      </main>
      <PublicFooter />
    </div>
  );
}
