import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isSignedInRoute } from '../../../shared/routes';
import { buildSignInPath } from '../../../shared/helpers/safe-redirect';
import { FullPageLoader } from './full-page-loader';
import { PublicNotFoundScreen, SignedInNotFoundScreen } from './lazy-screens';
import { SessionGate } from './session-gate';

/**
 * Every path no route claims. Visitors asking for a signed-in path (SPEC §2.2) go to /auth with `?next=`; signed-in
 * users get the 404 page inside the app for paths whose screens are not built yet; everything else is a 404.
 */
export function FallbackRoute() {
  const { pathname, search } = useLocation();
  return (
    <SessionGate>
      {(user) => {
        if (!user && isSignedInRoute(pathname))
          return <Navigate replace to={buildSignInPath(`${pathname}${search}`)} />;
        return (
          <Suspense fallback={<FullPageLoader />}>
            {user ? <SignedInNotFoundScreen /> : <PublicNotFoundScreen />}
          </Suspense>
        );
      }}
    </SessionGate>
  );
}
