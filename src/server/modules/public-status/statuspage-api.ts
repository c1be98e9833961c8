import { PAGE_INDICATOR_LABELS } from '../../../shared/helpers/component-state';
import { incidentAddress } from '../../../shared/helpers/incident-address';
import type { ComponentState, PageIndicator } from '../../../shared/constants/status-pages';
import type { PageComponent, PageIncident, PageMaintenance, StatusPageModel } from './status-page-model';

/**
 * Statuspage v2's public answers (https://metastatuspage.com/api/v2), with its field names and enums, so existing
 * aggregators and dashboards read a Sitewarden page. Statuspage has no "maintenance" indicator: a page whose only
 * news is maintenance says "none" with the words "Service Under Maintenance".
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const STATE_RANK: ComponentState[] = [
  'operational',
  'under_maintenance',
  'degraded_performance',
  'partial_outage',
  'major_outage',
];

export function pageJson(model: StatusPageModel, url: string) {
  const updated = Math.max(
    model.page.updatedAt.getTime(),
    ...model.recentIncidents.map((i) => i.updatedAt.getTime()),
    ...model.recentIncidents.flatMap((i) => i.updates.map((u) => u.createdAt.getTime())),
  );
  return {
    id: model.page.id,
    name: model.page.name,
    url,
    time_zone: 'Etc/UTC',
    updated_at: new Date(updated).toISOString(),
  };
}

export function statusJson(model: StatusPageModel): {
  indicator: Exclude<PageIndicator, 'maintenance'>;
  description: string;
} {
  return {
    indicator: model.indicator === 'maintenance' ? 'none' : model.indicator,
    description: PAGE_INDICATOR_LABELS[model.indicator],
  };
}

function componentJson(model: StatusPageModel, c: PageComponent) {
  const group = model.groups.find((g) => g.components.includes(c));
  return {
    id: c.id,
    name: c.name,
    status: c.state,
    created_at: model.page.createdAt.toISOString(),
    updated_at: (c.checkedAt ?? model.page.updatedAt).toISOString(),
    position: c.position,
    description: null,
    showcase: true,
    // Statuspage's "the date this component started being used": when its domain or monitor was added
    start_date: c.since.toISOString().slice(0, 10),
    group_id: group?.id ?? null,
    page_id: model.page.id,
    group: false,
    only_show_if_degraded: false,
  };
}

/** Every component, then one group component per named group (its members' ids, the worst state among them). */
export function componentsJson(model: StatusPageModel) {
  const components = model.components.map((c) => componentJson(model, c));
  const groups = model.groups.flatMap((g) => {
    if (g.id === null || g.name === null) return [];
    const worst = g.components.reduce(
      (w, c) => (STATE_RANK.indexOf(c.state) > STATE_RANK.indexOf(w) ? c.state : w),
      'operational' as ComponentState,
    );
    const first = g.components[0];
    return [
      {
        id: g.id,
        name: g.name,
        status: worst,
        created_at: model.page.createdAt.toISOString(),
        updated_at: model.page.updatedAt.toISOString(),
        position: first?.position ?? 0,
        description: null,
        showcase: false,
        start_date: null,
        group_id: null,
        page_id: model.page.id,
        group: true,
        only_show_if_degraded: false,
        components: g.components.map((c) => c.id),
      },
    ];
  });
  return [...components, ...groups];
}

function affected(model: StatusPageModel, ids: string[]) {
  return model.components.filter((c) => ids.includes(c.id)).map((c) => componentJson(model, c));
}

