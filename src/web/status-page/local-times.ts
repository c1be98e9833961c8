import { formatReadableTime } from '../../shared/helpers/readable-time';
import { isValidTimeZone } from '../../shared/helpers/time-zone';

/** The zone the browser tells (the visitor's system setting), or null when it tells none this runtime knows. */
export function browserZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/**
 * The status pages' times on the visitor's clock (decision 079): the server writes every moment in UTC words with
 * its instant in `<time datetime>`; this rewrites the words in the browser's zone, in the same forms (today,
 * yesterday, a date), and the zone note says which zone. Without scripts, or a zone, the UTC words stay.
 */
export function showLocalTimes(root: ParentNode, zone = browserZone(), now = new Date()): void {
  if (!zone) return;
  for (const element of root.querySelectorAll<HTMLTimeElement>('time[datetime]')) {
    const words = formatReadableTime(element.dateTime, zone, now);
    if (words) element.textContent = words;
  }
  for (const note of root.querySelectorAll('[data-zone-note]')) note.textContent = `Times in your time zone (${zone}).`;
}
