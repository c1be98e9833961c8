import { Navigate, Outlet } from 'react-router';
import { SessionGate } from './session-gate';

/** SPEC §2.1: /auth sends signed-in users to /. */
export function RedirectIfSignedIn() {
  return <SessionGate>{(user) => (user ? <Navigate replace to="/" /> : <Outlet />)}</SessionGate>;
}
