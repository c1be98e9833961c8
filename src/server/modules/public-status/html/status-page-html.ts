import type { IncidentImpact, StatusPageTheme, StatusPageThemeMode } from '../../../../shared/constants/status-pages';
import { STATUS_PAGE_REFRESH_SECONDS } from '../../../../shared/constants/status-pages';
import {
  COMPONENT_STATE_LABELS,
  COMPONENT_STATE_TONES,
  PAGE_INDICATOR_LABELS,
  PAGE_INDICATOR_TONES,
} from '../../../../shared/helpers/component-state';
import { escapeHtml } from '../../../../shared/helpers/escape-html';
import { INCIDENT_STATUS_LABELS } from '../../../../shared/helpers/incident-display';
import { formatReadableTime } from '../../../../shared/helpers/readable-time';
import type { DayBar, PageComponent, PageIncident, PageMaintenance, StatusPageModel } from '../status-page-model';
import { poweredByHtml } from '../page-brand';
import { renderPublicDocument } from './document';
import { STATUS_PAGE_CSS } from './status-css';
import { statusPaths, type StatusPaths } from '../status-paths';
import { textOnColour } from './text-on-colour';

export { INCIDENT_STATUS_LABELS };

const IMPACT_TONES: Record<IncidentImpact, 'healthy' | 'warning' | 'critical' | 'info'> = {
  none: 'info',
  minor: 'warning',
  major: 'critical',
  critical: 'critical',
};

/** Visitors' zones are unknown to the server: times read in UTC, saying so. */
const ZONE = 'UTC';
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayLabel = (day: string | Date) => dayFormat.format(typeof day === 'string' ? new Date(`${day}T00:00:00Z`) : day);
const HEX = /^#[0-9a-f]{6}$/i;
const MODES: readonly StatusPageThemeMode[] = ['light', 'dark', 'system'];

/** The page's colour scheme; anything else than the three words (the contract allows no other) reads as the system's. */
export const themeMode = (theme: StatusPageTheme): StatusPageThemeMode =>
  theme.mode && MODES.includes(theme.mode) ? theme.mode : 'system';

export interface StatusPageView {
  model: StatusPageModel;
  /** The past incidents shown (the model's first page, or another one) and which page they are. */
  past: { incidents: PageIncident[]; hasMore: boolean; page: number };
  canonicalUrl: string;
  /** The built auto-refresh script's address, when the web build has one. */
  refreshScript: string | null;
  noindex: boolean;
  now: Date;
}

function barTone(day: DayBar): string {
  if (day.uptime === null) return 'none';
  if (day.uptime >= 99.5 && day.outageMinutes === 0) return 'healthy';
  return day.uptime >= 95 ? 'warning' : 'critical';
}

const percent = (value: number) => `${value >= 99.995 ? '100' : value.toFixed(2)}%`;

/** The words of a day's tooltip: what a screen reader says on focus and the tooltip shows. */
export function dayDescription(day: DayBar): string {
  const parts = [dayLabel(day.day)];
  parts.push(day.uptime === null ? 'No data' : `${percent(day.uptime)} uptime`);
  if (day.uptimeExcludingMaintenance !== null && day.uptimeExcludingMaintenance !== day.uptime) {
    parts.push(`${percent(day.uptimeExcludingMaintenance)} excluding maintenance`);
  }
  if (day.outageMinutes > 0) parts.push(`${day.outageMinutes} min of outages`);
  else if (day.uptime !== null) parts.push('no outages');
  if (day.maintenanceMinutes > 0) parts.push(`${day.maintenanceMinutes} min of maintenance`);
  if (day.incidents.length) {
    parts.push(
      `${day.incidents.length} incident${day.incidents.length > 1 ? 's' : ''}: ${day.incidents.map((i) => i.title).join('; ')}`,
    );
  }
  return parts.join(', ');
}

