import { runProbe, uptimeHistoryDetails } from '../../../engine';
import { evaluateDowntime, initialDowntimeState, type DowntimeState } from '../../evaluate/downtime';
import { downtimeMinutesFor, levelsFor } from '../../evaluate/overrides';
import { evaluateThreshold, initialThresholdState, type ThresholdState } from '../../evaluate/thresholds';
import type { CheckFamilyDescriptor } from '../family';
import { checkUptimePercentage } from '../uptime-rule';
import { homeCadence } from './cadence';

/**
 * Uptime of the home page: the HTTP probe, stored as an uptime check (feeding the daily rollups), then the downtime
 * rule (confirmed by a re-check; decision 043), the uptime-percentage rule and the response-time threshold.
 */
export const httpFamily: CheckFamilyDescriptor = {
  id: 'http',
  historyType: 'uptime',
  instances: 'domain',
  intervalMs: homeCadence('http'),
  async run(check) {
    const { domain, job } = check;
    const result = await runProbe('http', { domain: domain.name, httpOnly: domain.httpOnly }, check.engine);
    const details = result.details;
    // a 'healthy' answer counts as up even if slow; the slowness is the response-time rule's business
    const up = result.status === 'healthy' || result.status === 'warning';
    const responseTime = details?.timings ? Math.round(details.timings.totalTime) : null;
    check.record({
      status: result.status,
      message: result.message,
      details: uptimeHistoryDetails(details),
      responseTime,
      up,
    });
    const at = check.now.getTime();
    const downtime = await check.rule<DowntimeState>('downtime', initialDowntimeState, (s) =>
      evaluateDowntime(
        s,
        {
          ok: up,
          at,
          isRecheck: job.isRecheck === true,
          statusCode: details?.statusCode ?? null,
          error: up ? null : result.message,
        },
        {
          domain: check.subject,
          downtimeMinutes: downtimeMinutesFor(domain.overrides, domain.thresholds.downtimeMinutes),
          timezone: domain.timezone,
        },
      ),
    );
    const uptime = await checkUptimePercentage(check);
    if (!up) return [...downtime, ...uptime];
    const limits = levelsFor(domain.overrides.response_time, domain.thresholds.responseTimeMs);
    const slow = await check.rule<ThresholdState>('response-time', initialThresholdState, (s) =>
      evaluateThreshold(s, responseTime, {
        type: 'performance',
        domain: check.subject,
        metric: 'Response time',
        direction: 'above',
        ...limits,
        unit: ' ms',
      }),
    );
    return [...downtime, ...uptime, ...slow];
  },
};
