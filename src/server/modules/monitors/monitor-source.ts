import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { SecretSealer } from '../../secrets/secret-sealer';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { MonitorType } from '../../../shared/constants/monitors';
import type { MonitorInstance, MonitorSource, ScheduledMonitor } from '../../jobs/monitoring/family';
import { DOMAIN_PLAN, DOMAIN_WITH_PLAN_OWNER, IS_PROBED } from '../../jobs/monitoring/monitoring.repository';
import { openedSettings } from './monitor-secrets';

interface ScheduledRow {
  id: string;
  domain_id: string;
  type: MonitorType;
  plan: SubscriptionTier;
  interval_seconds: number;
  settings: Record<string, unknown>;
}

interface InstanceRow {
  id: string;
  domain_id: string;
  type: MonitorType;
  name: string;
  settings: Record<string, unknown>;
  secrets: string | null;
  interval_seconds: number;
  downtime_minutes: number | null;
  alert_channels: string[] | null;
}

/**
 * Where the monitoring engine finds monitors (jobs/monitoring/family.ts). Probed: the monitor is active and its
 * domain is probed (active, not the demo's): a deleted domain keeps its monitors for a restore, unchecked. Scheduling
 * sees the stored settings only; a check's instance() has its secrets opened.
 */
export function createMonitorSource(db: Database, sealer: SecretSealer): MonitorSource {
  const scheduled = async (where: ReturnType<typeof sql>): Promise<ScheduledMonitor[]> => {
    const rows = await queryRows<ScheduledRow>(
      db,
      sql`
      select m.id, m.domain_id, m.type, ${DOMAIN_PLAN} as plan, m.interval_seconds, m.settings
      from ${DOMAIN_WITH_PLAN_OWNER}
      join monitors m on m.domain_id = d.id
      where m.is_active = true and ${IS_PROBED} and ${where}
      order by m.created_at, m.id`,
    );
    return rows.map((r) => ({
      id: r.id,
      domainId: r.domain_id,
      type: r.type,
      plan: r.plan,
      intervalSeconds: r.interval_seconds,
      settings: r.settings,
    }));
  };

  return {
    probedMonitors: () => scheduled(sql`true`),
    monitorsOfDomain: (domainId) => scheduled(sql`d.id = ${domainId}`),
    async instance(monitorId): Promise<MonitorInstance | undefined> {
      const [row] = await queryRows<InstanceRow>(
        db,
        sql`
        select m.id, m.domain_id, m.type, m.name, m.settings, m.secrets, m.interval_seconds, m.downtime_minutes, m.alert_channels
        from ${DOMAIN_WITH_PLAN_OWNER}
        join monitors m on m.domain_id = d.id
        where m.id = ${monitorId} and m.is_active = true and ${IS_PROBED}`,
      );
      if (!row) return undefined;
      return {
        id: row.id,
        domainId: row.domain_id,
        type: row.type,
        name: row.name,
        settings: openedSettings(sealer, row),
        intervalSeconds: row.interval_seconds,
        downtimeMinutes: row.downtime_minutes,
        alertChannels: row.alert_channels,
        isActive: true,
      };
    },
  };
}
