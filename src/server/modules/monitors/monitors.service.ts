import type { z } from 'zod';
import {
  MONITOR_TYPES,
  MONITORS_PER_DOMAIN,
  monitorMinIntervalSeconds,
  type MonitorType,
} from '../../../shared/constants/monitors';
import { PLANS } from '../../../shared/constants/plans';
import {
  monitorIntervalMessage,
  monitorLimitMessage,
  monitorSettingsSchemas,
  type CreateMonitor,
  type Monitor,
  type MonitorList,
  type MonitorStatus,
  type UpdateMonitorInput,
} from '../../../shared/contracts/monitors';
import { AppError, fieldError, notFound } from '../../http/errors';
import { isUuid } from '../../http/ids';
import { SecretsKeyError, type SecretSealer } from '../../secrets/secret-sealer';
import type { MonitorLifecycleListener } from '../../jobs/monitoring/family';
import type { ActivityRepository } from '../activity/activity.repository';
import { hashToken, randomToken } from '../auth/tokens';
import type { DomainsRepository } from '../domains/domains.repository';
import { roleAllows } from '../workspaces/permissions';
import { authorize, type Workspace } from '../workspaces/workspace';
import { checkTarget } from './monitor-target';
import { sealSecrets, separateSecrets, unsealSecrets, type MonitorSecrets } from './monitor-secrets';
import type { ChangeFeed } from '../../db/change-feed';
import type { MonitorRow, MonitorsRepository, MonitorStateRow, ScopedMonitor } from './monitors.repository';

export interface MonitorsServiceDeps {
  repo: MonitorsRepository;
  domains: Pick<DomainsRepository, 'findById'>;
  activity: ActivityRepository;
  sealer: SecretSealer;
  /** PUBLIC_URL: heartbeats' push URLs start with it. */
  publicUrl: string;
  /** The monitoring engine, told after each stored change (wired at merge; absent: nothing is scheduled). */
  lifecycle?: MonitorLifecycleListener;
  /** Tells every process's push URL cache (modules/push) that a token stopped working. */
  feed?: Pick<ChangeFeed, 'publish'>;
  now?: () => Date;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());
const percent = (up: number, total: number): number | null =>
  total > 0 ? Math.round((10_000 * up) / total) / 100 : null;

/** A check's status as the monitor's: answering but slow or partly wrong is degraded, the rest down. */
function statusOf(row: MonitorStateRow): MonitorStatus {
  if (!row.is_active || !row.domain_active) return 'paused';
  if (row.last_status === null) return 'pending';
  if (row.last_status === 'healthy') return 'up';
  return row.last_status === 'warning' ? 'degraded' : 'down';
}

/** JSON values compared regardless of key order (jsonb gives keys back in its own order). */
function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([k, w]) => [k, canonical(w)]),
          )
        : v;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Zod issues of the service's own parse in the SPEC §8 shape, fields named as in the request (`settings.url`). */
function settingsError(error: z.ZodError): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) (fieldErrors[['settings', ...issue.path].join('.')] ??= []).push(issue.message);
  return new AppError(400, 'VALIDATION_ERROR', error.issues[0]?.message ?? 'Bad request. Please check your input.', {
    fieldErrors,
  });
}

