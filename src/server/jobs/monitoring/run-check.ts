import { runProbe, uptimeHistoryDetails, type EngineOptions, type ProbeResult } from '../../engine';
import { evaluateDnsChange, initialDnsChangeState, WATCHED_RECORD_TYPES, type DnsChangeState, type RecordSet } from '../evaluate/dns-change';
import { evaluateDowntime, initialDowntimeState, type DowntimeState } from '../evaluate/downtime';
import { evaluateExpiry, initialExpiryState, type ExpiryState } from '../evaluate/expiry';
import { evaluateRegistration, initialRegistrationState, type RegistrationState } from '../evaluate/registration';
import { evaluateSecurity, initialSecurityState, type SecurityState } from '../evaluate/security';
import { downtimeMinutesFor, levelsFor, sslExpiryStepsFor } from '../evaluate/overrides';
import { evaluateThreshold, initialThresholdState, type ThresholdState } from '../evaluate/thresholds';
import type { RuleAction } from '../evaluate/types';
import type { Scheduler } from '../scheduler/types';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import { CHECK_JOB, type CheckFamily } from './families';
import type { HistoryWriter } from './history-writer';
import type { DomainContext, MonitoringRepository } from './monitoring.repository';
import type { AlertNotifier } from './notifier';
import type { LighthouseScheduler } from '../../modules/audits/lighthouse-scheduler';
import { checkPerformance } from './performance-check';
import { checkUptimePercentage } from './uptime-rule';

export interface CheckJobData {
  domainId: string;
  family: CheckFamily;
  isRecheck?: boolean;
  /** The plan the schedule was made for; one-off jobs (rescans) carry none. */
  plan?: SubscriptionTier;
}

export interface CheckDeps {
  repo: MonitoringRepository;
  history: HistoryWriter;
  scheduler: Scheduler;
  notifier: AlertNotifier;
  engine: EngineOptions;
  now?: () => Date;
  /** Reschedules a domain from the database: called when a check finds its plan changed since it was scheduled. */
  resync?: (domainId: string) => Promise<void>;
  /** The process's Lighthouse scheduler (performance family); without one, performance checks fail and say so. */
  lighthouse?: LighthouseScheduler;
  /** Aborted at shutdown: stops a Lighthouse run under way (and its Chromium) or waiting. */
  signal?: AbortSignal;
  /** When each domain's uptime-percentage rule was last evaluated here (it reads 24 h of checks, so not every check). */
  uptimeEvaluatedAt?: Map<string, number>;
  log?: (message: string) => void;
}

type FamilyHandler = (domain: DomainContext, job: CheckJobData, deps: CheckDeps) => Promise<RuleAction[]>;

function record(deps: CheckDeps, domain: DomainContext, checkType: string, result: Pick<ProbeResult, 'status' | 'message' | 'details'>, responseTime: number | null, up?: boolean) {
  deps.history.add({
    domainId: domain.id,
    checkType,
    status: result.status,
    responseTime,
    details: { message: result.message, ...(result.details as Record<string, unknown> | null) },
    checkedAt: (deps.now ?? (() => new Date()))(),
    up,
  });
}

/** Loads, evaluates and saves one rule's state; saves only when it changed (most checks change nothing). */
async function withState<S extends object>(deps: CheckDeps, domainId: string, key: string, initial: S, step: (s: S) => { state: S; actions: RuleAction[] }) {
  const before = (await deps.repo.getState<S>(domainId, key)) ?? initial;
  const { state, actions } = step(before);
  if (JSON.stringify(state) !== JSON.stringify(before)) await deps.repo.saveState(domainId, key, state);
  return actions;
}