/** Phones show the last 30 days (the figure beside them is theirs)... */
const PHONE_DAYS = 30;
/** ...as at most 10 touch targets, each at least 24 CSS px wide from a 320 px screen up (WCAG 2.5.8). */
const PHONE_TARGETS = 10;

/** The phone's days in groups of equal size (3 for 30 days), the newest group ending today. */
export function phoneDayGroups(days: DayBar[]): DayBar[][] {
  const recent = days.slice(-PHONE_DAYS);
  const size = Math.ceil(recent.length / PHONE_TARGETS);
  const groups: DayBar[][] = [];
  for (let end = recent.length; end > 0; end -= size) groups.unshift(recent.slice(Math.max(0, end - size), end));
  return groups;
}

const TONE_RANK = ['none', 'healthy', 'warning', 'critical'];
/** A group is drawn in its worst day's colour (each day keeps its own inside it). */
const groupTone = (days: DayBar[]) =>
  days
    .map(barTone)
    .reduce((worst, tone) => (TONE_RANK.indexOf(tone) > TONE_RANK.indexOf(worst) ? tone : worst), 'none');

/** The words of a group of days: the span, its uptime weighted by checks, outages, maintenance and incidents. */
export function groupDescription(days: DayBar[]): string {
  if (days.length === 1) return dayDescription(days[0]!);
  const sum = (pick: (d: DayBar) => number) => days.reduce((total, d) => total + pick(d), 0);
  const checks = sum((d) => d.checks);
  const outages = sum((d) => d.outageMinutes);
  const maintenance = sum((d) => d.maintenanceMinutes);
  const incidents = [...new Map(days.flatMap((d) => d.incidents).map((i) => [i.id, i.title])).values()];
  const parts = [`${dayLabel(days[0]!.day)} to ${dayLabel(days.at(-1)!.day)}`];
  parts.push(checks ? `${percent((100 * sum((d) => d.ok)) / checks)} uptime` : 'No data');
  if (outages > 0) parts.push(`${outages} min of outages`);
  else if (checks) parts.push('no outages');
  if (maintenance > 0) parts.push(`${maintenance} min of maintenance`);
  if (incidents.length)
    parts.push(`${incidents.length} incident${incidents.length > 1 ? 's' : ''}: ${incidents.join('; ')}`);
  return parts.join(', ');
}

/**
 * The phone's bars: groups of days as touch targets (the tooltip says the group's figures), each day still drawn
 * in its own colour inside its group. CSS shows these or the day bars, never both.
 */
function groupBars(component: PageComponent): string {
  const groups = phoneDayGroups(component.days);
  const size = groups.at(-1)?.length ?? 1;
  const shown = Math.min(PHONE_DAYS, component.days.length);
  const items = groups
    .map(
      (g, i) =>
        `<li class="t-${groupTone(g)}" tabindex="${i === groups.length - 1 ? 0 : -1}" aria-label="${escapeHtml(groupDescription(g))}">` +
        `${g.map((d) => `<span class="t-${barTone(d)}"></span>`).join('')}</li>`,
    )
    .join('');
  const label = `${component.name}: uptime, last ${shown} days${size > 1 ? `, ${size} days per bar` : ''}`;
  return `<ol class="sw-bars sw-groups" aria-label="${escapeHtml(label)}">${items}</ol>`;
}

/** Uptime of the days with data, weighted by their checks. */
function periodUptime(days: DayBar[]): number | null {
  let checks = 0;
  let up = 0;
  for (const d of days) {
    checks += d.checks;
    up += d.ok;
  }
  return checks ? (100 * up) / checks : null;
}

