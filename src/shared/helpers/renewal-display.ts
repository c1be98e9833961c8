/** SPEC §9.4 renewal colour bands, and the user's calendar day the renewal dates are counted on. */
import type { StatusTone } from './health-score';
import { getSslDaysTone } from './status-bands';

export type RenewalKind = 'domain' | 'ssl' | 'hosting' | 'other';

/**
 * A renewal's colour. Certificates use the SSL bands (7 or fewer red, 30 or fewer yellow). Registrations warn
 * at 30 days or fewer; the spec bands nothing else, so the user's hosting and other reminders read like
 * registrations. Whatever has already lapsed is red.
 */
export function renewalTone(kind: RenewalKind, daysLeft: number): StatusTone {
  if (kind === 'ssl') return getSslDaysTone(daysLeft);
  if (daysLeft < 0) return 'critical';
  if (daysLeft <= 30) return 'warning';
  return 'healthy';
}

/** 'YYYY-MM-DD' of a moment on the wall clock of `timeZone` (an unknown zone reads as UTC). */
export function localDate(at: Date, timeZone = 'UTC'): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** Whole days from `from` to `to`, both 'YYYY-MM-DD'. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
