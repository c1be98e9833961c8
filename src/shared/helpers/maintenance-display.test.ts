import { describe, expect, it } from 'vitest';
import { recurrenceWords } from './maintenance-display';

describe('maintenance recurrence in words', () => {
  it('says once, daily, and the weekday of a weekly window in its own zone', () => {
    const base = { startsAt: '2026-03-14T23:30:00Z', timezone: 'Europe/Berlin' };
    expect(recurrenceWords({ ...base, recurrence: 'none' })).toBe('Once');
    expect(recurrenceWords({ ...base, recurrence: 'daily' })).toBe('Every day');
    // Saturday 23:30 UTC is Sunday 00:30 in Berlin
    expect(recurrenceWords({ ...base, recurrence: 'weekly' })).toBe('Every week on Sunday');
    expect(recurrenceWords({ ...base, timezone: 'UTC', recurrence: 'weekly' })).toBe('Every week on Saturday');
  });

  it('names the day of a monthly window, the last day in shorter months, and the end date', () => {
    expect(recurrenceWords({ startsAt: '2026-01-02T10:00:00Z', timezone: 'UTC', recurrence: 'monthly' })).toBe(
      'Every month on the 2nd',
    );
    expect(recurrenceWords({ startsAt: '2026-01-11T10:00:00Z', timezone: 'UTC', recurrence: 'monthly' })).toBe(
      'Every month on the 11th',
    );
    expect(
      recurrenceWords({
        startsAt: '2026-01-31T10:00:00Z',
        timezone: 'UTC',
        recurrence: 'monthly',
        recursUntil: '2026-12-31T22:59:00Z',
      }),
    ).toBe('Every month on the 31st (the last day in shorter months), until 31 Dec 2026');
  });
});