/** A small line of response times (no chart library), with its caption; one point draws a level line. */
function chartSvg(series: readonly (readonly [number, number])[], width: number, label: string): string {
  const values = series.map((p) => p[1]);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const y = (v: number) => (40 - (max === min ? 20 : ((v - min) / (max - min)) * 36 + 2)).toFixed(1);
  const points = series.length === 1 ? [[0, values[0]!] as const, [width, values[0]!] as const] : series;
  const line = points.map(([x, v]) => `${x},${y(v)}`).join(' ');
  return `<svg class="sw-chart" viewBox="0 0 ${width} 40" preserveAspectRatio="none" role="img" aria-label="${escapeHtml(label)}"><polyline points="${line}"/></svg>`;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const range = (values: number[]) =>
  Math.min(...values) === Math.max(...values)
    ? ms(values[0]!)
    : `${ms(Math.min(...values))} to ${ms(Math.max(...values))}`;

/**
 * The response-time chart: the daily averages once two days have them; before that (a new page, from its first check)
 * the last 24 hours' hourly averages. Without any timed check it says so.
 */
function responseChart(component: PageComponent): string {
  const daily = component.days
    .map((d, i) => [i, d.avgResponseMs] as const)
    .filter((p): p is readonly [number, number] => p[1] !== null);
  if (daily.length >= 2) {
    const values = daily.map((p) => p[1]);
    const caption = `Response time, average per day: ${range(values)}, latest ${ms(values.at(-1)!)}`;
    return `<figure class="sw-rt"><figcaption class="sw-muted">${escapeHtml(caption)}</figcaption>${chartSvg(daily, component.days.length - 1, caption)}</figure>`;
  }
  const hours = component.recentResponse;
  if (hours.length) {
    const first = hours[0]!.hour.getTime();
    const series = hours.map((h) => [Math.round((h.hour.getTime() - first) / 3_600_000), h.avgMs] as const);
    const values = hours.map((h) => h.avgMs);
    const caption = `Response time, last 24 hours (average per hour): ${range(values)}, latest ${ms(values.at(-1)!)}`;
    return `<figure class="sw-rt"><figcaption class="sw-muted">${escapeHtml(caption)}</figcaption>${chartSvg(series, Math.max(1, series.at(-1)![0]), caption)}</figure>`;
  }
  return component.hasData ? '<p class="sw-rt sw-muted">Response time: no timed check yet.</p>' : '';
}

function renderComponent(component: PageComponent, historyDays: number): string {
  const tone = COMPONENT_STATE_TONES[component.state];
  const label =
    component.hasData || component.state === 'under_maintenance'
      ? COMPONENT_STATE_LABELS[component.state]
      : 'No data yet';
  const uptime = periodUptime(component.days);
  // phones show the last 30 days: their figure is those days'
  const recentDays = component.days.slice(-PHONE_DAYS);
  const recent = periodUptime(recentDays);
  // a component younger than the bars says since when its figure counts (the days before it are no data, not downtime)
  const since = (days: DayBar[]) =>
    days.length && component.since.getTime() > Date.parse(`${days[0]!.day}T00:00:00Z`)
      ? ` since ${dayLabel(component.since)}`
      : '';
  const uptimeText = (value: number | null, days: DayBar[]) =>
    value === null ? 'No data' : `${percent(value)} uptime${since(days)}`;
  // the SLA view (decision 054): the history's uptime without its maintenance time, where that differs
  const sla = component.uptimeExcludingMaintenance;
  const excluding = sla !== null && uptime !== null && sla !== uptime ? ` (${percent(sla)} excluding maintenance)` : '';
  const last = component.days.length - 1;
  const bars = component.days
    .map(
      (d, i) =>
        `<li class="t-${barTone(d)}" tabindex="${i === last ? 0 : -1}" aria-label="${escapeHtml(dayDescription(d))}"></li>`,
    )
    .join('');
  return [
    `<li class="sw-component" data-component="${escapeHtml(component.id)}">`,
    `<div class="sw-row"><span class="sw-name">${escapeHtml(component.name)}</span>`,
    `<span class="sw-state t-${component.hasData || component.state === 'under_maintenance' ? tone : 'none'}">${escapeHtml(label)}</span></div>`,
    component.maintenanceTitle ? `<p class="sw-muted">Maintenance: ${escapeHtml(component.maintenanceTitle)}</p>` : '',
    `<ol class="sw-bars sw-days" aria-label="${escapeHtml(`${component.name}: uptime per day, last ${historyDays} days`)}">${bars}</ol>`,
    groupBars(component),
    `<div class="sw-scale sw-muted"><span><span class="sw-long">${historyDays} days ago</span><span class="sw-short">${recentDays.length} days ago</span></span>`,
    `<span><span class="sw-long">${uptimeText(uptime, component.days)}${excluding}</span><span class="sw-short">${uptimeText(recent, recentDays)}</span></span><span>Today</span></div>`,
    responseChart(component),
    '</li>',
  ].join('');
}

function renderComponents(model: StatusPageModel): string {
  if (!model.components.length)
    return '<section class="sw-section"><p class="sw-muted">This page shows no components yet.</p></section>';
  const groups = model.groups
    .map((group) => {
      const items = `<ul class="sw-card sw-plain">${group.components.map((c) => renderComponent(c, model.days.length)).join('')}</ul>`;
      return group.name
        ? `<div class="sw-group"><h3>${escapeHtml(group.name)}</h3>${items}</div>`
        : `<div class="sw-group">${items}</div>`;
    })
    .join('');
  return `<section class="sw-section" aria-labelledby="sw-components"><h2 id="sw-components">Components</h2>${groups}</section>`;
}

export function componentNames(model: StatusPageModel, ids: string[]): string {
  const names = ids.flatMap((id) => model.components.find((c) => c.id === id)?.name ?? []);
  return names.length ? `<p class="sw-muted">Affects: ${escapeHtml(names.join(', '))}</p>` : '';
}

/**
 * A moment in UTC words, its instant in `datetime`: the page's script rewrites the words on the visitor's clock
 * (src/web/status-page/local-times.ts); without scripts the UTC words stay.
 */
export const time = (at: Date, now: Date) =>
  `<time datetime="${at.toISOString()}">${escapeHtml(formatReadableTime(at, ZONE, now))}</time>`;

/** Says the times' zone; the script says the visitor's once it has rewritten them. */
export const ZONE_NOTE = '<span data-zone-note>Times in UTC.</span>';

/** An incident's tone: green once resolved, else its impact's. */
export const incidentTone = (incident: PageIncident) =>
  incident.resolvedAt ? 'healthy' : IMPACT_TONES[incident.impact];

/** 'Started …, resolved …' */
export const incidentTimes = (incident: PageIncident, now: Date) =>
  `Started ${time(incident.startedAt, now)}${incident.resolvedAt ? `, resolved ${time(incident.resolvedAt, now)}` : ''}`;

/** The updates, newest first: each one's stage, time and text (Markdown rendered, raw HTML escaped). */
export function incidentTimeline(incident: PageIncident, now: Date): string {
  const steps = [...incident.updates]
    .reverse()
    .map(
      (u) =>
        `<li><strong>${INCIDENT_STATUS_LABELS[u.status]}</strong> <span class="sw-muted">${time(u.createdAt, now)}</span>${u.html}</li>`,
    )
    .join('');
  return steps ? `<ol class="sw-timeline" aria-label="Updates, newest first">${steps}</ol>` : '';
}

/** An incident on the page: its title links to its own page (decision 079). */
function renderIncident(model: StatusPageModel, incident: PageIncident, now: Date, heading: 'h3' | 'h4'): string {
  const link = statusPaths(model.page.slug).incident(incident.id);
  return [
    `<article class="sw-incident sw-card t-${incidentTone(incident)}">`,
    `<${heading}><a href="${escapeHtml(link)}">${escapeHtml(incident.title)}</a> <span class="sw-tag">${INCIDENT_STATUS_LABELS[incident.status]}</span></${heading}>`,
    `<p class="sw-muted">${incidentTimes(incident, now)}</p>`,
    componentNames(model, incident.componentIds),
    incident.descriptionHtml ?? '',
    incidentTimeline(incident, now),
    '</article>',
  ].join('');
}

function renderMaintenance(model: StatusPageModel, m: PageMaintenance, now: Date): string {
  const state = m.status === 'in_progress' ? 'In progress' : 'Scheduled';
  return [
    `<article class="sw-incident sw-card t-info"><h3>${escapeHtml(m.title)} <span class="sw-tag">${state}</span></h3>`,
    `<p class="sw-muted">${time(m.start, now)} to ${time(m.end, now)}</p>`,
    componentNames(model, m.componentIds),
    m.descriptionHtml ?? '',
    '</article>',
  ].join('');
}

function renderPast(model: StatusPageModel, view: StatusPageView, paths: StatusPaths): string {
  const { incidents, hasMore, page } = view.past;
  const byDay = new Map<string, PageIncident[]>();
  for (const incident of incidents) {
    const day = incident.startedAt.toISOString().slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), incident]);
  }
  const days = [...byDay]
    .map(
      ([day, list]) =>
        `<div class="sw-day"><h3>${dayLabel(day)}</h3>${list.map((i) => renderIncident(model, i, view.now, 'h4')).join('')}</div>`,
    )
    .join('');
  const pager = [
    page > 1 ? `<a href="${escapeHtml(paths.page(page - 1))}" rel="prev">Newer incidents</a>` : '<span></span>',
    hasMore ? `<a href="${escapeHtml(paths.page(page + 1))}" rel="next">Older incidents</a>` : '',
  ].join('');
  return [
    '<section class="sw-section" aria-labelledby="sw-past"><h2 id="sw-past">Past incidents</h2>',
    days || `<p class="sw-muted">${page > 1 ? 'No incidents on this page.' : 'No incidents reported.'}</p>`,
    page > 1 || hasMore ? `<nav class="sw-pager" aria-label="Past incidents pages">${pager}</nav>` : '',
    '</section>',
  ].join('');
}

