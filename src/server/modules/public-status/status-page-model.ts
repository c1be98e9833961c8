import { createHash } from 'node:crypto';
import type {
  ComponentState,
  IncidentImpact,
  IncidentStatus,
  PageIndicator,
  StatusPageTheme,
} from '../../../shared/constants/status-pages';
import {
  STATUS_PAGE_HISTORY_DAYS_MAX,
  STATUS_PAGE_HISTORY_DAYS_MIN,
  STATUS_PAGE_INCIDENTS_PER_PAGE,
} from '../../../shared/constants/status-pages';
import { pageIndicator } from '../../../shared/helpers/component-state';
import { occurrencesBetween } from '../../../shared/helpers/maintenance-occurrences';
import { uptimeExcludingMaintenance } from '../../../shared/helpers/maintenance-uptime';
import type { Outage } from '../../../shared/helpers/reliability';
import { renderMarkdown } from '../../content/markdown';
import {
  componentKey,
  type ComponentRef,
  type ComponentStatusRepository,
} from '../status-pages/component-status.repository';
import { publicComponentName } from '../status-pages/component-names';
import { servedHost } from '../status-pages/custom-domain-proof';
import { assetIdOf } from '../status-pages/status-page-assets';
import { pageBrand, type PageBrand } from './page-brand';
import type { PastDaysCache } from './past-days-cache';
import { statusPaths } from './status-paths';
import type {
  DayFigures,
  IncidentRow,
  IncidentUpdateRow,
  MaintenanceRow,
  OutageRow,
  PublicStatusRepository,
  StatusPageRow,
} from './public-status.repository';

/** One UTC day of a component's bar. */
export interface DayBar {
  /** YYYY-MM-DD (UTC). */
  day: string;
  checks: number;
  /** Checks that were up (healthy or warning). */
  ok: number;
  /** Percentage of checks up; null: no data that day. */
  uptime: number | null;
  /** Average response time of the day's checks, ms; null without timed checks. */
  avgResponseMs: number | null;
  /** Minutes of down or degraded periods within the day. */
  outageMinutes: number;
  /** Minutes of the day inside maintenance windows covering the component. */
  maintenanceMinutes: number;
  /** The day's uptime with maintenance time left out (decision 054); null when no maintenance fell that day. */
  uptimeExcludingMaintenance: number | null;
  /** Incidents of the page touching this component that day. */
  incidents: { id: string; title: string }[];
}

export interface PageComponent {
  id: string;
  name: string;
  groupName: string | null;
  /** 1-based, in the page's order. */
  position: number;
  ref: ComponentRef;
  /**
   * When what it watches (the monitor, else the domain) was added: its figures count from then, and the days before
   * it are "no data", never downtime.
   */
  since: Date;
  state: ComponentState;
  /** No check yet: the screen says "No data yet" (the JSON says operational). */
  hasData: boolean;
  checkedAt: Date | null;
  maintenanceTitle: string | null;
  days: DayBar[];
  /** The whole history's uptime with maintenance time left out; null when no maintenance fell in it. */
  uptimeExcludingMaintenance: number | null;
  /** Checks and successes of the last 24 hours (badges). */
  lastDay: { total: number; ok: number };
  /** The last 24 hours' average response time per hour, oldest first (the chart of a page's first days). */
  recentResponse: { hour: Date; avgMs: number }[];
}

export interface ComponentGroup {
  /** Stable id of a named group (Statuspage's group component id); null for the ungrouped components. */
  id: string | null;
  name: string | null;
  components: PageComponent[];
}

export interface IncidentUpdate {
  id: string;
  status: IncidentStatus;
  /** Markdown as written, and rendered (raw HTML escaped). */
  body: string;
  html: string;
  /** Whether the page's subscribers were told of it (Statuspage's deliver_notifications). */
  deliverNotifications: boolean;
  createdAt: Date;
}

export interface PageIncident {
  id: string;
  title: string;
  status: IncidentStatus;
  impact: IncidentImpact;
  descriptionHtml: string | null;
  componentIds: string[];
  startedAt: Date;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Oldest first. */
  updates: IncidentUpdate[];
}

