const calendar = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

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