/** The part the auto-refresh swaps (`?fragment=main`): everything that changes while a visitor watches. */
export function renderStatusMain(view: StatusPageView): string {
  const { model, now } = view;
  const paths = statusPaths(model.page.slug);
  const tone = PAGE_INDICATOR_TONES[model.indicator];
  const maintenances = model.maintenances.filter((m) => m.status !== 'completed');
  return [
    `<section class="sw-banner t-${tone}" aria-live="polite"><p style="margin:0">${PAGE_INDICATOR_LABELS[model.indicator]}</p></section>`,
    model.activeIncidents.length
      ? `<section class="sw-section" aria-labelledby="sw-active"><h2 id="sw-active">Active incidents</h2>${model.activeIncidents.map((i) => renderIncident(model, i, now, 'h3')).join('')}</section>`
      : '',
    maintenances.length
      ? `<section class="sw-section" aria-labelledby="sw-maintenance"><h2 id="sw-maintenance">Scheduled maintenance</h2>${maintenances.map((m) => renderMaintenance(model, m, now)).join('')}</section>`
      : '',
    renderComponents(model),
    renderPast(model, view, paths),
    `<p class="sw-muted">Updated ${time(model.generatedAt, now)}. ${ZONE_NOTE}</p>`,
  ].join('');
}