export interface PageMaintenance {
  /** The window's id and, for recurring windows, the occurrence's start: one id per occurrence. */
  id: string;
  title: string;
  description: string | null;
  descriptionHtml: string | null;
  start: Date;
  end: Date;
  status: 'scheduled' | 'in_progress' | 'completed';
  componentIds: string[];
  /** Whether its subscribers were told of it. */
  noticeSent: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface PageInfo {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  logoUrl: string | null;
  faviconUrl: string | null;
  theme: StatusPageTheme;
  customCss: string | null;
  customDomain: string | null;
  allowSubscriptions: boolean;
  historyDays: number;
  /** The workspace's partner brand in the footer, or null: "Powered by Sitewarden" (page-brand.ts). */
  brand: PageBrand | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface StatusPageModel {
  page: PageInfo;
  components: PageComponent[];
  groups: ComponentGroup[];
  indicator: PageIndicator;
  /** The UTC days of the bars, oldest first. */
  days: string[];
  activeIncidents: PageIncident[];
  /** The newest incidents (resolved or not), newest first: the JSON's list. */
  recentIncidents: PageIncident[];
  /** The first page of the resolved incidents. */
  pastIncidents: { incidents: PageIncident[]; hasMore: boolean };
  /** Occurrences under way, upcoming (next 60 days) and recently completed (last 7 days), by start. */
  maintenances: PageMaintenance[];
  generatedAt: Date;
}

/** Incidents in the JSON's list (Statuspage answers its 50 newest). */
export const RECENT_INCIDENTS = 50;
const DAY_MS = 86_400_000;
const UPCOMING_MS = 60 * DAY_MS;
const COMPLETED_MS = 7 * DAY_MS;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A named group's id: stable for the page and name, so aggregators keep it across reloads. */
export const groupId = (pageId: string, name: string) =>
  createHash('sha256').update(`${pageId}\n${name}`).digest('hex').slice(0, 24);

export function historyDays(now: Date, count: number): string[] {
  const n = Math.min(STATUS_PAGE_HISTORY_DAYS_MAX, Math.max(STATUS_PAGE_HISTORY_DAYS_MIN, count));
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return Array.from({ length: n }, (_, i) => isoDay(today - (n - 1 - i) * DAY_MS));
}

const lenient = (markdown: string) => renderMarkdown(markdown, { checks: 'lenient' }).html;

/** The one naming rule (status-pages/component-names.ts): automatic incidents use it too. */
export const componentName = publicComponentName;

/** An uploaded image's address on the page: under the page's own path, which a private page's unlock cookie covers. */
const pageAssetUrl = (slug: string, stored: string | null) => {
  const assetId = assetIdOf(stored);
  return assetId ? statusPaths(slug).asset(assetId) : stored;
};

export function pageInfo(row: StatusPageRow, brand: PageBrand | null = null): PageInfo {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    logoUrl: pageAssetUrl(row.slug, row.logoUrl),
    faviconUrl: pageAssetUrl(row.slug, row.faviconUrl),
    theme: row.themeConfig,
    customCss: row.customCss,
    customDomain: servedHost(row),
    allowSubscriptions: row.allowSubscriptions,
    historyDays: row.showHistoryDays,
    brand,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The incidents with their timelines, Markdown rendered once here (the cache keeps the HTML). */
export function toIncidents(rows: IncidentRow[], updates: IncidentUpdateRow[]): PageIncident[] {
  const byIncident = new Map<string, IncidentUpdate[]>();
  for (const u of updates) {
    const list = byIncident.get(u.incidentId) ?? [];
    list.push({
      id: u.id,
      status: u.status,
      body: u.message,
      html: lenient(u.message),
      deliverNotifications: u.deliverNotifications,
      createdAt: u.createdAt,
    });
    byIncident.set(u.incidentId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    impact: row.severity,
    descriptionHtml: row.description ? lenient(row.description) : null,
    componentIds: row.affectedComponents,
    startedAt: row.startedAt,
    resolvedAt: row.resolvedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    updates: byIncident.get(row.id) ?? [],
  }));
}

/** Each component's minutes of outages per day of the bars, none before it existed (`since`, by key). */
function outageMinutesByDay(
  outages: OutageRow[],
  days: string[],
  since: Map<string, number>,
  now: Date,
): Map<string, number[]> {
  const result = new Map<string, number[]>();
  const first = dayStart(days[0]!);
  for (const outage of outages) {
    const key = componentKey({ domainId: outage.domain_id, monitorId: outage.monitor_id });
    const minutes = result.get(key) ?? days.map(() => 0);
    result.set(key, minutes);
    const start = Math.max(new Date(outage.start_time).getTime(), since.get(key) ?? 0);
    const end = outage.end_time === null ? now.getTime() : new Date(outage.end_time).getTime();
    for (let i = Math.max(0, Math.floor((start - first) / DAY_MS)); i < days.length; i++) {
      const from = first + i * DAY_MS;
      if (from >= end) break;
      const overlap = Math.min(end, from + DAY_MS) - Math.max(start, from);
      if (overlap > 0) minutes[i] = (minutes[i] ?? 0) + overlap / 60_000;
    }
  }
  return result;
}

/**
 * The SLA view (decision 054): each day's uptime and the whole history's with the time of the maintenance windows
 * covering the component left out, and outage time inside them not counted as downtime. Periods start when the
 * component's target was added (`since`): a window before that covered nothing of it.
 */
function withMaintenanceUptime(
  days: DayBar[],
  ref: ComponentRef,
  since: number,
  outages: OutageRow[],
  windows: MaintenanceRow[],
  now: Date,
): number | null {
  const covering = windows.filter((w) =>
    w.targets.some((t) => t.domainId === ref.domainId && (t.monitorId === null || t.monitorId === ref.monitorId)),
  );
  if (!covering.length) return null;
  const mine: Outage[] = outages
    .filter((o) => o.domain_id === ref.domainId && o.monitor_id === ref.monitorId)
    .map((o) => ({
      start: new Date(o.start_time).getTime(),
      end: o.end_time === null ? null : new Date(o.end_time).getTime(),
    }));
  let checks = 0;
  let ok = 0;
  for (const day of days) {
    const from = Math.max(dayStart(day.day), since);
    const to = Math.min(dayStart(day.day) + DAY_MS, now.getTime());
    if (to <= from) continue;
    const figure = uptimeExcludingMaintenance({ from, to, measured: day.uptime, outages: mine, maintenance: covering });
    day.maintenanceMinutes = Math.round(figure.maintenanceMs / 60_000);
    day.uptimeExcludingMaintenance = figure.uptimeExcludingMaintenance;
    checks += day.checks;
    ok += day.ok;
  }
  const from = Math.max(dayStart(days[0]!.day), since);
  if (now.getTime() <= from) return null;
  return uptimeExcludingMaintenance({
    from,
    to: now.getTime(),
    measured: checks ? (100 * ok) / checks : null,
    outages: mine,
    maintenance: covering,
  }).uptimeExcludingMaintenance;
}

/**
 * A component's bar per day. The days that ended before its target was added (`since`) are "no data" whatever the
 * rows say: nothing of it was watched then, so nothing there is uptime or downtime, nor an incident of it.
 */
function dayBars(
  key: string,
  componentId: string,
  days: string[],
  since: number,
  figures: Map<string, DayFigures[]>,
  outageMinutes: number[] | undefined,
  incidents: PageIncident[],
  now: Date,
): DayBar[] {
  const byDay = new Map<string, { total: number; ok: number; rtSum: number; rtCount: number }>();
  for (const f of figures.get(key) ?? []) {
    const sum = byDay.get(f.day) ?? { total: 0, ok: 0, rtSum: 0, rtCount: 0 };
    sum.total += Number(f.total);
    sum.ok += Number(f.ok);
    sum.rtSum += Number(f.rt_sum);
    sum.rtCount += Number(f.rt_count);
    byDay.set(f.day, sum);
  }
  const mine = incidents.filter((i) => i.componentIds.length === 0 || i.componentIds.includes(componentId));
  return days.map((day, i) => {
    const from = dayStart(day);
    const watched = from + DAY_MS > since;
    const sum = watched ? byDay.get(day) : undefined;
    return {
      day,
      checks: sum?.total ?? 0,
      ok: sum?.ok ?? 0,
      uptime: sum && sum.total > 0 ? (100 * sum.ok) / sum.total : null,
      avgResponseMs: sum && sum.rtCount > 0 ? sum.rtSum / sum.rtCount : null,
      outageMinutes: watched ? Math.round(outageMinutes?.[i] ?? 0) : 0,
      maintenanceMinutes: 0,
      uptimeExcludingMaintenance: null,
      incidents: watched
        ? mine
            .filter((inc) => inc.startedAt.getTime() < from + DAY_MS && (inc.resolvedAt ?? now).getTime() >= from)
            .map((inc) => ({ id: inc.id, title: inc.title }))
        : [],
    };
  });
}

function groupsOf(pageId: string, components: PageComponent[]): ComponentGroup[] {
  const groups: ComponentGroup[] = [];
  const byName = new Map<string | null, ComponentGroup>();
  for (const component of components) {
    // a group sits where its first component is; ungrouped components between groups keep their place
    const name = component.groupName;
    let group = name === null ? undefined : byName.get(name);
    if (!group || name === null) {
      const last = groups.at(-1);
      if (name === null && last && last.name === null) group = last;
      else {
        group = { id: name === null ? null : groupId(pageId, name), name, components: [] };
        groups.push(group);
        if (name !== null) byName.set(name, group);
      }
    }
    group.components.push(component);
  }
  return groups;
}

/** The occurrences of the windows the page shows, each naming the page's components it covers. */
export function toMaintenances(windows: MaintenanceRow[], components: PageComponent[], now: Date): PageMaintenance[] {
  const found: PageMaintenance[] = [];
  const from = new Date(now.getTime() - COMPLETED_MS);
  const to = new Date(now.getTime() + UPCOMING_MS);
  for (const w of windows) {
    const componentIds = components
      .filter((c) =>
        w.targets.some(
          (t) => t.domainId === c.ref.domainId && (t.monitorId === null || t.monitorId === c.ref.monitorId),
        ),
      )
      .map((c) => c.id);
    if (!componentIds.length) continue;
    const descriptionHtml = w.description ? lenient(w.description) : null;
    for (const o of occurrencesBetween(w, from, to).slice(0, 20)) {
      found.push({
        id: w.recurrence === 'none' ? w.id : `${w.id}:${o.start.getTime()}`,
        title: w.title,
        description: w.description,
        descriptionHtml,
        start: o.start,
        end: o.end,
        status: o.end <= now ? 'completed' : o.start <= now ? 'in_progress' : 'scheduled',
        componentIds,
        noticeSent: w.noticeSentAt !== null,
        createdAt: new Date(w.createdAt),
        updatedAt: new Date(w.updatedAt),
      });
    }
  }
  return found.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export interface ModelDeps {
  repo: PublicStatusRepository;
  componentStatus: ComponentStatusRepository;
  /** The monitors' finished days, kept across reads of the model. */
  pastDays: PastDaysCache;
}

/**
 * Everything a page shows, read once (the cache keeps it): components with their state and daily bars, incidents
 * with their timelines, maintenance occurrences and the indicator. A dozen statements whatever the page's size.
 */
export async function loadStatusPageModel(
  { repo, componentStatus, pastDays }: ModelDeps,
  row: StatusPageRow,
  now: Date,
): Promise<StatusPageModel> {
  const days = historyDays(now, row.showHistoryDays);
  const since = new Date(dayStart(days[0]!));
  const componentRows = await repo.components(row);
  const refs = componentRows.map((c) => ({ domainId: c.domain_id, monitorId: c.monitor_id }));
  const domainIds = [...new Set(refs.filter((r) => !r.monitorId).map((r) => r.domainId))];
  const monitorIds = refs.flatMap((r) => (r.monitorId ? [r.monitorId] : []));
  const today = days.at(-1)!;
  const [
    statuses,
    domainDays,
    monitorPastDays,
    monitorToday,
    outages,
    lastDay,
    incidentRows,
    resolvedRows,
    windows,
    partner,
  ] = await Promise.all([
    componentStatus.statuses(refs, now),
    repo.domainDays(domainIds, days[0]!),
    pastDays.monitorDays(monitorIds, days[0]!, today),
    repo.monitorDays(monitorIds, today),
    repo.outages(domainIds, monitorIds, since),
    repo.recentFigures(domainIds, monitorIds, new Date(now.getTime() - DAY_MS)),
    repo.incidents(row.id, since, RECENT_INCIDENTS),
    repo.resolvedIncidents(row.id, 0, STATUS_PAGE_INCIDENTS_PER_PAGE + 1),
    repo.maintenanceWindows(
      row,
      refs.map((r) => r.domainId),
    ),
    repo.partnerOf(row),
  ]);
  const pastRows = resolvedRows.slice(0, STATUS_PAGE_INCIDENTS_PER_PAGE);
  const known = new Set(incidentRows.map((i) => i.id));
  const updates = await repo.updatesOf([...known, ...pastRows.filter((r) => !known.has(r.id)).map((r) => r.id)]);
  const incidents = toIncidents(incidentRows, updates);
  const past = toIncidents(pastRows, updates);

  const figures = new Map<string, DayFigures[]>();
  for (const f of [...domainDays, ...monitorPastDays, ...monitorToday])
    figures.set(f.key, [...(figures.get(f.key) ?? []), f]);
  // when each component's target was added (a monitor, else its domain): what it shows counts from then
  const watchedSince = new Map(
    componentRows.map((c, i) => [
      componentKey(refs[i]!),
      new Date(c.monitor_created_at ?? c.domain_created_at).getTime(),
    ]),
  );
  const minutes = outageMinutesByDay(outages, days, watchedSince, now);
  const lastDayByKey = new Map<string, { total: number; ok: number }>();
  const hoursByKey = new Map<string, { hour: Date; avgMs: number }[]>();
  for (const r of lastDay) {
    const sum = lastDayByKey.get(r.key) ?? { total: 0, ok: 0 };
    sum.total += Number(r.total);
    sum.ok += Number(r.ok);
    lastDayByKey.set(r.key, sum);
    if (Number(r.rt_count) > 0) {
      const hours = hoursByKey.get(r.key) ?? [];
      hours.push({ hour: new Date(r.hour), avgMs: Number(r.rt_sum) / Number(r.rt_count) });
      hoursByKey.set(r.key, hours);
    }
  }

  const components: PageComponent[] = componentRows.map((c, i) => {
    const ref = refs[i]!;
    const key = componentKey(ref);
    const status = statuses.get(key);
    const watchedFrom = watchedSince.get(key)!;
    const bars = dayBars(key, c.id, days, watchedFrom, figures, minutes.get(key), incidents, now);
    return {
      id: c.id,
      name: componentName(c),
      groupName: c.group_name,
      position: i + 1,
      ref,
      since: new Date(watchedFrom),
      state: status?.state ?? 'operational',
      hasData: status?.latestStatus != null,
      checkedAt: status?.checkedAt ?? null,
      maintenanceTitle: status?.maintenance?.title ?? null,
      days: bars,
      uptimeExcludingMaintenance: withMaintenanceUptime(bars, ref, watchedFrom, outages, windows, now),
      lastDay: lastDayByKey.get(key) ?? { total: 0, ok: 0 },
      recentResponse: (hoursByKey.get(key) ?? []).sort((a, b) => a.hour.getTime() - b.hour.getTime()),
    };
  });
  const activeIncidents = incidents.filter((i) => i.resolvedAt === null);
  return {
    page: pageInfo(row, pageBrand(partner)),
    components,
    groups: groupsOf(row.id, components),
    indicator: pageIndicator(
      components.map((c) => c.state),
      activeIncidents.map((i) => i.impact),
    ),
    days,
    activeIncidents,
    recentIncidents: incidents.slice(0, RECENT_INCIDENTS),
    pastIncidents: { incidents: past, hasMore: resolvedRows.length > STATUS_PAGE_INCIDENTS_PER_PAGE },
    maintenances: toMaintenances(windows, components, now),
    generatedAt: now,
  };
}

/**
 * One incident of the page for its own page (decision 079): from the model when it holds it (the open, recent and
 * first past ones: what visitors follow links to), else read. Undefined when the page has no such incident.
 */
export async function findPageIncident(
  repo: PublicStatusRepository,
  model: StatusPageModel,
  incidentId: string,
): Promise<PageIncident | undefined> {
  const kept = [...model.recentIncidents, ...model.pastIncidents.incidents].find((i) => i.id === incidentId);
  if (kept) return kept;
  const row = await repo.incidentOfPage(model.page.id, incidentId);
  return row ? toIncidents([row], await repo.updatesOf([row.id]))[0] : undefined;
}

/** One page (1-based) of the resolved incidents, beyond the first (which the model keeps). */
export async function loadPastIncidents(repo: PublicStatusRepository, pageId: string, page: number) {
  const rows = await repo.resolvedIncidents(
    pageId,
    (page - 1) * STATUS_PAGE_INCIDENTS_PER_PAGE,
    STATUS_PAGE_INCIDENTS_PER_PAGE + 1,
  );
  const shown = rows.slice(0, STATUS_PAGE_INCIDENTS_PER_PAGE);
  return {
    incidents: toIncidents(shown, await repo.updatesOf(shown.map((r) => r.id))),
    hasMore: rows.length > STATUS_PAGE_INCIDENTS_PER_PAGE,
  };
}
