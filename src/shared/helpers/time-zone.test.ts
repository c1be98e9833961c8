import { describe, expect, it } from 'vitest';
import { isValidTimeZone, listTimeZones, timeZoneLabel, timeZoneOffset } from './time-zone';

describe('isValidTimeZone', () => {
  it('accepts IANA names, their aliases and UTC', () => {
    for (const zone of ['UTC', 'Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Asia/Calcutta', 'Etc/GMT+5']) {
      expect(isValidTimeZone(zone), zone).toBe(true);
    }
  });
  it('refuses unknown names, raw offsets and odd shapes', () => {
    for (const zone of [
      '',
      'Mars/Olympus',
      '+01:00',
      'UTC+1',
      'Europe/',
      '../etc/passwd',
      'Europe/Berlin ',
      'x'.repeat(65),
    ]) {
      expect(isValidTimeZone(zone), zone).toBe(false);
    }
  });
});

describe('time zone labels', () => {
  it('reads the offset at the given date, DST included', () => {
    expect(timeZoneOffset('Europe/Berlin', new Date('2025-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(timeZoneOffset('Europe/Berlin', new Date('2025-07-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(timeZoneOffset('Asia/Kolkata', new Date('2025-07-15T12:00:00Z'))).toBe('UTC+05:30');
    expect(timeZoneOffset('UTC')).toBe('UTC');
  });
  it('names the zone with its offset', () => {
    expect(timeZoneLabel('America/New_York', new Date('2025-01-15T12:00:00Z'))).toBe('America/New York (UTC-05:00)');
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });
  it('lists UTC first, once', () => {
    const zones = listTimeZones();
    expect(zones[0]).toBe('UTC');
    expect(zones.filter((z) => z === 'UTC')).toHaveLength(1);
    expect(zones).toContain('Europe/Berlin');
  });
});