/** `shortlink`: the incident's own page, as Statuspage's API links each incident to its page. */
export function incidentJson(model: StatusPageModel, incident: PageIncident, shortlink: string) {
  const monitoring = incident.updates.find((u) => u.status === 'monitoring');
  const components = affected(model, incident.componentIds);
  return {
    id: incident.id,
    name: incident.title,
    status: incident.status,
    created_at: incident.createdAt.toISOString(),
    updated_at: incident.updatedAt.toISOString(),
    monitoring_at: iso(monitoring?.createdAt ?? null),
    resolved_at: iso(incident.resolvedAt),
    impact: incident.impact,
    shortlink,
    started_at: incident.startedAt.toISOString(),
    page_id: model.page.id,
    // Statuspage lists them newest first
    incident_updates: [...incident.updates].reverse().map((u) => ({
      id: u.id,
      status: u.status,
      body: u.body,
      incident_id: incident.id,
      created_at: u.createdAt.toISOString(),
      updated_at: u.createdAt.toISOString(),
      display_at: u.createdAt.toISOString(),
      deliver_notifications: u.deliverNotifications,
      affected_components: components.map((c) => ({
        code: c.id,
        name: c.name,
        old_status: c.status,
        new_status: c.status,
      })),
    })),
    components,
  };
}

export function maintenanceJson(model: StatusPageModel, m: PageMaintenance, shortlink: string) {
  const components = affected(model, m.componentIds);
  const status = m.status;
  return {
    id: m.id,
    name: m.title,
    status,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
    monitoring_at: null,
    resolved_at: status === 'completed' ? m.end.toISOString() : null,
    impact: 'maintenance',
    shortlink,
    started_at: m.start.toISOString(),
    page_id: model.page.id,
    scheduled_for: m.start.toISOString(),
    scheduled_until: m.end.toISOString(),
    incident_updates: m.description
      ? [
          {
            id: `${m.id}:notice`,
            status,
            body: m.description,
            incident_id: m.id,
            created_at: m.createdAt.toISOString(),
            updated_at: m.updatedAt.toISOString(),
            display_at: m.createdAt.toISOString(),
            deliver_notifications: m.noticeSent,
            affected_components: components.map((c) => ({
              code: c.id,
              name: c.name,
              old_status: c.status,
              new_status: c.status,
            })),
          },
        ]
      : [],
    components,
  };
}

export type MaintenanceFilter = 'all' | 'upcoming' | 'active';
const MAINTENANCE_FILTERS: Record<MaintenanceFilter, (m: PageMaintenance) => boolean> = {
  all: () => true,
  upcoming: (m) => m.status === 'scheduled',
  active: (m) => m.status === 'in_progress',
};

/** The JSON documents, by their file name under api/v2/. */
export function statuspageDocuments(model: StatusPageModel, pageUrl: string) {
  const page = pageJson(model, pageUrl);
  const incident = (i: PageIncident) => incidentJson(model, i, incidentAddress(pageUrl, i.id));
  const incidents = () => model.recentIncidents.map(incident);
  const maintenances = (filter: MaintenanceFilter) =>
    model.maintenances.filter(MAINTENANCE_FILTERS[filter]).map((m) => maintenanceJson(model, m, pageUrl));
  const unresolved = () => model.activeIncidents.map(incident);
  return {
    'summary.json': () => ({
      page,
      components: componentsJson(model),
      incidents: unresolved(),
      scheduled_maintenances: model.maintenances
        .filter((m) => m.status !== 'completed')
        .map((m) => maintenanceJson(model, m, pageUrl)),
      status: statusJson(model),
    }),
    'status.json': () => ({ page, status: statusJson(model) }),
    'components.json': () => ({ page, components: componentsJson(model) }),
    'incidents.json': () => ({ page, incidents: incidents() }),
    'incidents/unresolved.json': () => ({ page, incidents: unresolved() }),
    'scheduled-maintenances.json': () => ({ page, scheduled_maintenances: maintenances('all') }),
    'scheduled-maintenances/upcoming.json': () => ({ page, scheduled_maintenances: maintenances('upcoming') }),
    'scheduled-maintenances/active.json': () => ({ page, scheduled_maintenances: maintenances('active') }),
  } satisfies Record<string, () => unknown>;
}

export type StatuspageFile = keyof ReturnType<typeof statuspageDocuments>;
export const STATUSPAGE_FILES: StatuspageFile[] = [
  'summary.json',
  'status.json',
  'components.json',
  'incidents.json',
  'incidents/unresolved.json',
  'scheduled-maintenances.json',
  'scheduled-maintenances/upcoming.json',
  'scheduled-maintenances/active.json',
];
