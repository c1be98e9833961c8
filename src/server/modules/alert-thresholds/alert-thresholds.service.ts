import type { z } from 'zod';
import { PLANS } from '../../../shared/constants/plans';
import { SMS_UNAVAILABLE } from '../../../shared/helpers/notification-display';
import {
  THRESHOLD_METRIC_INFO,
  THRESHOLD_METRICS,
  thresholdMessages,
  thresholdProblems,
  type AlertThreshold,
  type createAlertThresholdSchema,
  type ThresholdMetric,
  type updateAlertThresholdSchema,
} from '../../../shared/contracts/alert-thresholds';
import { channelLimitMessage } from '../../../shared/contracts/notification-settings';
import { thresholdMetrics } from '../../db/schema';
import { AppError, conflict, fieldError, notFound, problemsError } from '../../http/errors';
import { isUuid } from '../../http/ids';
import type { ActivityRepository } from '../activity/activity.repository';
import type { DomainLifecycleListener } from '../domains/domains.service';
import { authorize, type Workspace } from '../workspaces/workspace';
import { displayDomain } from '../../../shared/helpers/domain-name';
import { metricNotForMonitorMessage, monitorThresholdMetrics } from '../../../shared/helpers/monitor-threshold-metrics';
import type { AlertThresholdsRepository, ThresholdWithDomain } from './alert-thresholds.repository';

// The contract's metrics and the database column's are the same list.
void (THRESHOLD_METRICS satisfies readonly (typeof thresholdMetrics)[number][]);
void (thresholdMetrics satisfies readonly ThresholdMetric[]);

type CreateThreshold = z.output<typeof createAlertThresholdSchema>;
type UpdateThreshold = z.output<typeof updateAlertThresholdSchema>;

