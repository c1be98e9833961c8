import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast';

export const CONNECTION_LOST_TOAST = {
  title: 'Connection Lost',
  description: 'You are currently offline. Some features may be unavailable.',
  variant: 'destructive',
} as const;

export const BACK_ONLINE_TOAST = {
  title: 'Back Online',
  description: 'Your connection has been restored.',
} as const;

/** SPEC §4 connectivity: a toast when the connection goes, and one when it comes back. */
export function useConnectionToasts(online: boolean): void {
  const previous = useRef(online);
  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    toast(online ? BACK_ONLINE_TOAST : CONNECTION_LOST_TOAST);
  }, [online]);
}
