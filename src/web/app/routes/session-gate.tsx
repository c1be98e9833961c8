import type { ReactNode } from 'react';
import type { User } from '../../../shared/contracts/auth';
import { SignedInUserContext, useSession } from '../../lib/session';
import { ConnectionErrorPanel } from '../errors/connection-error-panel';
import { FullPageLoader } from './full-page-loader';

export interface SessionGateProps {
  /** Rendered once the session is known: the user, or null for a visitor. */
  children: (user: User | null) => ReactNode;
}

/**
 * Waits for the session probe (`GET /api/auth/session`): a loader while it runs, the connection-error panel (with Retry) when it fails, the
 * children once it is known whether someone is signed in.
 */
export function SessionGate({ children }: SessionGateProps) {
  const session = useSession();
  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'error') return <ConnectionErrorPanel fullPage onRetry={session.retry} />;
  return <SignedInUserContext.Provider value={session.user}>{children(session.user)}</SignedInUserContext.Provider>;
}
