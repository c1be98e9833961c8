import type { MaintenanceRecurrence } from '../constants/status-pages';
import type { StatusTone } from './health-score';
import { wallClock } from './zoned-time';

/** How a maintenance window reads on the screens (issue 17): its state now and how it repeats. */
export type MaintenanceState = 'in_progress' | 'scheduled' | 'completed';

export const MAINTENANCE_STATE_LABELS: Record<MaintenanceState, string> = {
  in_progress: 'In progress',
  scheduled: 'Scheduled',
  completed: 'Completed',
};

/** A window under way is drawn like a component under maintenance (info); the others are quiet. */
export const MAINTENANCE_STATE_TONES: Record<MaintenanceState, StatusTone | 'neutral'> = {
  in_progress: 'info',
  scheduled: 'neutral',
  completed: 'neutral',
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

const untilFormats = new Map<string, Intl.DateTimeFormat>();
function untilDay(value: Date | string, timeZone: string): string {
  let format = untilFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
    untilFormats.set(timeZone, format);
  }
  return format.format(new Date(value));
}

/**
 * 'Once', 'Every day', 'Every week on Sunday', 'Every month on the 15th', with ', until 31 Dec 2026' when it ends.
 * The day is the first occurrence's in the window's own zone (a Sunday 00:30 in Berlin is a Saturday in UTC).
 */
export function recurrenceWords(window: {
  startsAt: Date | string;
  recurrence: MaintenanceRecurrence;
  timezone: string;
  recursUntil?: Date | string | null;
}): string {
  if (window.recurrence === 'none') return 'Once';
  const start = wallClock(new Date(window.startsAt), window.timezone);
  const weekday = WEEKDAYS[new Date(Date.UTC(start.year, start.month - 1, start.day)).getUTCDay()] ?? '';
  const words: Record<Exclude<MaintenanceRecurrence, 'none'>, string> = {
    daily: 'Every day',
    weekly: `Every week on ${weekday}`,
    monthly:
      start.day > 28
        ? `Every month on the ${ordinal(start.day)} (the last day in shorter months)`
        : `Every month on the ${ordinal(start.day)}`,
  };
  const until = window.recursUntil ? `, until ${untilDay(window.recursUntil, window.timezone)}` : '';
  return `${words[window.recurrence]}${until}`;
}
