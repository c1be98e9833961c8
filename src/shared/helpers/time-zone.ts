/** IANA time zones (users.timezone, alert_thresholds.timezone): which names are valid and how they read. */

export const DEFAULT_TIME_ZONE = 'UTC';
/** The stored columns are varchar(64). */
export const TIME_ZONE_MAX_LENGTH = 64;
/** Region/City names and single-word zones (UTC, GMT); no raw offsets such as +01:00, which have no DST rules. */
const IANA_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

const ANSWERS_LIMIT = 2_000;
const answers = new Map<string, boolean>();

/** Whether `value` names a time zone this runtime knows (canonical names and their aliases, e.g. Asia/Calcutta). */
export function isValidTimeZone(value: string): boolean {
  if (value.length > TIME_ZONE_MAX_LENGTH || !IANA_SHAPE.test(value)) return false;
  // asking the runtime builds a formatter (a tenth of a millisecond or more); the answer never changes
  const known = answers.get(value);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    valid = true;
  } catch {
    valid = false;
  }
  if (answers.size >= ANSWERS_LIMIT) answers.clear();
  answers.set(value, valid);
  return valid;
}

/** Every canonical zone of the runtime, UTC first, for pickers. */
export function listTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIME_ZONE, ...zones.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

/** The zone's offset from UTC at `date`: 'UTC+01:00', 'UTC-05:30', 'UTC' (DST makes it depend on the date). */
export function timeZoneOffset(timeZone: string, date: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value;
    if (!part || part === 'GMT' || part === 'GMT+00:00') return 'UTC';
    return part.replace(/^GMT/, 'UTC');
  } catch {
    return '';
  }
}

/** 'Europe/Berlin (UTC+01:00)'; underscores read as spaces. */
export function timeZoneLabel(timeZone: string, date: Date = new Date()): string {
  const offset = timeZoneOffset(timeZone, date);
  const name = timeZone.replace(/_/g, ' ');
  return offset && offset !== name ? `${name} (${offset})` : name;
}