export function createMonitorsService({
  repo,
  domains,
  activity,
  sealer,
  publicUrl,
  lifecycle,
  feed,
  now = () => new Date(),
}: MonitorsServiceDeps) {
  const pushUrlOf = (token: string) => `${publicUrl}/api/push/${token}`;

  function toMonitor(ws: Workspace, row: MonitorStateRow): Monitor {
    let pushUrl: string | null = null;
    if (row.type === 'heartbeat' && roleAllows(ws.role, 'monitoring:write')) {
      try {
        const token = unsealSecrets(sealer, row.secrets).pushToken;
        pushUrl = token ? pushUrlOf(token) : null;
      } catch (error) {
        // sealed under another SECRETS_KEY: the list still answers; the new push URL button gives a working one
        if (!(error instanceof SecretsKeyError)) throw error;
      }
    }
    const times = row.recent_response_times ?? [];
    return {
      id: row.id,
      domainId: row.domain_id,
      type: row.type,
      name: row.name,
      settings: row.settings,
      intervalSeconds: row.interval_seconds,
      downtimeMinutes: row.downtime_minutes,
      alertChannels: row.alert_channels as Monitor['alertChannels'],
      isActive: row.is_active,
      status: statusOf(row),
      lastMessage: row.last_message,
      lastCheckedAt: iso(row.last_checked_at),
      responseTimeMs: row.last_response_time,
      recentResponseTimes: times.map((t) => (t === null ? null : Number(t))),
      uptime24h: percent(row.day_up, row.day_checks),
      uptime7d: percent(row.week_up, row.week_checks),
      pushUrl,
      lastPingAt: iso(row.last_ping_at),
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
    };
  }

  async function answer(ws: Workspace, id: string): Promise<Monitor> {
    const [row] = await repo.states(ws, { id }, now());
    if (!row) throw notFound('Monitor not found.');
    return toMonitor(ws, row);
  }

  /** A malformed id is a monitor that does not exist; another workspace's is one too. */
  async function find(ws: Workspace, id: string): Promise<ScopedMonitor> {
    const found = isUuid(id) ? await repo.find(ws, id) : undefined;
    if (!found) throw notFound('Monitor not found.');
    return found;
  }

  async function findDomain(ws: Workspace, domainId: string) {
    const domain = isUuid(domainId) ? await domains.findById(ws, domainId) : undefined;
    if (!domain) throw notFound('Domain not found.');
    return domain;
  }

  /** The interval a monitor gets: a heartbeat's period, else the one asked for (or the plan's shortest), never under the plan's minimum. */
  function intervalFor(
    ws: Workspace,
    type: MonitorType,
    settings: Record<string, unknown>,
    asked: number | undefined,
  ): number {
    if (type === 'heartbeat') return Number(settings.periodSeconds);
    const minimum = monitorMinIntervalSeconds(ws.plan, type);
    const interval = asked ?? minimum;
    if (interval < minimum) throw fieldError('intervalSeconds', monitorIntervalMessage(minimum, PLANS[ws.plan].name));
    return interval;
  }

  /** The settings as stored (target host in ASCII, secrets taken out) and the secrets to seal; 400 for a target off the domain. */
  function storedSettings(
    type: MonitorType,
    settings: Record<string, unknown>,
    domainName: string,
    previous: MonitorSecrets,
  ) {
    const target = checkTarget(type, settings, domainName);
    if (!target.ok) throw fieldError(target.field, target.message);
    return separateSecrets(type, target.settings, previous);
  }

  function newPushToken(): { token: string; hash: string } {
    const token = randomToken(32);
    return { token, hash: hashToken(token) };
  }

  const entry = (action: string, row: MonitorRow, domainName: string) => ({
    action,
    entityType: 'monitor',
    entityId: row.id,
    metadata: { name: row.name, type: row.type, domain: domainName },
  });

  return {
    async list(ws: Workspace, domainId: string): Promise<MonitorList> {
      authorize(ws, 'workspace:read');
      await findDomain(ws, domainId);
      const rows = await repo.states(ws, { domainId }, now());
      const minIntervalSeconds = Object.fromEntries(
        MONITOR_TYPES.map((type) => [type, monitorMinIntervalSeconds(ws.plan, type)]),
      );
      return {
        data: rows.map((row) => toMonitor(ws, row)),
        limit: MONITORS_PER_DOMAIN[ws.plan],
        minIntervalSeconds: minIntervalSeconds as MonitorList['minIntervalSeconds'],
      };
    },

    get(ws: Workspace, id: string): Promise<Monitor> {
      authorize(ws, 'workspace:read');
      return isUuid(id) ? answer(ws, id) : Promise.reject(notFound('Monitor not found.'));
    },

    async create(ws: Workspace, domainId: string, input: CreateMonitor): Promise<Monitor> {
      authorize(ws, 'monitoring:write');
      const domain = await findDomain(ws, domainId);
      if (!domain.isActive) throw notFound('Domain not found.');
      const limit = MONITORS_PER_DOMAIN[ws.plan];
      const settings = input.settings as Record<string, unknown>;
      const intervalSeconds = intervalFor(ws, input.type, settings, input.intervalSeconds);
      const stored = storedSettings(input.type, settings, domain.name, {});
      const push = input.type === 'heartbeat' ? newPushToken() : undefined;
      if (push) stored.secrets.pushToken = push.token;
      const row = await repo.insertWithinLimit(
        {
          domainId: domain.id,
          type: input.type,
          name: input.name,
          settings: stored.settings,
          secrets: sealSecrets(sealer, stored.secrets),
          intervalSeconds,
          downtimeMinutes: input.downtimeMinutes,
          alertChannels: input.alertChannels,
          pushTokenHash: push?.hash ?? null,
          isActive: input.isActive,
        },
        limit,
      );
      if (!row)
        throw new AppError(403, 'PLAN_LIMIT_REACHED', monitorLimitMessage(limit, PLANS[ws.plan].name), {
          limit,
          plan: ws.plan,
        });
      await activity.record(ws, entry('monitor.added', row, domain.name));
      await feed?.publish({ type: 'monitor', monitorId: row.id });
      if (row.isActive) await lifecycle?.monitorChanged(row.id, { checkNow: true });
      return answer(ws, row.id);
    },

    /** An edit: settings are the type's whole settings again (validated here, secrets left out keep theirs). */
    async update(ws: Workspace, id: string, input: UpdateMonitorInput): Promise<Monitor> {
      authorize(ws, 'monitoring:write');
      const { monitor: current, domainName } = await find(ws, id);
      let settings = current.settings;
      let secrets = current.secrets;
      let settingsChanged = false;
      if (input.settings !== undefined) {
        const parsed = monitorSettingsSchemas[current.type].safeParse(input.settings);
        if (!parsed.success) throw settingsError(parsed.error);
        const previous = unsealSecrets(sealer, current.secrets);
        const stored = storedSettings(current.type, parsed.data, domainName, previous);
        settingsChanged = !sameValue(stored.settings, current.settings) || !sameValue(stored.secrets, previous);
        settings = stored.settings;
        secrets = sealSecrets(sealer, stored.secrets);
      }
      const intervalSeconds =
        current.type === 'heartbeat' || input.intervalSeconds !== undefined
          ? intervalFor(ws, current.type, settings, input.intervalSeconds ?? current.intervalSeconds)
          : current.intervalSeconds;
      const row = await repo.update(ws, id, {
        name: input.name ?? current.name,
        settings,
        secrets: settingsChanged ? secrets : current.secrets,
        intervalSeconds,
        downtimeMinutes: input.downtimeMinutes === undefined ? current.downtimeMinutes : input.downtimeMinutes,
        alertChannels: input.alertChannels === undefined ? current.alertChannels : input.alertChannels,
        isActive: input.isActive ?? current.isActive,
      });
      if (!row) throw notFound('Monitor not found.');
      const paused = current.isActive && !row.isActive;
      const resumed = !current.isActive && row.isActive;
      await activity.record(
        ws,
        entry(paused ? 'monitor.paused' : resumed ? 'monitor.resumed' : 'monitor.updated', row, domainName),
      );
      // the checks' cached instance of it (monitor-instance-cache.ts), in every process
      await feed?.publish({ type: 'monitor', monitorId: id });
      if (paused) await lifecycle?.monitorChanged(id, { checkNow: false });
      else if (row.isActive) {
        const retarget = resumed || settingsChanged || row.intervalSeconds !== current.intervalSeconds;
        await lifecycle?.monitorChanged(id, { checkNow: retarget });
      }
      return answer(ws, id);
    },

    async remove(ws: Workspace, id: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      const { monitor, domainName } = await find(ws, id);
      if (!(await repo.remove(ws, id))) throw notFound('Monitor not found.');
      await activity.record(ws, entry('monitor.removed', monitor, domainName));
      await feed?.publish({ type: 'monitor', monitorId: id });
      await lifecycle?.monitorRemoved(id, monitor.type);
    },

    /** A heartbeat's new push URL: the old token's hash is replaced, so pings to the old URL find nothing. */
    async resetPushToken(ws: Workspace, id: string): Promise<Monitor> {
      authorize(ws, 'monitoring:write');
      const { monitor, domainName } = await find(ws, id);
      if (monitor.type !== 'heartbeat')
        throw new AppError(400, 'NOT_A_HEARTBEAT', 'Only heartbeat monitors have a push URL.');
      const push = newPushToken();
      // a heartbeat's only secret is its push token: one sealed under another key is simply replaced
      const secrets: MonitorSecrets = { pushToken: push.token };
      const row = await repo.update(ws, id, { secrets: sealSecrets(sealer, secrets), pushTokenHash: push.hash });
      if (!row) throw notFound('Monitor not found.');
      await activity.record(ws, entry('monitor.push_url_reset', row, domainName));
      await feed?.publish({ type: 'monitor', monitorId: id });
      return answer(ws, id);
    },
  };
}

export type MonitorsService = ReturnType<typeof createMonitorsService>;
