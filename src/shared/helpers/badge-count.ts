/** SPEC §9.4 badge caps: the sidebar's Alerts entry shows 99+, the floating mobile menu button 9+. */

export const SIDEBAR_BADGE_CAP = 99;
export const MOBILE_MENU_BADGE_CAP = 9;

/** The text of a count badge, or null when there is nothing to show (no count, zero or negative). */
export function formatBadgeCount(count: number | null | undefined, cap: number): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  return whole > cap ? `${cap}+` : String(whole);
}