const THRESHOLD_NOT_FOUND = 'Alert threshold not found.';
const hhmm = (v: string | null) => (v ? v.slice(0, 5) : null);
const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export function toAlertThreshold({
  threshold: t,
  domainName,
  domainActive,
  monitorName,
}: ThresholdWithDomain): AlertThreshold {
  return {
    id: t.id,
    domainId: t.domainId,
    domainName,
    domainActive: domainActive ?? true,
    monitorId: t.monitorId,
    monitorName,
    metric: t.metric,
    warningThreshold: t.warningThreshold,
    criticalThreshold: t.criticalThreshold,
    businessHoursOnly: t.businessHoursOnly,
    businessHoursStart: hhmm(t.businessHoursStart),
    businessHoursEnd: hhmm(t.businessHoursEnd),
    timezone: t.timezone,
    enabled: t.enabled,
    notificationChannels: t.notificationChannels,
    cooldownMinutes: t.cooldownMinutes,
    lastTriggeredAt: t.lastTriggeredAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export interface AlertThresholdsServiceDeps {
  repo: AlertThresholdsRepository;
  activity: ActivityRepository;
  /**
   * The monitoring engine's hook, told after every change so the next checks evaluate with the new rules
   * (`domainId` null: a rule on every domain of the workspace changed).
   */
  lifecycle: Pick<DomainLifecycleListener, 'thresholdsChanged'>;
  /** Whether the server has an SMS provider: a rule cannot take up SMS without one (decision 044). */
  smsAvailable: boolean;
}

/**
 * Per-domain (or workspace-wide, or per-monitor: issue 31) alert rules of SPEC §3.2. Reading needs workspace:read, changing
 * monitoring:write; rules and domains of another workspace answer 404.
 */
export function createAlertThresholdsService({ repo, activity, lifecycle, smsAvailable }: AlertThresholdsServiceDeps) {
  async function find(ws: Workspace, id: string): Promise<ThresholdWithDomain> {
    const row = isUuid(id) ? await repo.find(ws, id) : undefined;
    if (!row) throw notFound(THRESHOLD_NOT_FOUND);
    return row;
  }

  /** The domain a rule is on, and its monitor when it has one: the workspace's, the monitor on that domain. */
  async function target(ws: Workspace, rule: CreateThreshold): Promise<{ domainId: string | null; name: string }> {
    if (rule.monitorId) {
      const monitor = await repo.monitor(ws, rule.monitorId);
      if (!monitor) {
        throw new AppError(404, 'NOT_FOUND', thresholdMessages.monitorNotFound, {
          fieldErrors: { monitorId: [thresholdMessages.monitorNotFound] },
        });
      }
      if (rule.domainId && rule.domainId !== monitor.domainId)
        throw fieldError('monitorId', thresholdMessages.monitorOtherDomain);
      if (!monitorThresholdMetrics(monitor).includes(rule.metric))
        throw fieldError('metric', metricNotForMonitorMessage(THRESHOLD_METRIC_INFO[rule.metric].label, monitor));
      return { domainId: monitor.domainId, name: `${monitor.name} on ${displayDomain(monitor.domainName)}` };
    }
    const domain = rule.domainId ? await repo.domain(ws, rule.domainId) : undefined;
    if (rule.domainId && !domain) {
      throw new AppError(404, 'NOT_FOUND', thresholdMessages.domainNotFound, {
        fieldErrors: { domainId: [thresholdMessages.domainNotFound] },
      });
    }
    return { domainId: rule.domainId, name: domain ? displayDomain(domain.name) : 'Every domain' };
  }

  /**
   * The rule as it will be stored must be sound, on a domain (or a monitor, with a metric its type has) of the
   * workspace, once per target and metric, within the plan. Answers the rule's domain (a monitor's is its own) and the
   * name the activity log keeps.
   */
  async function check(
    ws: Workspace,
    rule: CreateThreshold,
    exceptId?: string,
    hadChannels: readonly string[] = [],
  ): Promise<{ domainId: string | null; name: string | null }> {
    const invalid = problemsError(thresholdProblems(rule));
    if (invalid) throw invalid;
    const on = await target(ws, rule);
    const plan = PLANS[ws.plan];
    if (rule.notificationChannels.length > plan.maxAlertChannels) {
      const message = channelLimitMessage(plan.maxAlertChannels, plan.name);
      throw new AppError(403, 'PLAN_LIMIT_REACHED', message, {
        limit: plan.maxAlertChannels,
        plan: plan.tier,
        fieldErrors: { notificationChannels: [message] },
      });
    }
    // a rule that already had SMS keeps it (nothing is sent on it); a new one cannot take it up
    if (!smsAvailable && rule.notificationChannels.includes('sms') && !hadChannels.includes('sms')) {
      throw fieldError('notificationChannels', SMS_UNAVAILABLE);
    }
    if (await repo.duplicate(ws, { ...rule, domainId: on.domainId }, exceptId)) {
      const message = thresholdMessages.duplicate(THRESHOLD_METRIC_INFO[rule.metric].label, on.name);
      throw conflict(message, 'THRESHOLD_EXISTS', { field: 'metric', fieldErrors: { metric: [message] } });
    }
    return { domainId: on.domainId, name: on.domainId === null ? null : on.name };
  }

  async function changed(ws: Workspace, domainIds: (string | null)[]): Promise<void> {
    for (const domainId of new Set(domainIds)) {
      await lifecycle.thresholdsChanged?.({ userId: ws.userId, teamId: ws.teamId, domainId });
    }
  }

  return {
    async list(ws: Workspace): Promise<AlertThreshold[]> {
      authorize(ws, 'workspace:read');
      return (await repo.list(ws)).map(toAlertThreshold);
    },

    async create(ws: Workspace, input: CreateThreshold): Promise<AlertThreshold> {
      authorize(ws, 'monitoring:write');
      const on = await check(ws, input);
      const row = await repo.insert(ws, { ...input, domainId: on.domainId });
      await activity.record(ws, {
        action: 'threshold.created',
        entityType: 'alert_threshold',
        entityId: row.id,
        metadata: { metric: row.metric, domain: on.name },
      });
      await changed(ws, [row.domainId]);
      return toAlertThreshold((await repo.find(ws, row.id))!);
    },

    async update(ws: Workspace, id: string, input: UpdateThreshold): Promise<AlertThreshold> {
      authorize(ws, 'monitoring:write');
      const { threshold: current } = await find(ws, id);
      const patch = defined(input);
      const next: CreateThreshold = {
        domainId: current.domainId,
        // a new domain without a monitor moves the rule to that domain's home page
        monitorId: input.domainId !== undefined && input.monitorId === undefined ? null : current.monitorId,
        metric: current.metric,
        warningThreshold: current.warningThreshold,
        criticalThreshold: current.criticalThreshold,
        businessHoursOnly: current.businessHoursOnly,
        businessHoursStart: hhmm(current.businessHoursStart),
        businessHoursEnd: hhmm(current.businessHoursEnd),
        timezone: current.timezone,
        enabled: current.enabled,
        notificationChannels: current.notificationChannels,
        cooldownMinutes: current.cooldownMinutes,
        ...patch,
      };
      const on = await check(ws, next, id, current.notificationChannels);
      const stored = { ...patch, monitorId: next.monitorId, domainId: on.domainId };
      if (!(await repo.update(ws, id, stored))) throw notFound(THRESHOLD_NOT_FOUND);
      await activity.record(ws, {
        action: 'threshold.updated',
        entityType: 'alert_threshold',
        entityId: id,
        metadata: { metric: next.metric, domain: on.name },
      });
      await changed(ws, [current.domainId, on.domainId]);
      return toAlertThreshold((await repo.find(ws, id))!);
    },

    async remove(ws: Workspace, id: string): Promise<void> {
      authorize(ws, 'monitoring:write');
      const { domainName } = await find(ws, id);
      const row = await repo.remove(ws, id);
      if (!row) throw notFound(THRESHOLD_NOT_FOUND);
      await activity.record(ws, {
        action: 'threshold.deleted',
        entityType: 'alert_threshold',
        entityId: id,
        metadata: { metric: row.metric, domain: domainName },
      });
      await changed(ws, [row.domainId]);
    },
  };
}

export type AlertThresholdsService = ReturnType<typeof createAlertThresholdsService>;
