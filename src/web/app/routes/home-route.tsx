import { Suspense } from 'react';
import { FullPageLoader } from './full-page-loader';
import { PublicHomeScreen, SignedInHomeScreen } from './lazy-screens';
import { SessionGate } from './session-gate';

/** SPEC §2.1: `/` is the landing page for visitors and the dashboard for signed-in users. */
export function HomeRoute() {
  return (
    <SessionGate>
      {(user) => (
        <Suspense fallback={<FullPageLoader />}>{user ? <SignedInHomeScreen /> : <PublicHomeScreen />}</Suspense>
      )}
    </SessionGate>
  );
}