const handlers: Record<CheckFamily, FamilyHandler> = {
  async http(domain, job, deps) {
    const result = await runProbe('http', { domain: domain.name }, deps.engine);
    const details = result.details;
    const up = result.status === 'healthy' || result.status === 'warning';
    const responseTime = details?.timings ? Math.round(details.timings.totalTime) : null;
    // a 'healthy' answer counts as up even if slow; the slowness is the response-time rule's business
    record(deps, domain, 'uptime', { ...result, details: uptimeHistoryDetails(details) }, responseTime, up);
    const at = (deps.now ?? (() => new Date()))().getTime();
    const downtime = await withState<DowntimeState>(deps, domain.id, 'downtime', initialDowntimeState, (s) =>
      evaluateDowntime(s, { ok: up, at, isRecheck: job.isRecheck === true, statusCode: details?.statusCode ?? null, error: up ? null : result.message }, {
        domain: domain.name,
        downtimeMinutes: downtimeMinutesFor(domain.overrides, domain.thresholds.downtimeMinutes),
        timezone: domain.timezone,
      }),
    );
    const uptime = await checkUptimePercentage(domain, deps, withState);
    if (!up) return [...downtime, ...uptime];
    const limits = levelsFor(domain.overrides.response_time, domain.thresholds.responseTimeMs);
    const slow = await withState<ThresholdState>(deps, domain.id, 'response-time', initialThresholdState, (s) =>
      evaluateThreshold(s, responseTime, { type: 'performance', domain: domain.name, metric: 'Response time', direction: 'above', ...limits, unit: ' ms' }),
    );
    return [...downtime, ...uptime, ...slow];
  },

  async ssl(domain, _job, deps) {
    const result = await runProbe('ssl', { domain: domain.name }, deps.engine);
    record(deps, domain, 'ssl', result, result.durationMs);
    const d = result.details;
    if (!d?.connected) return [];
    const valid = d.trusted && d.hostnameMatches !== false && (d.daysUntilExpiry ?? 0) > 0;
    await deps.repo.upsertCertificate(domain.id, {
      issuer: d.issuer,
      subject: d.subject,
      validFrom: d.validFrom ? new Date(d.validFrom) : null,
      validTo: d.validTo ? new Date(d.validTo) : null,
      daysUntilExpiry: d.daysUntilExpiry,
      isValid: valid,
    });
    return withState<ExpiryState>(deps, domain.id, 'ssl-expiry', initialExpiryState, (s) =>
      evaluateExpiry(s, { daysUntilExpiry: d.daysUntilExpiry, valid: d.trusted && d.hostnameMatches !== false, invalidReason: result.message, expiresAt: d.validTo }, {
        kind: 'ssl',
        domain: domain.name,
        ...sslExpiryStepsFor(domain.overrides, domain.thresholds.sslExpiryDays),
      }),
    );
  },

  async whois(domain, _job, deps) {
    const result = await runProbe('whois', { domain: domain.name }, deps.engine);
    record(deps, domain, 'whois', result, result.durationMs);
    const d = result.details;
    // an unknown outcome leaves the rule's state as it is (decision 039)
    const status = await withState<RegistrationState>(deps, domain.id, 'registration-status', initialRegistrationState, (s) =>
      evaluateRegistration(s, { registration: d?.registration ?? null }, { domain: domain.name }),
    );
    if (!d?.expiresAt) return status;
    const expiry = await withState<ExpiryState>(deps, domain.id, 'registration-expiry', initialExpiryState, (s) =>
      evaluateExpiry(s, { daysUntilExpiry: d.daysUntilExpiry, valid: true, expiresAt: d.expiresAt }, { kind: 'registration', domain: domain.name }),
    );
    return [...status, ...expiry];
  },

  async dns(domain, _job, deps) {
    const result = await runProbe('dns', { domain: domain.name }, deps.engine);
    record(deps, domain, 'dns', result, result.durationMs);
    const d = result.details;
    if (!d || result.status === 'error') return [];
    await deps.repo.replaceDnsRecords(domain.id, d.records.map((r) => ({ recordType: r.type, name: r.name, value: r.value, ttl: r.ttl })));
    const set: RecordSet = {};
    for (const type of WATCHED_RECORD_TYPES) set[type] = d.records.filter((r) => r.type === type).map((r) => r.value);
    return withState<DnsChangeState>(deps, domain.id, 'dns-change', initialDnsChangeState, (s) =>
      evaluateDnsChange(s, set, { domain: domain.name, enabled: domain.thresholds.dnsChangeAlerts }),
    );
  },

  async security(domain, _job, deps) {
    const result = await runProbe('security', { domain: domain.name }, deps.engine);
    record(deps, domain, 'security', result, result.durationMs);
    const d = result.details;
    if (!d) return [];
    const listedOn = [...new Set(d.dnsbl.filter((b) => b.outcome === 'listed').map((b) => b.zone))];
    const sentHeaders = d.headers.filter((h) => h.value !== null).map((h) => h.header as string);
    const effectiveHeaders = d.headers.filter((h) => h.present).map((h) => h.header as string);
    const problems = Object.fromEntries(d.headers.flatMap((h) => (h.problem ? [[h.header, h.problem]] : [])));
    return withState<SecurityState>(deps, domain.id, 'security', initialSecurityState, (s) => evaluateSecurity(s, { listedOn, sentHeaders, effectiveHeaders, problems }, { domain: domain.name }));
  },

  performance: (domain, job, deps) => checkPerformance(domain, job, deps, { record, withState }),
};

/**
 * Carries out what the rules asked for: alerts opened, kept open and resolved (the lifecycle of decision 043), outage
 * records, re-checks. The demo seed replays history through it.
 */
export async function applyActions(actions: RuleAction[], domain: DomainContext, job: CheckJobData, deps: CheckDeps) {
  const now = (deps.now ?? (() => new Date()))();
  for (const action of actions) {
    switch (action.kind) {
      case 'recheck':
        await deps.scheduler.enqueue({ name: CHECK_JOB, data: { ...job, isRecheck: true } }, { jobId: `recheck:${job.family}:${domain.id}` });
        break;
      case 'outage-started':
        await deps.repo.startOutage(domain.id, new Date(action.at), action.statusCode, action.error);
        break;
      case 'outage-ended':
        await deps.repo.endOutage(domain.id, new Date(action.endedAt), action.durationMs, action.consecutiveFailures, null);
        break;
      case 'open-alert':
      case 'keep-open': {
        const row = await deps.repo.openAlert(domain, action.alert, deps.now?.(), { unlessOpen: action.kind === 'keep-open' });
        if (row) await deps.notifier.alertOpened(domain, row);
        break;
      }
      case 'resolve-alert': {
        const resolved = await deps.repo.resolveAlerts(domain.id, action.type, now, action.metric);
        if (resolved.length) await deps.notifier.alertResolved(domain, resolved, action.message);
        break;
      }
    }
  }
}

/** The worker's handler for `check` jobs. A domain deleted since the job was queued is skipped. */
export async function runCheck(job: CheckJobData, deps: CheckDeps): Promise<void> {
  const domain = await deps.repo.domainContext(job.domainId);
  if (!domain?.isActive || domain.isDemo) return;
  // one-off jobs (re-checks of other origins, rescans) carry no plan; scheduled ones do
  if (job.plan && job.plan !== domain.plan && deps.resync) await deps.resync(domain.id);
  const actions = await handlers[job.family](domain, job, deps);
  await applyActions(actions, domain, job, deps);
}

