/**
 * The one way a moment reads to people (alert texts, e-mails, Slack and SMS, screens): on the reader's clock (their
 * profile's IANA zone), with the zone's abbreviation, and the day said the short way when it is today or yesterday.
 * Machine fields (webhook JSON, <time dateTime>, CSV) keep ISO 8601; this is only for words. Decision 044.
 */
import { DEFAULT_TIME_ZONE, isValidTimeZone } from './time-zone';

const LOCALE = 'en-GB';
/** A zone name that is an offset rather than an abbreviation: 'GMT+1', 'GMT-5', 'GMT+5:30'. */
const OFFSET_NAME = /^(?:GMT|UTC)[+-]/;

/** A zone the runtime knows, else UTC (users.timezone is free text in the database). */
export function readableZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
}

/**
 * Building an Intl.DateTimeFormat costs a tenth of a millisecond or more (it loads the zone and locale data), and a
 * sentence with times builds several: each (use, locale, zone) is built once and reused. Bounded by the zones in use.
 */
const FORMATS_LIMIT = 2_000;
const formats = new Map<string, Intl.DateTimeFormat>();

function format(
  use: string,
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${use}|${locale}|${timeZone}`;
  let built = formats.get(key);
  if (!built) {
    built = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    if (formats.size >= FORMATS_LIMIT) formats.clear();
    formats.set(key, built);
  }
  return built;
}

function zoneNameIn(locale: string, date: Date, timeZone: string): string {
  return (
    format('zone', locale, timeZone, { timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * 'CET', 'CEST', 'EST', 'BST', 'UTC' where one is in common use (English names differ by region: en-US knows EST,
 * en-GB knows CET), else the offset: 'UTC+9', 'UTC+5:30'. Depends on the date (summer time).
 */
export function zoneAbbreviation(date: Date, timeZone: string): string {
  const zone = readableZone(timeZone);
  for (const locale of ['en-US', LOCALE]) {
    const name = zoneNameIn(locale, date, zone);
    if (name && !OFFSET_NAME.test(name)) return name;
  }
  return zoneNameIn('en-US', date, zone).replace(/^GMT/, 'UTC') || zone;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
}

function wallDay(date: Date, timeZone: string): WallClock {
  const parts = format('day', 'en-US', timeZone, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(
    date,
  );
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Calendar days from `a` to `b` on the zone's clock (0 = the same day). */
function daysBetween(a: WallClock, b: WallClock): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

const clockTime = (date: Date, timeZone: string) =>
  format('clock', LOCALE, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** '14:00 CET': the time of day on the reader's clock. */
export function formatClockTime(value: Date | string | number, timeZone: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = readableZone(timeZone);
  return `${clockTime(date, zone)} ${zoneAbbreviation(date, zone)}`;
}

/**
 * '14:00 CET' today, 'yesterday 23:10 CET', '24 Nov, 14:00 CET' this year, '24 Nov 2025, 14:00 CET' before;
 * 'today' and 'yesterday' are the reader's days, not UTC's. Empty for an invalid date.
 */
export function formatReadableTime(
  value: Date | string | number,
  timeZone: string,
  now: Date | number = Date.now(),
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = readableZone(timeZone);
  const time = formatClockTime(date, zone);
  const today = wallDay(new Date(now), zone);
  const day = wallDay(date, zone);
  const ago = daysBetween(day, today);
  if (ago === 0) return time;
  if (ago === 1) return `yesterday ${time}`;
  const calendar = (
    day.year === today.year
      ? format('date', LOCALE, zone, { day: 'numeric', month: 'short' })
      : format('date-year', LOCALE, zone, { day: 'numeric', month: 'short', year: 'numeric' })
  ).format(date);
  return `${calendar}, ${time}`;
}

/** 'Tuesday, 24 November 2026 at 14:00 CET': unambiguous whatever the day, for the body of an e-mail. */
export function formatLongTime(value: Date | string | number, timeZone: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = readableZone(timeZone);
  const day = format('long', LOCALE, zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  );
  return `${day} at ${formatClockTime(date, zone)}`;
}