/** The page's theme colours (checked again here: only #rrggbb reaches the stylesheet) and its custom CSS. */
export function themeCss(model: StatusPageModel): string {
  const { theme, customCss, brand } = model.page;
  // the page's own colour, else its partner brand's (decision 072)
  const accent = theme.primaryColor ?? brand?.primaryColor ?? null;
  const vars = [
    accent && HEX.test(accent) ? `--accent:${accent};--on-accent:${textOnColour(accent)}` : '',
    theme.backgroundColor && HEX.test(theme.backgroundColor) ? `--bg:${theme.backgroundColor}` : '',
    theme.textColor && HEX.test(theme.textColor) ? `--text:${theme.textColor}` : '',
  ].filter(Boolean);
  // sanitised when saved; a `</style>` could still end the element, so no `<` leaves here
  const custom = customCss ? customCss.replace(/</g, '\\3c ') : '';
  return `${STATUS_PAGE_CSS}${vars.length ? `html[data-mode]{${vars.join(';')}}` : ''}${custom}`;
}

function subscribeForm(model: StatusPageModel, paths: StatusPaths): string {
  if (!model.page.allowSubscriptions) return '';
  return [
    '<section class="sw-section sw-subscribe" aria-labelledby="sw-subscribe"><h2 id="sw-subscribe">Get updates by e-mail</h2>',
    `<form method="post" action="${escapeHtml(paths.subscribe)}" data-subscribe>`,
    '<label class="sw-visually-hidden" for="sw-email">E-mail address</label>',
    '<input class="sw-input" id="sw-email" name="email" type="email" required autocomplete="email" placeholder="you@example.com">',
    '<button class="sw-button" type="submit">Subscribe</button></form>',
    '<p class="sw-muted" role="status" data-subscribe-message></p></section>',
  ].join('');
}

