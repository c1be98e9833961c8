import type { ComponentState, PageIndicator } from '../../../shared/constants/status-pages';
import {
  COMPONENT_STATE_LABELS,
  COMPONENT_STATE_TONES,
  PAGE_INDICATOR_LABELS,
  PAGE_INDICATOR_TONES,
  type StatusPageTone,
} from '../../../shared/helpers/component-state';
import { escapeXml } from '../../../shared/helpers/escape-html';
import type { PageComponent } from './status-page-model';

/** shields.io's flat colours. */
const COLORS = {
  green: '#4c1',
  lime: '#97ca00',
  yellow: '#dfb317',
  orange: '#fe7d37',
  red: '#e05d44',
  blue: '#007ec6',
  grey: '#9f9f9f',
} as const;
type Color = keyof typeof COLORS;

/** The states' tones (shared/helpers/component-state.ts, the one colour map) in shields.io's colours. */
const TONE_COLORS: Record<StatusPageTone, Color> = {
  healthy: 'green',
  warning: 'yellow',
  partial: 'orange',
  critical: 'red',
  info: 'blue',
};
const stateColor = (state: ComponentState): Color => TONE_COLORS[COMPONENT_STATE_TONES[state]];
const indicatorColor = (indicator: PageIndicator): Color => TONE_COLORS[PAGE_INDICATOR_TONES[indicator]];

/** Periods of the uptime badges, in UTC days (24h: the last 24 hours' checks). */
export const BADGE_PERIODS = { '24h': 1, '7d': 7, '30d': 30 } as const;
export type BadgePeriod = keyof typeof BADGE_PERIODS;

/** Verdana 11px widths, roughly: narrow letters, wide ones, the rest. */
function textWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[ilj.,:;!|' ]/.test(char) ? 3.5 : /[mwMW%@]/.test(char) ? 10 : /[A-Z0-9]/.test(char) ? 7.5 : 6.5;
  return Math.ceil(width);
}

/**
 * A flat badge (label on grey, message on its colour), sized to its words. An SVG is XML: the text is escaped and
 * loses the characters XML 1.0 cannot hold (a name stored before names refused them must not break the image).
 */
export function badgeSvg(label: string, message: string, color: Color): string {
  const l = escapeXml(label);
  const m = escapeXml(message);
  const left = textWidth(label) + 12;
  const right = textWidth(message) + 12;
  const width = left + right;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" role="img" aria-label="${l}: ${m}">`,
    `<title>${l}: ${m}</title>`,
    '<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>',
    `<clipPath id="r"><rect width="${width}" height="20" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r)"><rect width="${left}" height="20" fill="#555"/><rect x="${left}" width="${right}" height="20" fill="${COLORS[color]}"/>`,
    `<rect width="${width}" height="20" fill="url(#s)"/></g>`,
    '<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="11">',
    `<text x="${left / 2}" y="14">${l}</text><text x="${left + right / 2}" y="14">${m}</text></g></svg>`,
  ].join('');
}

export const statusBadge = (label: string, indicator: PageIndicator) =>
  badgeSvg(label, PAGE_INDICATOR_LABELS[indicator].toLowerCase(), indicatorColor(indicator));

export function componentStateBadge(component: PageComponent): string {
  if (!component.hasData && component.state !== 'under_maintenance') return badgeSvg(component.name, 'no data', 'grey');
  return badgeSvg(component.name, COMPONENT_STATE_LABELS[component.state].toLowerCase(), stateColor(component.state));
}

/** Checks and successes of these components over the period: the last 24 hours, else the last N UTC days. */
export function periodFigures(components: PageComponent[], period: BadgePeriod): { total: number; ok: number } {
  let total = 0;
  let ok = 0;
  for (const c of components) {
    if (period === '24h') {
      total += c.lastDay.total;
      ok += c.lastDay.ok;
      continue;
    }
    for (const d of c.days.slice(-BADGE_PERIODS[period])) {
      total += d.checks;
      ok += d.ok;
    }
  }
  return { total, ok };
}

export function uptimeBadge(label: string, figures: { total: number; ok: number }, period: BadgePeriod): string {
  if (!figures.total) return badgeSvg(`${label} ${period}`, 'no data', 'grey');
  const value = (100 * figures.ok) / figures.total;
  const color: Color = value >= 99.9 ? 'green' : value >= 99 ? 'lime' : value >= 95 ? 'yellow' : 'red';
  return badgeSvg(`${label} ${period}`, `${value >= 99.995 ? '100' : value.toFixed(2)}%`, color);
}
