import { runProbe, type LighthouseResult } from '../../engine';
import { performanceCheck } from '../../engine/scan';
import { workspaceKey } from '../../db/workspace-versions';
import { levelsFor, type ThresholdMetric } from '../evaluate/overrides';
import {
  evaluateThreshold,
  initialThresholdState,
  type ThresholdRule,
  type ThresholdState,
} from '../evaluate/thresholds';
import type { RuleAction } from '../evaluate/types';
import { CHECK_JOB } from './check-jobs';
import type { FamilyCheck } from './family';

/**
 * When this workspace's daily check already holds its place with the Lighthouse scheduler (or the process has enough
 * checks waiting), the check waits this long on the job scheduler instead of holding a job slot.
 */
export const PERFORMANCE_RETRY_MS = 2 * 60_000;

/** Lab metrics an alert_thresholds rule may watch; they alert only when such a rule exists (no default level). */
const LAB_METRICS: {
  metric: ThresholdMetric;
  label: string;
  unit: string;
  read: (r: LighthouseResult) => number | null;
}[] = [
  { metric: 'lcp', label: 'LCP', unit: ' ms', read: (r) => r.details?.vitals.lcp ?? null },
  { metric: 'fcp', label: 'FCP', unit: ' ms', read: (r) => r.details?.vitals.fcp ?? null },
  { metric: 'ttfb', label: 'TTFB', unit: ' ms', read: (r) => r.details?.vitals.ttfb ?? null },
  { metric: 'cls', label: 'CLS', unit: '', read: (r) => r.details?.vitals.cls ?? null },
];

/**
 * The daily performance check: a fresh-connection fetch for the network timings and the final URL, Lighthouse
 * (mobile) on that page, the run stored as the audits module stores it plus a trends snapshot, then the score
 * rule (under the threshold, default 50) and any lab-metric rules. A run that fails (no Chromium, page down)
 * is a failed check, logged, and changes no alert.
 */
export async function checkPerformance(check: FamilyCheck): Promise<RuleAction[]> {
  const { domain, job, deps } = check;
  // The process's Lighthouse scheduler, shared with full audits and 'Analyze Performance': turns go round the workspaces.
  const admission = deps.lighthouse?.admit(workspaceKey(domain), 'check');
  if (admission && !admission.ok) {
    // its own family's lane (families/performance.ts; that module imports this one, so not looked up)
    await deps.scheduler.enqueue(
      { name: CHECK_JOB, data: { ...job } },
      { delayMs: PERFORMANCE_RETRY_MS, jobId: `performance-wait:${domain.id}`, lane: 'background' },
    );
    return [];
  }
  const ticket = admission?.ticket;
  try {
    const http = await runProbe(
      'http',
      { domain: domain.name, httpOnly: domain.httpOnly, freshConnection: true },
      check.engine,
    );
    const page = performanceCheck(http, domain.thresholds.responseTimeMs);
    const lighthouse: LighthouseResult = ticket
      ? await ticket.run({ domain: domain.name, url: http.details?.finalUrl ?? undefined }, deps.signal)
      : {
          status: 'error',
          message: 'This worker has no Lighthouse runner',
          details: null,
          raw: null,
          durationMs: 0,
          waitedMs: 0,
        };
    const d = lighthouse.details;
    check.record({
      status: lighthouse.status,
      message: lighthouse.message,
      details: d && { scores: d.scores, vitals: d.vitals, finalUrl: d.finalUrl },
      responseTime: page.metrics.loadTime === null ? null : Math.round(page.metrics.loadTime),
    });
    if (!d || lighthouse.status === 'error') {
      (deps.log ?? console.error)(`performance check of ${domain.name} failed: ${lighthouse.message}`);
      return [];
    }
    await deps.repo.storePerformanceRun(domain.id, lighthouse, page.metrics, check.now);

    const rules: { key: string; rule: ThresholdRule; value: number | null }[] = [];
    const score = levelsFor(domain.overrides.performance_score, domain.thresholds.performanceScoreThreshold);
    rules.push({
      key: 'performance-score',
      value: d.scores.performance,
      rule: {
        type: 'performance',
        domain: check.subject,
        metric: 'Performance score',
        direction: 'below',
        ...score,
        unit: '',
      },
    });
    for (const lab of LAB_METRICS) {
      const override = domain.overrides[lab.metric];
      if (!override) continue;
      rules.push({
        key: `lab-${lab.metric}`,
        value: lab.read(lighthouse),
        rule: {
          type: 'performance',
          domain: check.subject,
          metric: lab.label,
          direction: 'above',
          ...levelsFor(override, null),
          unit: lab.unit,
        },
      });
    }
    const actions: RuleAction[] = [];
    for (const { key, rule, value } of rules) {
      actions.push(
        ...(await check.rule<ThresholdState>(key, initialThresholdState, (s) => evaluateThreshold(s, value, rule))),
      );
    }
    return actions;
  } finally {
    ticket?.release();
  }
}
