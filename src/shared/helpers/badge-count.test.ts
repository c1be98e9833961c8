import { describe, expect, it } from 'vitest';
import { formatBadgeCount, MOBILE_MENU_BADGE_CAP, SIDEBAR_BADGE_CAP } from './badge-count';

describe('formatBadgeCount (SPEC §9.4)', () => {
  it('caps the sidebar at 99+', () => {
    expect(formatBadgeCount(99, SIDEBAR_BADGE_CAP)).toBe('99');
    expect(formatBadgeCount(100, SIDEBAR_BADGE_CAP)).toBe('99+');
  });
  it('caps the mobile menu button at 9+', () => {
    expect(formatBadgeCount(9, MOBILE_MENU_BADGE_CAP)).toBe('9');
    expect(formatBadgeCount(10, MOBILE_MENU_BADGE_CAP)).toBe('9+');
  });
  it('shows nothing without a positive count', () => {
    expect(formatBadgeCount(0, SIDEBAR_BADGE_CAP)).toBeNull();
    expect(formatBadgeCount(undefined, SIDEBAR_BADGE_CAP)).toBeNull();
    expect(formatBadgeCount(-3, SIDEBAR_BADGE_CAP)).toBeNull();
  });
});
