import type { MaintenanceRecurrence } from '../constants/status-pages';
import { fromWallClock, wallClock, type WallClock } from './zoned-time';

/**
 * When a maintenance window is on (issue 17). A recurring window repeats its first occurrence's wall-clock start in
 * its time zone (a weekly Sunday 02:00 stays 02:00 local across DST changes) and keeps its length in real time.
 * Monthly windows on the 29th-31st fall on the month's last day in shorter months.
 */
export interface MaintenanceSchedule {
  startsAt: Date | string;
  endsAt: Date | string;
  recurrence: MaintenanceRecurrence;
  timezone: string;
  recursUntil?: Date | string | null;
}

export interface Occurrence {
  start: Date;
  end: Date;
}

/** Occurrences looked at before giving up: a daily window over 10 years. */
const MAX_OCCURRENCES = 3_660;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function nthStart(first: WallClock, recurrence: MaintenanceRecurrence, n: number, timeZone: string): Date {
  if (recurrence === 'monthly') {
    const monthIndex = first.month - 1 + n;
    const year = first.year + Math.floor(monthIndex / 12);
    const month = (((monthIndex % 12) + 12) % 12) + 1;
    return fromWallClock({ ...first, year, month, day: Math.min(first.day, daysInMonth(year, month)) }, timeZone);
  }
  const days = recurrence === 'weekly' ? 7 * n : n;
  const date = new Date(Date.UTC(first.year, first.month - 1, first.day + days));
  return fromWallClock(
    { ...first, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    timeZone,
  );
}

const PERIOD_DAYS: Record<Exclude<MaintenanceRecurrence, 'none'>, number> = { daily: 1, weekly: 7, monthly: 28 };

/** Every occurrence that overlaps [from, to), in order. */
export function occurrencesBetween(schedule: MaintenanceSchedule, from: Date, to: Date): Occurrence[] {
  const start = new Date(schedule.startsAt);
  const length = new Date(schedule.endsAt).getTime() - start.getTime();
  if (!(length > 0)) return [];
  if (schedule.recurrence === 'none') {
    const end = new Date(start.getTime() + length);
    return start < to && end > from ? [{ start, end }] : [];
  }
  const until = schedule.recursUntil ? new Date(schedule.recursUntil).getTime() : Infinity;
  const first = wallClock(start, schedule.timezone);
  // skip the occurrences that ended long before `from` without walking them one by one
  const periodMs = PERIOD_DAYS[schedule.recurrence] * 86_400_000;
  let n = Math.max(0, Math.floor((from.getTime() - length - start.getTime()) / periodMs) - 2);
  const found: Occurrence[] = [];
  for (let i = 0; i < MAX_OCCURRENCES; i++, n++) {
    // wall clocks stop at seconds: the first start's milliseconds carry over (zone offsets are whole seconds)
    const occurrenceStart =
      n === 0
        ? start
        : new Date(nthStart(first, schedule.recurrence, n, schedule.timezone).getTime() + start.getUTCMilliseconds());
    if (occurrenceStart >= to || occurrenceStart.getTime() > until) break;
    const end = new Date(occurrenceStart.getTime() + length);
    if (end > from) found.push({ start: occurrenceStart, end });
  }
  return found;
}

/** The occurrence under way at `at`, else the next one; null when the window is over. */
export function currentOrNextOccurrence(schedule: MaintenanceSchedule, at: Date): Occurrence | null {
  const horizon = new Date(at.getTime() + 400 * 86_400_000);
  return occurrencesBetween(schedule, at, horizon)[0] ?? null;
}

/** Whether the window is on at `at`. */
export function isInMaintenance(schedule: MaintenanceSchedule, at: Date): boolean {
  const occurrence = currentOrNextOccurrence(schedule, at);
  return occurrence !== null && occurrence.start <= at && occurrence.end > at;
}

/** The parts of [from, to) covered by the windows, merged where occurrences overlap or touch, in order. */
export function maintenanceSpans(schedules: MaintenanceSchedule[], from: Date, to: Date): Occurrence[] {
  const spans = schedules
    .flatMap((s) => occurrencesBetween(s, from, to))
    .map((o) => [Math.max(o.start.getTime(), from.getTime()), Math.min(o.end.getTime(), to.getTime())] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
}

/** Milliseconds of [from, to) covered by the window (overlapping occurrences counted once). */
export function maintenanceOverlapMs(schedules: MaintenanceSchedule[], from: Date, to: Date): number {
  return maintenanceSpans(schedules, from, to).reduce((total, s) => total + (s.end.getTime() - s.start.getTime()), 0);
}
