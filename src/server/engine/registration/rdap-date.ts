import { plausibleDate } from './registration-types';

// RFC 3339 as RDAP servers write it, leniently: a space for the T, no seconds, any number of fractional digits,
// a zone of Z, ±HH, ±HHMM or ±HH:MM, or no zone at all.
const RDAP_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

/**
 * An RDAP eventDate as an instant. A date with no zone is UTC (RFC 9083 dates are UTC in practice, and reading them
 * in the server's own zone would move a date across midnight depending on where the server runs). Null when it is
 * not a date or not a plausible one; never throws.
 */
export function parseRdapDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = RDAP_DATE.exec(value.trim());
  if (!match) return null;
  const [
    ,
    year,
    month,
    day,
    hour = '0',
    minute = '0',
    second = '0',
    fraction = '',
    ,
    sign,
    offsetHours = '0',
    offsetMinutes = '0',
  ] = match;
  const mo = Number(month);
  const d = Number(day);
  const h = Number(hour);
  const mi = Number(minute);
  // 60 is a leap second (RFC 3339 allows it); it is read as the last moment of the minute.
  const s = Math.min(Number(second), 59);
  if (
    mo < 1 ||
    mo > 12 ||
    d < 1 ||
    d > 31 ||
    h > 23 ||
    mi > 59 ||
    Number(offsetHours) > 23 ||
    Number(offsetMinutes) > 59
  )
    return null;
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const utc = Date.UTC(Number(year), mo - 1, d, h, mi, s, ms);
  // Date.UTC rolls 31 February into March; a day the month does not have is not a date.
  if (new Date(utc).getUTCDate() !== d) return null;
  const offsetMs = sign ? (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000 : 0;
  const date = new Date(utc - offsetMs);
  return plausibleDate(date) ? date : null;
}
