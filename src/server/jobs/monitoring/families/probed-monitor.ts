import { monitorMinIntervalSeconds } from '../../../../shared/constants/monitors';
import {
  runMonitorProbe,
  type MonitorProbeResult,
  type MonitorProbes,
  type ProbedMonitorType,
} from '../../../engine/probes/monitors';
import { evaluateDowntime, initialDowntimeState, type DowntimeState } from '../../evaluate/downtime';
import { downtimeMinutesFor, levelsFor, type ThresholdOverrides } from '../../evaluate/overrides';
import { evaluateThreshold, initialThresholdState, type ThresholdState } from '../../evaluate/thresholds';
import type { RuleAction } from '../../evaluate/types';
import type { CheckFamilyDescriptor, FamilyCheck, MonitorInstance } from '../family';
import { checkMonitorUptimePercentage } from '../uptime-rule';

/**
 * What the families of probed monitors (endpoint, keyword, JSON, TCP, DNS record) share (issue 16): their schedule
 * from the monitor's interval, one probe with the monitor's settings, its result recorded once, the downtime rule
 * keyed per monitor and the name alerts give them. Each type's file adds only what is its own (the TCP certificate's
 * expiry, the DNS record's mismatch and change rules).
 */
export type ProbedCheck<T extends ProbedMonitorType> = FamilyCheck<MonitorProbes[T]['settings']> & {
  monitor: MonitorInstance<MonitorProbes[T]['settings']>;
};
export type ProbeResultOf<T extends ProbedMonitorType> = MonitorProbeResult<MonitorProbes[T]['details'] | null>;

/** Rules a type adds after the downtime rule, given the probe's result. */
export type ExtraRules<T extends ProbedMonitorType> = (
  check: ProbedCheck<T>,
  result: ProbeResultOf<T>,
) => Promise<RuleAction[]>;

export interface ProbedFamilyOptions<T extends ProbedMonitorType> {
  /** Rules of the type's own, stepped after the downtime rule. */
  rules?: ExtraRules<T>;
  /** Replaces the downtime rule (the DNS record monitor alerts on mismatch with a rule of its own). */
  noDowntimeRule?: boolean;
}

export function probedMonitorFamily<T extends ProbedMonitorType>(
  type: T,
  options: ProbedFamilyOptions<T> = {},
): CheckFamilyDescriptor<MonitorProbes[T]['settings']> {
  return {
    id: type,
    historyType: type,
    instances: 'monitor',
    intervalMs: ({ plan, monitor }, overrideSeconds) => {
      if (overrideSeconds) return Math.round(overrideSeconds * 1000);
      // never faster than the plan allows for the type, even for a monitor saved under a plan since downgraded
      const minimum = monitorMinIntervalSeconds(plan, type);
      return Math.max(minimum, monitor?.intervalSeconds ?? minimum) * 1000;
    },
    async run(check) {
      const { monitor } = check;
      if (!monitor) return [];
      const probed = check as ProbedCheck<T>;
      const result = await runMonitorProbe(type, monitor.settings, check.engine);
      check.record({
        status: result.status,
        message: result.message,
        details: result.details as Record<string, unknown> | null,
        responseTime: result.responseTime,
        up: result.up,
      });
      const downtime = options.noDowntimeRule ? [] : await stepDowntime(probed, result);
      const own = options.rules ? await options.rules(probed, result) : [];
      const thresholds = await stepMonitorThresholds(probed, result);
      return [...downtime, ...own, ...thresholds];
    },
  };
}

/** The monitor's own alert_thresholds rules (issue 31), by metric; empty when it has none. */
export function monitorOverrides(
  check: FamilyCheck<unknown> & { monitor: MonitorInstance<unknown> },
): ThresholdOverrides {
  return check.domain.monitorOverrides[check.monitor.id] ?? {};
}

/**
 * The rules of a monitor's own alert thresholds: its response time over the levels (on checks that passed: a failed
 * check is the downtime rule's) and its uptime over 24 hours under them. Only a rule on the monitor raises these:
 * the domain's rules are its home page's.
 */
async function stepMonitorThresholds<T extends ProbedMonitorType>(
  check: ProbedCheck<T>,
  result: { up: boolean; responseTime: number | null },
): Promise<RuleAction[]> {
  const rules = monitorOverrides(check);
  const actions: RuleAction[] = [];
  if (rules.response_time && result.up) {
    const limits = levelsFor(rules.response_time, null);
    actions.push(
      ...(await check.rule<ThresholdState>('response-time', initialThresholdState, (s) =>
        evaluateThreshold(s, result.responseTime, {
          type: 'performance',
          domain: check.subject,
          metric: 'Response time',
          direction: 'above',
          ...limits,
          unit: ' ms',
        }),
      )),
    );
  }
  actions.push(...(await checkMonitorUptimePercentage(check)));
  return actions;
}

/** The monitor's own downtime minutes, else the domain's (its alert_thresholds override, else the workspace's). */
export function monitorDowntimeMinutes(check: FamilyCheck<unknown> & { monitor: MonitorInstance<unknown> }): number {
  return (
    check.monitor.downtimeMinutes ?? downtimeMinutesFor(check.domain.overrides, check.domain.thresholds.downtimeMinutes)
  );
}

/** The downtime rule of decision 043 for one monitor: a re-check confirms a failure, then the outage, then the alert. */
export function stepDowntime<T extends ProbedMonitorType>(
  check: ProbedCheck<T>,
  result: { up: boolean; message: string; details: unknown },
): Promise<RuleAction[]> {
  const details = result.details as { statusCode?: number | null } | null;
  return check.rule<DowntimeState>('downtime', initialDowntimeState, (state) =>
    evaluateDowntime(
      state,
      {
        ok: result.up,
        at: check.now.getTime(),
        isRecheck: check.job.isRecheck === true,
        statusCode: details?.statusCode ?? null,
        error: result.up ? null : result.message,
      },
      { domain: check.subject, downtimeMinutes: monitorDowntimeMinutes(check), timezone: check.domain.timezone },
    ),
  );
}
