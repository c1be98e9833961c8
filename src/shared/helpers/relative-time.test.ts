import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z').getTime();
const ago = (ms: number) => now - ms;

describe('formatRelativeTime (SPEC §9.4)', () => {
  it("says 'Just now' under a minute (and for times in the future)", () => {
    expect(formatRelativeTime(ago(59_000), now)).toBe('Just now');
    expect(formatRelativeTime(now + 5000, now)).toBe('Just now');
  });
  it('counts minutes, hours and days', () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('59m ago');
    expect(formatRelativeTime(ago(3_600_000), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(23.9 * 3_600_000), now)).toBe('23h ago');
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(6.9 * 86_400_000), now)).toBe('6d ago');
  });
  it('shows a short date from 7 days on', () => {
    expect(formatRelativeTime(new Date('2025-06-01T12:00:00Z'), now)).toBe('Jun 1');
    expect(formatRelativeTime('2024-12-24T12:00:00Z', now)).toBe('Dec 24, 2024');
  });
  it('returns an empty string for an invalid date', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
