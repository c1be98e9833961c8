/**
 * Wall-clock times in an IANA time zone and the instants they name. Maintenance windows are typed as a local time
 * in the window's zone (a datetime-local field) and stored as UTC instants; recurring windows repeat the local start
 * (shared/helpers/maintenance-occurrences.ts). One implementation for both.
 */

export interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a clock in `timeZone` reads at `date`. */
export function wallClock(date: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The instant a wall-clock time in `timeZone` names (the earlier one in a repeated hour, one next to a skipped one). */
export function fromWallClock(clock: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  let guess = asUtc;
  for (let i = 0; i < 3; i++) {
    const seen = wallClock(new Date(guess), timeZone);
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    const diff = asUtc - seenAsUtc;
    if (diff === 0) break;
    guess += diff;
  }
  return new Date(guess);
}

/** 'YYYY-MM-DDTHH:mm' with optional ':ss': what a datetime-local field holds. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The ISO 8601 UTC instant that a datetime-local value ('2026-03-15T02:30') names in `timeZone`; null when the value is
 * not such a time (empty, or a day that does not exist).
 */
export function wallTimeToIso(local: string, timeZone: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return null;
  return fromWallClock({ year, month, day, hour, minute, second }, timeZone).toISOString();
}

const two = (n: number) => String(n).padStart(2, '0');

/** The datetime-local value ('2026-03-15T02:30') a clock in `timeZone` reads at the instant `iso`. */
export function isoToWallTime(iso: string | Date, timeZone: string): string {
  const c = wallClock(new Date(iso), timeZone);
  return `${c.year}-${two(c.month)}-${two(c.day)}T${two(c.hour)}:${two(c.minute)}`;
}
