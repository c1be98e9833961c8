import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { authAliasTarget, isSignedInRoute } from '../../../shared/routes';
import { buildSignInPath } from '../../../shared/helpers/safe-redirect';
import { FullPageLoader } from './full-page-loader';
import { PublicNotFoundScreen, SignedInNotFoundScreen } from './lazy-screens';
import { SessionGate } from './session-gate';

/**
 * Every path no route claims. The sign-in and sign-up aliases (/login, /signup...) go to /auth, as the server
 * redirects them on a full load (decision 069); visitors asking for a signed-in path (SPEC §2.2) go to /auth with
 * `?next=`; signed-in users get the 404 page inside the app for paths whose screens are not built yet; everything
 * else is a 404.
 */
export function FallbackRoute() {
  const { pathname, search } = useLocation();
  const alias = authAliasTarget(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname, search);
  if (alias) return <Navigate replace to={alias} />;
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
