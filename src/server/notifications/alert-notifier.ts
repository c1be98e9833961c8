import { PLANS } from '../../shared/constants/plans';
import type { AlertType } from '../db/schema';
import {
  decideNotification,
  localMinutes,
  type Channel,
  type NotifyContext,
  type NotifyDecision,
} from '../jobs/evaluate/notify-policy';
import type { DomainContext } from '../jobs/monitoring/monitoring.repository';
import type { AlertNotifier, AlertRow } from '../jobs/monitoring/notifier';
import type { Scheduler } from '../jobs/scheduler/types';
import { CHANNEL_ORDER, type ChannelRegistry } from './channels/registry';
import type { Audience, AlertSubject, ChannelName, ChannelTarget } from './channels/types';
import type { DeliveryService } from './delivery';
import { safeZone } from './format';
import { hhmm, type NotificationRepository, type ThresholdMetric } from './notification.repository';

export const NOTIFY_RELEASE_JOB = 'notify-release';

export interface NotifyReleaseData {
  alertId: string;
  domainId: string;
}

export type NotificationLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  data?: Record<string, unknown>,
) => void;

export const consoleLog: NotificationLog = (level, message, data) => {
  if (level === 'info') return;
  console[level](`[notifications] ${message}`, data ?? '');
};

/** What the notifier did with an opened alert (tests and logs read it). */
export interface OpenedOutcome {
  decision: NotifyDecision;
  deliveryIds: number[];
  /** Set when quiet hours held a non-critical alert: it is looked at again then. */
  heldUntil?: Date;
}

/**
 * alert_thresholds.metric of an alert, when the workspace can have a rule for it. Registration alerts have none: the
 * certificate's `ssl_expiry_days` rule (its channels, hours, cooldown) does not govern them (decision 077).
 */
const METRIC_BY_TYPE: Partial<Record<AlertType, ThresholdMetric>> = {
  downtime: 'downtime_minutes',
  ssl_expiry: 'ssl_expiry_days',
};
const PERFORMANCE_METRICS: Record<string, ThresholdMetric> = {
  'response time': 'response_time',
  'performance score': 'performance_score',
  lcp: 'lcp',
  inp: 'inp',
  cls: 'cls',
  fcp: 'fcp',
  ttfb: 'ttfb',
};

export function thresholdMetricOf(alert: Pick<AlertRow, 'type' | 'metadata'>): ThresholdMetric | undefined {
  const metric = typeof alert.metadata?.metric === 'string' ? alert.metadata.metric.toLowerCase() : '';
  if (alert.type === 'performance') return PERFORMANCE_METRICS[metric];
  // the uptime-percentage rule files its alerts as downtime (jobs/monitoring/uptime-rule.ts)
  if (alert.type === 'downtime' && metric === 'uptime') return 'uptime_percentage';
  return METRIC_BY_TYPE[alert.type];
}

/** Milliseconds from `now` until the wall clock of `timezone` reads `end` (the end of quiet hours), plus a second. */
export function msUntilLocalTime(now: Date, end: string, timezone: string): number {
  const [h, m] = end.split(':').map(Number);
  const target = (h ?? 0) * 60 + (m ?? 0);
  const diff = (target - localMinutes(now, timezone) + 1440) % 1440 || 1440;
  return Math.max(1_000, diff * 60_000 - (now.getUTCSeconds() * 1000 + now.getUTCMilliseconds()) + 1_000);
}

export interface AlertNotifierDeps {
  repo: NotificationRepository;
  channels: ChannelRegistry;
  delivery: DeliveryService;
  scheduler: Scheduler;
  domainContext: (domainId: string) => Promise<DomainContext | undefined>;
  now: () => Date;
  log: NotificationLog;
}

/**
 * The AlertNotifier of the monitoring engine. For an opened alert: who hears about it (the workspace's audience),
 * on which channels (`decideNotification`: preferences, the plan's channel cap, quiet hours, business hours and
 * cooldown of a per-domain or workspace alert_thresholds rule), then one queued delivery row and one `notify`
 * job per target. A recovery goes to the channels the opening went to, whatever the clock says.
 */
