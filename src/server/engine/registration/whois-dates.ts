import { plausibleDate } from './registration-types';

/** How a registry writes all-numeric dates such as 03/04/2025; unset means "unknown", and ambiguous dates are dropped. */
export type DayOrder = 'dmy' | 'mdy';

/** A date a registry wrote: an instant, or its placeholder for "never expires" (year 2999, 9999). */
export type WhoisDate = { kind: 'date'; date: Date } | { kind: 'never' };

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
};

// Zone abbreviations registries print, in minutes east of UTC. Only unambiguous ones: CST, IST and BST mean
// different offsets in different countries, so a time written with them is not placed (the date is dropped).
const ZONES: Record<string, number> = {
  z: 0,
  ut: 0,
  utc: 0,
  gmt: 0,
  wet: 0,
  west: 60,
  cet: 60,
  met: 60,
  wat: 60,
  cest: 120,
  mest: 120,
  eet: 120,
  cat: 120,
  sast: 120,
  eest: 180,
  msk: 180,
  eat: 180,
  trt: 180,
  pkt: 300,
  ict: 420,
  wib: 420,
  hkt: 480,
  sgt: 480,
  awst: 480,
  myt: 480,
  pht: 480,
  wita: 480,
  jst: 540,
  kst: 540,
  wit: 540,
  acst: 570,
  aest: 600,
  acdt: 630,
  aedt: 660,
  nzst: 720,
  nzdt: 780,
  clt: -240,
  clst: -180,
  art: -180,
  brt: -180,
  brst: -120,
  uyt: -180,
  pyt: -240,
  bot: -240,
  vet: -240,
  cot: -300,
  pet: -300,
  est: -300,
  edt: -240,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
  akst: -540,
  akdt: -480,
  hst: -600,
};

const MAX_INPUT = 120;

interface DateParts {
  year: number;
  month: number;
  day: number;
  rest: string;
}

/** The date at the start of `raw` (text after it is ignored), as registries write it; null when not readable. */
export function readWhoisDate(raw: string, order?: DayOrder): WhoisDate | null {
  const text = raw
    .trim()
    .slice(0, MAX_INPUT)
    .replace(/^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i, '');
  const ctime = readCtime(text);
  if (ctime) return ctime;
  const parts = readDateParts(text, order);
  if (!parts) return null;
  if (parts.year >= 2900) return validDay(parts.year, parts.month, parts.day) ? { kind: 'never' } : null;
  const clock = readClock(parts.rest);
  if (clock === 'unplaceable') return null;
  return build(parts, clock);
}

/** Like readWhoisDate, for callers that only want an instant ("never" gives null). */
export function parseWhoisDate(raw: string, order?: DayOrder): Date | null {
  const read = readWhoisDate(raw, order);
  return read?.kind === 'date' ? read.date : null;
}

function readDateParts(text: string, order: DayOrder | undefined): DateParts | null {
  // 2026-08-13, 2026/08/13, 2026.08.13, Korean 2015. 03. 02.
  let m = /^(\d{4})\s*([-./])\s*(\d{1,2})\s*\2\s*(\d{1,2})(?!\d)\.?/.exec(text);
  if (m) return parts(m[1], m[3], m[4], text, m[0]);
  // 20140903 and 20140903121852 (.br, .hr, .ua OK-UNTIL)
  m = /^(\d{4})(\d{2})(\d{2})(?=\d{4,6}(?!\d)|(?!\d))/.exec(text);
  if (m) {
    const rest = text.slice(m[0].length);
    const clock = /^(\d{2})(\d{2})(\d{2})?(?!\d)/.exec(rest);
    const restWithClock = clock ? ` ${clock[1]}:${clock[2]}:${clock[3] ?? '00'}${rest.slice(clock[0].length)}` : rest;
    return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), rest: restWithClock };
  }
  // 2014-Aug-22.
  m = /^(\d{4})[-./ ]([a-z]{3,9})\.?[-./ ](\d{1,2})(?!\d)\.?/i.exec(text);
  if (m) return named(m[1], m[2], m[3], text, m[0]);
  // 22-aug-2014, 31 Jan 2017, 7th April, 2018, 26.Mar.2001
  m = /^(\d{1,2})(?:st|nd|rd|th)?[-./ ]+([a-z]{3,9})\.?,?[-./ ]+(\d{4})(?!\d)\.?/i.exec(text);
  if (m) return named(m[3], m[2], m[1], text, m[0]);
  // May 22 2014, April 7, 2018, Dec 12 2000
  m = /^([a-z]{3,9})\.?[-./ ]+(\d{1,2})(?:st|nd|rd|th)?,?[-./ ]+(\d{4})(?!\d)\.?/i.exec(text);
  if (m) return named(m[3], m[1], m[2], text, m[0]);
  // 13/08/2026, 13-08-2026, 1.9.2023, 08/13/2026: which number is the day depends on the registry.
  m = /^(\d{1,2})([-./])(\d{1,2})\2(\d{4})(?!\d)\.?/.exec(text);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    // Dotted dates are day-first everywhere. Others need the registry's order: with none known (generic profile)
    // even 08/13/2026 is dropped, since a registry whose format we do not know is not trusted to be consistent.
    if (m[2] !== '.' && !order && a !== b) return null;
    const dayFirst = m[2] === '.' || a > 12 || (b <= 12 && (a === b || order === 'dmy'));
    const monthFirst = !dayFirst && (b > 12 || order === 'mdy');
    if (!dayFirst && !monthFirst) return null;
    return dayFirst ? parts(m[4], m[3], m[1], text, m[0]) : parts(m[4], m[1], m[3], text, m[0]);
  }
  return null;
}

