/** '182 ms', '3.4 s', '10 s': durations the way a site owner reads them. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  const seconds = ms / 1_000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

/** ISO calendar date (YYYY-MM-DD), unambiguous in every locale. */
export function formatDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/** Whole days left until a moment (negative once it has passed); rounded down, so '5 days' is never optimistic. */
export function daysUntil(date: Date, now: Date): number {
  return Math.floor((date.getTime() - now.getTime()) / DAY_MS);
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** 'expires in 5 days', 'expires today', 'expired 3 days ago'. */
export function describeExpiry(days: number): string {
  if (days > 0) return `expires in ${plural(days, 'day')}`;
  if (days === 0) return 'expires within a day';
  return `expired ${plural(-days, 'day')} ago`;
}
