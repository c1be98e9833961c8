const calendar = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'Feb 20, 2027', in UTC as certificates state their dates; null when unknown. */
export function formatCalendarDate(iso: string | null | undefined): string | null {
  const date = parse(iso);
  return date ? calendar.format(date) : null;
}

/** 'Feb 20, 2027, 9:30 AM' in the viewer's time zone, beside a relative time. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  return date ? dateTime.format(date) : '';
}