export function createAlertNotifier(deps: AlertNotifierDeps) {
  const { repo, channels } = deps;

  function targetsBy(
    audience: Audience,
    subject: AlertSubject,
    only?: ReadonlySet<ChannelName>,
  ): Map<ChannelName, ChannelTarget[]> {
    const out = new Map<ChannelName, ChannelTarget[]>();
    for (const id of CHANNEL_ORDER) {
      if (only && !only.has(id)) continue;
      const targets = channels[id].targets(audience, subject);
      if (targets.length) out.set(id, targets);
    }
    return out;
  }

  async function notifyOpened(domain: DomainContext, alert: AlertRow): Promise<OpenedOutcome> {
    const audience = await repo.audience(domain);
    if (!audience) return { decision: { send: false, reason: 'no-channel' }, deliveryIds: [] };
    const targets = targetsBy(audience, { type: alert.type, severity: alert.severity, domainId: domain.id });
    const metric = thresholdMetricOf(alert);
    const rule = metric ? await repo.threshold(domain, metric, alert.monitorId) : undefined;
    const monitorChannels = alert.monitorId
      ? ((await repo.monitorAlertChannels(alert.monitorId)) as Channel[] | null)
      : null;
    const now = deps.now();
    const prefs = audience.recipient.prefs;
    const timezone = safeZone(audience.recipient.timezone);
    const ctx: NotifyContext = {
      now,
      severity: alert.severity,
      acknowledged: alert.acknowledgedAt !== null,
      enabledChannels: [...targets.keys()],
      monitorChannels,
      maxChannels: PLANS[domain.plan].maxAlertChannels,
      quietHours: {
        enabled: prefs.quietHoursEnabled,
        start: prefs.quietHoursStart,
        end: prefs.quietHoursEnd,
        timezone,
      },
      threshold: rule && {
        enabled: rule.enabled,
        channels: rule.notificationChannels,
        businessHoursOnly: rule.businessHoursOnly,
        businessHoursStart: hhmm(rule.businessHoursStart),
        businessHoursEnd: hhmm(rule.businessHoursEnd),
        timezone: safeZone(rule.timezone),
        cooldownMinutes: rule.cooldownMinutes,
        lastTriggeredAt: rule.lastTriggeredAt,
      },
    };
    const decision = decideNotification(ctx);
    if (!decision.send) {
      if (decision.reason === 'quiet-hours' && prefs.quietHoursEnd) {
        // held, not dropped: an expiry warning fires once, so a dropped one would never be told
        const delayMs = msUntilLocalTime(now, prefs.quietHoursEnd, timezone);
        const release: NotifyReleaseData = { alertId: alert.id, domainId: domain.id };
        await deps.scheduler.enqueue(
          { name: NOTIFY_RELEASE_JOB, data: { ...release } },
          { delayMs, attempts: 3, backoffMs: 60_000 },
        );
        const heldUntil = new Date(now.getTime() + delayMs);
        deps.log('info', 'alert held for quiet hours', { alertId: alert.id, heldUntil: heldUntil.toISOString() });
        return { decision, deliveryIds: [], heldUntil };
      }
      deps.log('info', 'alert not notified', { alertId: alert.id, reason: decision.reason });
      return { decision, deliveryIds: [] };
    }
    const deliveryIds: number[] = [];
    for (const channel of decision.channels) {
      for (const target of targets.get(channel) ?? []) {
        deliveryIds.push(
          await deps.delivery.enqueue({
            alertId: alert.id,
            recipientId: audience.recipient.userId,
            channel,
            target,
            event: 'alert.opened',
          }),
        );
      }
    }
    if (rule) await repo.markThresholdTriggered(rule.id, now);
    return { decision, deliveryIds };
  }

  async function notifyResolved(domain: DomainContext, alert: AlertRow, resolution: string): Promise<number[]> {
    const told = new Set(await repo.deliveredChannels(alert.id));
    // nobody was told it broke (quiet hours, cooldown, no channel): nobody is told it is fixed
    if (told.size === 0) return [];
    const audience = await repo.audience(domain);
    if (!audience) return [];
    const targets = targetsBy(audience, { type: alert.type, severity: alert.severity, domainId: domain.id }, told);
    const ids: number[] = [];
    for (const [channel, list] of targets) {
      for (const target of list) {
        ids.push(
          await deps.delivery.enqueue({
            alertId: alert.id,
            recipientId: audience.recipient.userId,
            channel,
            target,
            event: 'alert.resolved',
            resolution,
          }),
        );
      }
    }
    return ids;
  }

  /**
   * The `notify-release` job: a held alert, looked at again when quiet hours end, if it is still open (and, as
   * decideNotification checks, not acknowledged meanwhile).
   */
  async function release(data: NotifyReleaseData): Promise<void> {
    const [found, domain] = await Promise.all([repo.alertWithDomain(data.alertId), deps.domainContext(data.domainId)]);
    if (!found || found.alert.isResolved || !domain?.isActive) return;
    await notifyOpened(domain, found.alert);
  }

  // The check job must go on (resolve, record outages) whatever happens here: failures are logged, not thrown.
  const notifier: AlertNotifier = {
    async alertOpened(domain, alert) {
      try {
        await notifyOpened(domain, alert);
      } catch (error) {
        deps.log('error', 'could not notify an opened alert', { alertId: alert.id, error: String(error) });
      }
    },
    async alertResolved(domain, resolved, message) {
      for (const alert of resolved) {
        try {
          await notifyResolved(domain, alert, message);
        } catch (error) {
          deps.log('error', 'could not notify a resolved alert', { alertId: alert.id, error: String(error) });
        }
      }
    },
  };

  return { notifier, notifyOpened, notifyResolved, release };
}

export type AlertNotifierService = ReturnType<typeof createAlertNotifier>;
