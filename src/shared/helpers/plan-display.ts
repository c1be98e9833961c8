/** How the plan limits of SPEC §9.1 read in the interface. */
import { countOf } from './plural';

/** Limits at or above this are "effectively unlimited" (SPEC §9.1 uses 999999). */
export const UNLIMITED_THRESHOLD = 999_999;

export function isUnlimited(value: number): boolean {
  return value >= UNLIMITED_THRESHOLD;
}

// One formatter per locale: creating one is slow (tens of milliseconds on a phone), and pages format many figures.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** 1 -> '1', 10000 -> '10,000', 999999 -> 'Unlimited'. */
export function formatLimit(value: number, locale = 'en-US'): string {
  if (isUnlimited(value)) return 'Unlimited';
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** 'every 60 min', 'every 5 min', 'every 1 min', 'every 30 s'. */
export function formatCheckInterval(seconds: number): string {
  if (seconds < 60) return `every ${seconds} s`;
  if (seconds % 3600 === 0 && seconds > 3600) return `every ${seconds / 3600} h`;
  return `every ${Math.round(seconds / 60)} min`;
}

export function formatRetention(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/** '1 domain', '10 domains', 'Unlimited domains': a plan's limit (plural.ts countOf words any other count). */
export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  if (isUnlimited(value)) return `Unlimited ${plural}`;
  return countOf(value, singular, plural);
}

export function formatMonthlyPrice(usd: number): string {
  return usd === 0 ? '$0' : `$${usd}`;
}