/**
 * The page's header: its logo and name (the page's h1), or on an incident's page (`home`) the name as a link back
 * to the page, the incident's title being that page's h1.
 */
export function pageHeader(page: StatusPageModel['page'], home?: string): string {
  const name = home
    ? `<p class="sw-site"><a href="${escapeHtml(home)}">${escapeHtml(page.name)}</a></p>`
    : `<h1>${escapeHtml(page.name)}</h1>`;
  return [
    '<header class="sw-header">',
    page.logoUrl ? `<img src="${escapeHtml(page.logoUrl)}" alt="${escapeHtml(page.name)}" height="48">` : '',
    `<div>${name}${page.description && !home ? `<p class="sw-muted" style="margin:0">${escapeHtml(page.description)}</p>` : ''}</div>`,
    '</header>',
  ].join('');
}

/** The feeds, the JSON and the "Powered by" line every page of a status page ends with. */
export function pageFooter(page: StatusPageModel['page'], paths: StatusPaths): string {
  return [
    '<footer class="sw-footer sw-muted">',
    `<a href="${escapeHtml(paths.rss)}">RSS</a><a href="${escapeHtml(paths.atom)}">Atom</a>`,
    `<a href="${escapeHtml(paths.api('summary.json'))}">JSON</a>`,
    `${poweredByHtml(page.brand)}</footer>`,
  ].join('');
}

/** The feeds' alternate links in the head. */
export function feedLinks(page: StatusPageModel['page'], paths: StatusPaths): string {
  return [
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${page.name} incidents (RSS)`)}" href="${escapeHtml(paths.rss)}">`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${page.name} incidents (Atom)`)}" href="${escapeHtml(paths.atom)}">`,
  ].join('');
}

/** The whole status page: real HTML for crawlers and visitors without JavaScript. */
export function renderStatusPage(view: StatusPageView): string {
  const { model } = view;
  const page = model.page;
  const paths = statusPaths(page.slug);
  const body = [
    '<div class="sw-wrap">',
    pageHeader(page),
    `<main id="sw-main" data-refresh="${escapeHtml(paths.fragment(view.past.page))}" data-refresh-seconds="${STATUS_PAGE_REFRESH_SECONDS}">`,
    renderStatusMain(view),
    '</main>',
    subscribeForm(model, paths),
    pageFooter(page, paths),
    '</div>',
  ].join('');
  const head = feedLinks(page, paths);
  return renderPublicDocument({
    title: `${page.name} status`,
    description:
      page.description ?? `${page.name}: current status, uptime over ${model.days.length} days and incident history.`,
    canonicalUrl: view.canonicalUrl,
    body,
    head,
    css: themeCss(model),
    faviconUrl: page.faviconUrl,
    mode: themeMode(page.theme),
    scripts: view.refreshScript ? [view.refreshScript] : [],
    noindex: view.noindex,
  });
}
