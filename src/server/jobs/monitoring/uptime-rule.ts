import { levelsFor, type ThresholdOverride } from '../evaluate/overrides';
import { evaluateThreshold, initialThresholdState, type ThresholdState } from '../evaluate/thresholds';
import type { RuleAction } from '../evaluate/types';
import type { FamilyCheck } from './family';

/** The window the uptime-percentage rule measures, and how often a worker measures it per domain or monitor. */
export const UPTIME_WINDOW_MS = 24 * 60 * 60_000;
export const UPTIME_EVALUATION_EVERY_MS = 10 * 60_000;

/**
 * The alert_thresholds `uptime_percentage` rule: the share of successful uptime checks over the last 24 hours
 * under the warning or critical level raises a downtime alert (metric 'Uptime'), resolved once back above.
 * Only domains with such a rule pay for it, and at most every 10 minutes per worker: it reads a day of checks.
 */
export async function checkUptimePercentage(check: FamilyCheck): Promise<RuleAction[]> {
  const { domain, deps } = check;
  return stepUptimeRule(check, domain.id, domain.overrides.uptime_percentage, (since) =>
    deps.repo.uptimeSince(domain.id, since),
  );
}

/** The same rule over one monitor's checks, from the monitor's own alert_thresholds rule (issue 31). */
export async function checkMonitorUptimePercentage(
  check: FamilyCheck & { monitor: { id: string } },
): Promise<RuleAction[]> {
  const { monitor, deps } = check;
  return stepUptimeRule(check, monitor.id, check.domain.monitorOverrides[monitor.id]?.uptime_percentage, (since) =>
    deps.repo.monitorUptimeSince(monitor.id, since),
  );
}

async function stepUptimeRule(
  check: FamilyCheck,
  /** The domain's or the monitor's id: what the 10-minute pace is kept per. */
  subjectId: string,
  override: ThresholdOverride | undefined,
  uptimeSince: (since: Date) => Promise<{ total: number; up: number }>,
): Promise<RuleAction[]> {
  const { deps, now } = check;
  if (!override) return [];
  const last = deps.uptimeEvaluatedAt?.get(subjectId);
  if (last !== undefined && now.getTime() - last < UPTIME_EVALUATION_EVERY_MS) return [];
  deps.uptimeEvaluatedAt?.set(subjectId, now.getTime());
  const { total, up } = await uptimeSince(new Date(now.getTime() - UPTIME_WINDOW_MS));
  const value = total > 0 ? (100 * up) / total : null;
  return check.rule<ThresholdState>('uptime-percentage', initialThresholdState, (s) =>
    evaluateThreshold(s, value, {
      type: 'downtime',
      domain: check.subject,
      metric: 'Uptime',
      direction: 'below',
      ...levelsFor(override, null),
      unit: '%',
    }),
  );
}
