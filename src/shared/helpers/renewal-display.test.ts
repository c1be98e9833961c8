import { describe, expect, it } from 'vitest';
import { daysBetween, localDate, renewalTone } from './renewal-display';

describe('renewal colour bands (SPEC §9.4)', () => {
  it.each([
    ['ssl', 7, 'critical'],
    ['ssl', 8, 'warning'],
    ['ssl', 30, 'warning'],
    ['ssl', 31, 'healthy'],
    ['domain', 0, 'warning'],
    ['domain', 30, 'warning'],
    ['domain', 31, 'healthy'],
    ['domain', -1, 'critical'],
    ['hosting', 12, 'warning'],
    ['other', 90, 'healthy'],
  ] as const)('%s renewal in %s days is %s', (kind, days, tone) => {
    expect(renewalTone(kind, days)).toBe(tone);
  });

  it("counts days on the user's calendar", () => {
    const at = new Date('2026-03-01T23:30:00Z');
    expect(localDate(at, 'UTC')).toBe('2026-03-01');
    expect(localDate(at, 'Europe/Berlin')).toBe('2026-03-02');
    expect(localDate(at, 'Not/AZone')).toBe('2026-03-01');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
  });
});
