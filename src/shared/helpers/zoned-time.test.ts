import { describe, expect, it } from 'vitest';
import { isoToWallTime, wallTimeToIso } from './zoned-time';

describe('wall-clock times in a zone', () => {
  it('reads a datetime-local value in the chosen zone, winter and summer time alike', () => {
    expect(wallTimeToIso('2026-01-15T02:30', 'Europe/Berlin')).toBe('2026-01-15T01:30:00.000Z');
    expect(wallTimeToIso('2026-07-15T02:30', 'Europe/Berlin')).toBe('2026-07-15T00:30:00.000Z');
    expect(wallTimeToIso('2026-07-15T02:30', 'America/New_York')).toBe('2026-07-15T06:30:00.000Z');
    expect(wallTimeToIso('2026-07-15T02:30:15', 'UTC')).toBe('2026-07-15T02:30:15.000Z');
    expect(wallTimeToIso('2026-07-15T09:00', 'Asia/Kolkata')).toBe('2026-07-15T03:30:00.000Z');
  });

  it('still names a real instant next to the gap for a time the clocks skip', () => {
    // 29 March 2026: Berlin goes from 02:00 to 03:00; 02:30 does not exist and reads as 01:30 CET
    expect(wallTimeToIso('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T00:30:00.000Z');
  });

  it('refuses what is not a time', () => {
    expect(wallTimeToIso('', 'UTC')).toBeNull();
    expect(wallTimeToIso('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(wallTimeToIso('2026-02-10T24:00', 'UTC')).toBeNull();
    expect(wallTimeToIso('10/02/2026 10:00', 'UTC')).toBeNull();
  });

  it('turns an instant back into what the zone’s clock reads, so a stored window edits as it was typed', () => {
    expect(isoToWallTime('2026-07-15T00:30:00.000Z', 'Europe/Berlin')).toBe('2026-07-15T02:30');
    expect(isoToWallTime('2026-01-01T03:05:00.000Z', 'America/Los_Angeles')).toBe('2025-12-31T19:05');
    expect(isoToWallTime(wallTimeToIso('2026-11-01T01:30', 'America/New_York')!, 'America/New_York')).toBe(
      '2026-11-01T01:30',
    );
  });
});
