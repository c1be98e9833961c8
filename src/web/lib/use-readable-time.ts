import { useCallback } from 'react';
import { formatReadableTime } from '../../shared/helpers/readable-time';
import { useSession } from './session';
import { useNow } from './use-now';

/**
 * Times on signed-in screens read on the clock of the user's profile (not the browser's), as alert texts and e-mails
 * do: '14:00 CET', 'yesterday 23:10 CET', '24 Nov, 14:00 CET' (decision 044). Signed out: the browser's zone.
 */
export function useReadableTime(): (value: string | Date) => string {
  const now = useNow();
  const zone = useProfileTimeZone();
  return useCallback((value: string | Date) => formatReadableTime(value, zone, now), [zone, now]);
}

/** The profile's IANA zone (signed out: the browser's): the clock signed-in screens read and new schedules start on. */
export function useProfileTimeZone(): string {
  return useSession().user?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
