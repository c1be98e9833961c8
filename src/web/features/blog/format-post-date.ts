/** Built once: creating an Intl formatter costs milliseconds on a slow phone. */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * '2026-04-14T00:00:00.000Z' -> 'April 14, 2026'. Posts are dated by day in UTC; an explicit locale and time zone
 * make the prerendered date the one the browser renders, wherever either runs.
 */
export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** The day of an ISO timestamp, for <time dateTime>. */
export const postDay = (iso: string) => iso.slice(0, 10);
