/** How much downtime an availability target allows in a period: the arithmetic behind SLA percentages. */

export const THIRTY_DAY_MONTH_SECONDS = 30 * 24 * 3600;

/** Seconds of downtime allowed by `percent` availability over `periodSeconds`. */
export function downtimeBudgetSeconds(percent: number, periodSeconds = THIRTY_DAY_MONTH_SECONDS): number {
  const clamped = Math.min(100, Math.max(0, percent));
  return Math.round(((100 - clamped) / 100) * periodSeconds);
}

/** 25920 -> '7 h 12 min', 2592 -> '43 min 12 s', 259 -> '4 min 19 s', 0 -> '0 s'. */
export function formatBudget(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h ? `${h} h` : '', m ? `${m} min` : '', s && !h ? `${s} s` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : '0 s';
}
