import { describe, expect, it } from 'vitest';
import {
  currentOrNextOccurrence,
  isInMaintenance,
  maintenanceOverlapMs,
  occurrencesBetween,
} from './maintenance-occurrences';

describe('maintenance occurrences', () => {
  it('a one-off window is on only between its start and end', () => {
    const w = {
      startsAt: '2026-03-01T02:00:00Z',
      endsAt: '2026-03-01T03:00:00Z',
      recurrence: 'none' as const,
      timezone: 'UTC',
    };
    expect(isInMaintenance(w, new Date('2026-03-01T01:59:59Z'))).toBe(false);
    expect(isInMaintenance(w, new Date('2026-03-01T02:30:00Z'))).toBe(true);
    expect(isInMaintenance(w, new Date('2026-03-01T03:00:00Z'))).toBe(false);
    expect(currentOrNextOccurrence(w, new Date('2026-03-02T00:00:00Z'))).toBeNull();
  });

  it('a weekly window keeps its local start across a DST change', () => {
    // Sunday 02:30 in Berlin (winter, UTC+1); on 5 April 2026 Berlin is on summer time (UTC+2)
    const w = {
      startsAt: '2026-03-15T01:30:00Z',
      endsAt: '2026-03-15T02:30:00Z',
      recurrence: 'weekly' as const,
      timezone: 'Europe/Berlin',
    };
    const found = occurrencesBetween(w, new Date('2026-04-04T00:00:00Z'), new Date('2026-04-06T00:00:00Z'));
    expect(found.map((o) => o.start.toISOString())).toEqual(['2026-04-05T00:30:00.000Z']);
    expect(found[0]!.end.toISOString()).toBe('2026-04-05T01:30:00.000Z');
  });

  it('a monthly window on the 31st falls on the last day of shorter months and stops at its end date', () => {
    const w = {
      startsAt: '2026-01-31T10:00:00Z',
      endsAt: '2026-01-31T11:00:00Z',
      recurrence: 'monthly' as const,
      timezone: 'UTC',
      recursUntil: '2026-04-01T00:00:00Z',
    };
    const found = occurrencesBetween(w, new Date('2026-01-01T00:00:00Z'), new Date('2026-12-31T00:00:00Z'));
    expect(found.map((o) => o.start.toISOString().slice(0, 10))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });

  it('finds the occurrence under way long after the first, and counts overlapping windows once', () => {
    const daily = {
      startsAt: '2025-01-01T00:00:00Z',
      endsAt: '2025-01-01T01:00:00Z',
      recurrence: 'daily' as const,
      timezone: 'UTC',
    };
    expect(isInMaintenance(daily, new Date('2026-06-10T00:30:00Z'))).toBe(true);
    expect(isInMaintenance(daily, new Date('2026-06-10T01:30:00Z'))).toBe(false);
    const oneOff = {
      startsAt: '2026-06-10T00:30:00Z',
      endsAt: '2026-06-10T02:00:00Z',
      recurrence: 'none' as const,
      timezone: 'UTC',
    };
    const day = [new Date('2026-06-10T00:00:00Z'), new Date('2026-06-11T00:00:00Z')] as const;
    expect(maintenanceOverlapMs([daily, oneOff], ...day)).toBe(2 * 3_600_000);
  });

  it('repeats a start given to the millisecond exactly', () => {
    const w = {
      startsAt: '2026-03-01T02:00:00.250Z',
      endsAt: '2026-03-01T03:00:00.250Z',
      recurrence: 'daily' as const,
      timezone: 'Asia/Kolkata',
    };
    const next = currentOrNextOccurrence(w, new Date('2026-03-04T00:00:00Z'));
    expect(next?.start.toISOString()).toBe('2026-03-04T02:00:00.250Z');
    expect(next?.end.toISOString()).toBe('2026-03-04T03:00:00.250Z');
  });
});
