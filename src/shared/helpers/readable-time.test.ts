import { describe, expect, it } from 'vitest';
import { formatClockTime, formatLongTime, formatReadableTime, readableZone, zoneAbbreviation } from './readable-time';

const at = new Date('2026-11-24T13:00:00.000Z');

describe('readable time (decision 044)', () => {
  it('reads on the reader’s clock with the zone abbreviation, not as ISO', () => {
    expect(formatClockTime(at, 'Europe/Berlin')).toBe('14:00 CET');
    expect(formatClockTime(at, 'America/New_York')).toBe('08:00 EST');
    expect(formatClockTime(at, 'UTC')).toBe('13:00 UTC');
    expect(formatClockTime('2026-07-01T13:00:00Z', 'Europe/Berlin')).toBe('15:00 CEST');
  });

  it('falls back to the offset where no abbreviation is in common use', () => {
    expect(zoneAbbreviation(at, 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(zoneAbbreviation(at, 'Asia/Tokyo')).toBe('UTC+9');
  });

  it('says today’s times alone, yesterday by name, older days by date (the year only when it differs)', () => {
    const now = new Date('2026-11-24T20:00:00Z');
    expect(formatReadableTime(at, 'Europe/Berlin', now)).toBe('14:00 CET');
    expect(formatReadableTime('2026-11-23T22:30:00Z', 'Europe/Berlin', now)).toBe('yesterday 23:30 CET');
    expect(formatReadableTime('2026-11-20T09:05:00Z', 'Europe/Berlin', now)).toBe('20 Nov, 10:05 CET');
    expect(formatReadableTime('2025-11-20T09:05:00Z', 'Europe/Berlin', now)).toBe('20 Nov 2025, 10:05 CET');
  });

  it('counts today and yesterday in the reader’s zone, not UTC', () => {
    // 23:30 UTC on the 23rd is already the 24th in Tokyo
    const now = new Date('2026-11-24T03:00:00Z');
    expect(formatReadableTime('2026-11-23T23:30:00Z', 'Asia/Tokyo', now)).toBe('08:30 UTC+9');
    expect(formatReadableTime('2026-11-23T23:30:00Z', 'UTC', now)).toBe('yesterday 23:30 UTC');
  });

  it('writes the long form for e-mail bodies', () => {
    expect(formatLongTime(at, 'Europe/Paris')).toBe('Tuesday, 24 November 2026 at 14:00 CET');
  });

  it('takes an unknown zone as UTC and an invalid date as nothing', () => {
    expect(readableZone('Mars/Olympus')).toBe('UTC');
    expect(formatClockTime(at, 'Mars/Olympus')).toBe('13:00 UTC');
    expect(formatReadableTime('not a date', 'UTC')).toBe('');
  });
});
