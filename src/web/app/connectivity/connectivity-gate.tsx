import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useOnlineStatus } from '../../lib/online-status';
import { OfflineBanner } from './offline-banner';
import { useConnectionToasts } from './use-connection-toasts';

/**
 * SPEC §2.3 / §4: while offline, a banner shows and the content is dimmed and cannot be used (inert: no clicks, no
 * focus); toasts report the connection going and coming back.
 */
export function ConnectivityGate({ children }: { children: ReactNode }) {
  const online = useOnlineStatus();
  useConnectionToasts(online);
  return (
    <>
      {online ? null : <OfflineBanner />}
      <div
        data-offline={online ? undefined : ''}
        inert={!online}
        aria-disabled={online ? undefined : true}
        style={online ? undefined : { pointerEvents: 'none' }}
        className={cn('transition-opacity duration-200', !online && 'opacity-50 select-none')}
      >
        {children}
      </div>
    </>
  );
}
