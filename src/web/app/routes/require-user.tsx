import { Navigate, Outlet, useLocation } from 'react-router';
import { buildSignInPath } from '../../../shared/helpers/safe-redirect';
import { SessionGate } from './session-gate';

/** Guards the signed-in routes (SPEC §2.2): visitors go to /auth, keeping where they were going in `?next=`. */
export function RequireUser() {
  const { pathname, search } = useLocation();
  return (
    <SessionGate>
      {(user) => (user ? <Outlet /> : <Navigate replace to={buildSignInPath(`${pathname}${search}`)} />)}
    </SessionGate>
  );
}
