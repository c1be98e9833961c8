import { Outlet } from 'react-router';
import { ConnectivityGate } from './connectivity/connectivity-gate';
import { useRouteChangeEffects } from './route-effects';

/** Around every screen: connectivity, scroll-to-top and page views. */
export function RootLayout() {
  useRouteChangeEffects();
  return (
    <ConnectivityGate>
      <Outlet />
    </ConnectivityGate>
  );
}