/** 'Apr 25 23:59:59 GMT 2016' (C's ctime, weekday already removed): the year comes after the time. */
function readCtime(text: string): WhoisDate | null {
  const m =
    /^([a-z]{3,9})\s+(\d{1,2})\s+(\d{1,2}:\d{2}(?::\d{2})?)\s+(?:([a-z]{1,5}|[+-]\d{2}:?\d{2})\s+)?(\d{4})(?!\d)/i.exec(
      text,
    );
  if (!m) return null;
  const month = MONTHS[(m[1] ?? '').toLowerCase()];
  if (!month) return null;
  const date: DateParts = { year: Number(m[5]), month, day: Number(m[2]), rest: '' };
  if (date.year >= 2900) return { kind: 'never' };
  const clock = readClock(` ${m[3]} ${m[4] ?? ''}`);
  return clock === 'unplaceable' ? null : build(date, clock);
}

function parts(
  y: string | undefined,
  mo: string | undefined,
  d: string | undefined,
  text: string,
  matched: string,
): DateParts {
  return { year: Number(y), month: Number(mo), day: Number(d), rest: text.slice(matched.length) };
}

function named(
  y: string | undefined,
  monthName: string | undefined,
  d: string | undefined,
  text: string,
  matched: string,
): DateParts | null {
  const month = MONTHS[(monthName ?? '').toLowerCase()];
  return month ? { year: Number(y), month, day: Number(d), rest: text.slice(matched.length) } : null;
}

interface Clock {
  hour: number;
  minute: number;
  second: number;
  offsetMinutes: number;
}

/**
 * The time and zone after a date: 'T04:00:00.0Z', ' 10:02 WAT', ' 00:00:00+02', ' 12:00:00 (UTC+8)', ' (JST)'.
 * No time means the calendar date as written. A time in a zone we cannot place is 'unplaceable'.
 */
function readClock(rest: string): Clock | null | 'unplaceable' {
  const time = /^(?:T|,?\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(am|pm)?/i.exec(rest);
  if (!time) return null;
  let hour = Number(time[1]);
  const meridiem = time[4]?.toLowerCase();
  if (meridiem && (hour < 1 || hour > 12)) return 'unplaceable';
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  const clock = { hour, minute: Number(time[2]), second: Number(time[3] ?? 0), offsetMinutes: 0 };
  const zoneText = rest.slice(time[0].length).trimStart();
  const numeric = /^\(?\s*(?:utc|gmt|ut)?\s*([+-])(\d{1,2})(?::?(\d{2}))?(?!\d)/i.exec(zoneText);
  if (numeric) {
    const hours = Number(numeric[2]);
    const minutes = Number(numeric[3] ?? 0);
    if (hours > 14 || minutes > 59) return 'unplaceable';
    clock.offsetMinutes = (numeric[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
    return clock;
  }
  const named = /^\(?([a-z]{1,5})\)?(?=$|[\s.,;)])/i.exec(zoneText);
  const word = named?.[1] ?? '';
  const offset = ZONES[word.toLowerCase()];
  if (offset !== undefined) clock.offsetMinutes = offset;
  // An upper-case abbreviation we do not know (e.g. IST) is a zone we cannot place; other words are just text.
  else if (/^[A-Z]{2,5}$/.test(word)) return 'unplaceable';
  return clock;
}

function validDay(year: number, month: number, day: number): boolean {
  const check = new Date(Date.UTC(2000, month - 1, day));
  // Year 2000 is a leap year, so 29 February passes here and is checked against the real year below.
  return (
    month >= 1 &&
    month <= 12 &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    (month !== 2 || day !== 29 || isLeap(year))
  );
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function build(date: DateParts, clock: Clock | null): WhoisDate | null {
  if (!validDay(date.year, date.month, date.day)) return null;
  const c = clock ?? { hour: 0, minute: 0, second: 0, offsetMinutes: 0 };
  if (c.hour > 24 || c.minute > 59 || c.second > 60 || (c.hour === 24 && (c.minute > 0 || c.second > 0))) return null;
  const instant = new Date(
    Date.UTC(date.year, date.month - 1, date.day, c.hour, c.minute, c.second) - c.offsetMinutes * 60_000,
  );
  return plausibleDate(instant) ? { kind: 'date', date: instant } : null;
}
