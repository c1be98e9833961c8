import { sql, type SQL } from 'drizzle-orm';
import type { ComponentState } from '../../../shared/constants/status-pages';
import { componentState } from '../../../shared/helpers/component-state';
import {
  isInMaintenance,
  currentOrNextOccurrence,
  type MaintenanceSchedule,
} from '../../../shared/helpers/maintenance-occurrences';
import { queryRows, type Database } from '../../db/client';
import { uuidArray } from '../../db/uuid-array';
import { componentKey, type ComponentRef } from '../../jobs/monitoring/component-changes';

// the checks name the components they change (jobs/monitoring); the pages read their state here
export { componentKey, type ComponentRef } from '../../jobs/monitoring/component-changes';

export interface MaintenanceNow {
  id: string;
  title: string;
  /** The occurrence under way. */
  startsAt: Date;
  endsAt: Date;
}

export interface ComponentStatus {
  /** The latest check's status (healthy, warning, critical, error), null before the first check. */
  latestStatus: string | null;
  checkedAt: Date | null;
  /** A maintenance window covering it now, if any. */
  maintenance: MaintenanceNow | null;
  state: ComponentState;
}

interface LatestRow {
  key: string;
  status: string | null;
  checked_at: Date | string | null;
}

interface WindowRow {
  id: string;
  title: string;
  starts_at: Date | string;
  ends_at: Date | string;
  recurrence: MaintenanceSchedule['recurrence'];
  timezone: string;
  recurs_until: Date | string | null;
  domain_id: string;
  monitor_id: string | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The latest check of each of these domains or monitors (`matching` picks a row's checks by r.id), keyed
 * 'domain:<id>' / 'monitor:<id>'; a lateral lookup on the history's index, one row each.
 */
const latestCheckOf = (kind: 'domain' | 'monitor', ids: string[], matching: SQL) => sql`
  select ${`${kind}:`} || r.id::text as key, c.status, c.checked_at
  from unnest(${uuidArray(ids)}) r(id)
  left join lateral (
    select status, checked_at from domain_checks where ${matching} order by checked_at desc limit 1
  ) c on true`;

/**
 * The state of components now (issue 17): the latest check of each (the home page's uptime check, or the monitor's),
 * and the maintenance windows covering them. One statement each, whatever the history's size: lateral lookups on the
 * (domain_id, check_type, checked_at) and (monitor_id, checked_at) indexes. Callers scope the refs to a page whose
 * components were checked to belong to its workspace.
 */
export function createComponentStatusRepository(db: Database) {
  async function latest(refs: ComponentRef[]): Promise<Map<string, LatestRow>> {
    const domainIds = [...new Set(refs.filter((r) => !r.monitorId).map((r) => r.domainId))];
    const monitorIds = [...new Set(refs.flatMap((r) => (r.monitorId ? [r.monitorId] : [])))];
    const parts = [];
    if (domainIds.length)
      parts.push(
        latestCheckOf('domain', domainIds, sql`domain_id = r.id and check_type = 'uptime' and monitor_id is null`),
      );
    if (monitorIds.length) parts.push(latestCheckOf('monitor', monitorIds, sql`monitor_id = r.id`));
    if (!parts.length) return new Map();
    const rows = await queryRows<LatestRow>(db, sql.join(parts, sql` union all `));
    return new Map(rows.map((row) => [row.key, row]));
  }

  /** Maintenance windows with a target on one of these domains (a domain target covers its monitors too). */
  async function windows(domainIds: string[]): Promise<WindowRow[]> {
    if (!domainIds.length) return [];
    return queryRows<WindowRow>(
      db,
      sql`
      select w.id, w.title, w.starts_at, w.ends_at, w.recurrence, w.timezone, w.recurs_until, t.domain_id, t.monitor_id
      from maintenance_targets t join maintenance_windows w on w.id = t.window_id
      where t.domain_id = any(${uuidArray([...new Set(domainIds)])})`,
    );
  }

  return {
    async statuses(refs: ComponentRef[], at: Date): Promise<Map<string, ComponentStatus>> {
      const [latestRows, windowRows] = await Promise.all([latest(refs), windows(refs.map((r) => r.domainId))]);
      const result = new Map<string, ComponentStatus>();
      for (const ref of refs) {
        const key = componentKey(ref);
        const row = latestRows.get(key);
        const covering = windowRows.find(
          (w) =>
            w.domain_id === ref.domainId &&
            (w.monitor_id === null || w.monitor_id === ref.monitorId) &&
            isInMaintenance(scheduleOf(w), at),
        );
        const occurrence = covering ? currentOrNextOccurrence(scheduleOf(covering), at) : null;
        const maintenance =
          covering && occurrence
            ? { id: covering.id, title: covering.title, startsAt: occurrence.start, endsAt: occurrence.end }
            : null;
        const latestStatus = row?.status ?? null;
        result.set(key, {
          latestStatus,
          checkedAt: asDate(row?.checked_at ?? null),
          maintenance,
          state: componentState(latestStatus, maintenance !== null),
        });
      }
      return result;
    },
  };
}

function scheduleOf(row: WindowRow): MaintenanceSchedule {
  return {
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    recurrence: row.recurrence,
    timezone: row.timezone,
    recursUntil: row.recurs_until,
  };
}

export type ComponentStatusRepository = ReturnType<typeof createComponentStatusRepository>;
