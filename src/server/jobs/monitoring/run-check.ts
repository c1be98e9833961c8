import type { EngineOptions } from '../../engine';
import { notApplicableReason } from '../../../shared/helpers/check-applicability';
import { displayDomain } from '../../../shared/helpers/domain-name';
import type { RuleAction } from '../evaluate/types';
import type { Scheduler } from '../scheduler/types';
import type { SubscriptionTier } from '../../../shared/contracts/auth';
import type { LighthouseScheduler } from '../lighthouse/lighthouse-scheduler';
import { workspaceKey } from '../../db/workspace-versions';
import { enqueueCheck } from './enqueue-check';
import { checkFamilies, type FamilyRegistry } from './families';
import type { FamilyCheck, MonitorInstance, MonitorSource, RecordedResult } from './family';
import type { HistoryWriter } from './history-writer';
import type { DomainContext, MonitoringRepository } from './monitoring.repository';
import type { AlertNotifier } from './notifier';

export interface CheckJobData {
  domainId: string;
  /** The family's id (families/index.ts). */
  family: string;
  /** Set for a monitor family: the monitor to check. */
  monitorId?: string;
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
  /** The families to run (a test's own registry); the installation's by default. */
  families?: FamilyRegistry;
  /** Where monitor families find their monitor; without one, monitor jobs are skipped. */
  monitors?: MonitorSource;
  /** Reschedules a domain from the database: called when a check finds its plan changed since it was scheduled. */
  resync?: (domainId: string) => Promise<void>;
  /** The process's Lighthouse scheduler (performance family); without one, performance checks fail and say so. */
  lighthouse?: LighthouseScheduler;
  /** Aborted at shutdown: stops a Lighthouse run under way (and its Chromium) or waiting. */
  signal?: AbortSignal;
  /** When each domain's uptime-percentage rule was last evaluated here (it reads 24 h of checks, so not every check). */
  uptimeEvaluatedAt?: Map<string, number>;
  /**
   * Told once an alert was opened or closed here: the workspace's cached domain list and dashboard count open alerts
   * (decision 069). Without it, they show the change when their few seconds are up.
   */
  workspaceChanged?: (workspace: Pick<DomainContext, 'userId' | 'teamId'>) => Promise<void>;
  log?: (message: string) => void;
}

/** The monitor an action is scoped to, if any. */
type Scope = Pick<MonitorInstance, 'id' | 'name'> | null;

/** A rule's state key: the family's own for the home page, `monitor:<id>:<key>` for a monitor's (one domain holds both). */
export const ruleStateKey = (monitor: Scope, key: string) => (monitor ? `monitor:${monitor.id}:${key}` : key);

/** What the rules name in alert texts: the domain (in Unicode, as the screens show it), or the monitor on its domain. */
export const subjectOf = (domain: Pick<DomainContext, 'name'>, monitor: Scope) =>
  monitor ? `${monitor.name} on ${displayDomain(domain.name)}` : displayDomain(domain.name);

/** The runner's part of a check: the clock read once, the one recording of its result, and the rules' state. */
function familyCheck(
  domain: DomainContext,
  monitor: MonitorInstance | null,
  job: CheckJobData,
  historyType: string,
  now: Date,
  deps: CheckDeps,
): FamilyCheck {
  let recorded = false;
  return {
    domain,
    monitor,
    subject: subjectOf(domain, monitor),
    job,
    now,
    engine: deps.engine,
    deps,
    record(result: RecordedResult) {
      if (recorded) throw new Error(`a ${job.family} check recorded its result twice`);
      recorded = true;
      deps.history.add({
        domainId: domain.id,
        monitorId: monitor?.id ?? null,
        checkType: historyType,
        status: result.status,
        responseTime: result.responseTime,
        details: { message: result.message, ...result.details },
        checkedAt: now,
        // a monitor's checks are its own history: the domain's daily uptime rollups count the home page only (the
        // writer merges rows without monitorId); a monitor's verdict feeds its own figures on /metrics
        up: result.up,
        // a changed status changes the workspace's badges and cards: the writer says so once the row is stored
        workspace: workspaceKey(domain),
      });
    },
    // loads, evaluates and saves one rule's state; saves only when it changed (most checks change nothing)
    async rule(key, initial, step) {
      const stateKey = ruleStateKey(monitor, key);
      const before = (await deps.repo.getState<typeof initial>(domain.id, stateKey)) ?? initial;
      const { state, actions } = step(before);
      // rules hand back the very state they were given when nothing changed: no need to compare its text then
      if (state !== before && JSON.stringify(state) !== JSON.stringify(before))
        await deps.repo.saveState(domain.id, stateKey, state);
      return actions;
    },
  };
}

/**
 * Carries out what the rules asked for: alerts opened, kept open and resolved (the lifecycle of decision 043), outage
 * records, re-checks. For a monitor, all of it is the monitor's: its outages and alerts carry its id (the domain's
 * own open outage or alert is another cause), and its alerts say which monitor in their metadata. The demo seed
 * replays history through it.
 */
export async function applyActions(
  actions: RuleAction[],
  domain: DomainContext,
  job: CheckJobData,
  deps: CheckDeps,
  monitor: Scope = null,
  at?: Date,
) {
  const now = at ?? (deps.now ?? (() => new Date()))();
  const monitorId = monitor?.id ?? null;
  for (const action of actions) {
    switch (action.kind) {
      case 'recheck':
        await enqueueCheck(
          deps.scheduler,
          { ...job, isRecheck: true },
          { jobId: `recheck:${job.family}:${monitorId ?? domain.id}` },
          deps.families,
        );
        break;
      case 'outage-started':
        await deps.repo.startOutage(domain.id, new Date(action.at), action.statusCode, action.error, monitorId);
        break;
      case 'outage-ended':
        await deps.repo.endOutage(
          domain.id,
          new Date(action.endedAt),
          action.durationMs,
          action.consecutiveFailures,
          null,
          monitorId,
        );
        break;
      case 'open-alert':
      case 'keep-open': {
        const alert = monitor
          ? {
              ...action.alert,
              metadata: { ...action.alert.metadata, monitorId: monitor.id, monitorName: monitor.name },
            }
          : action.alert;
        // seeded and test clocks date the alert; otherwise the database does
        const row = await deps.repo.openAlert(domain, alert, deps.now ? now : undefined, {
          unlessOpen: action.kind === 'keep-open',
          monitorId,
        });
        if (row) {
          await deps.workspaceChanged?.(domain);
          await deps.notifier.alertOpened(domain, row);
        }
        break;
      }
      case 'resolve-alert': {
        const resolved = await deps.repo.resolveAlerts(domain.id, action.type, now, action.metric, monitorId);
        if (resolved.length) {
          await deps.workspaceChanged?.(domain);
          await deps.notifier.alertResolved(domain, resolved, action.message);
        }
        break;
      }
    }
  }
}

/**
 * The worker's handler for `check` jobs: finds the job's family in the registry, the domain (and, for a monitor
 * family, the monitor), reads the clock once, runs the family and carries out its rules' actions. A domain or
 * monitor deleted or paused since the job was queued is skipped, as is a family this version does not know.
 */
export async function runCheck(job: CheckJobData, deps: CheckDeps): Promise<void> {
  const family = (deps.families ?? checkFamilies).get(job.family);
  if (!family) {
    (deps.log ?? console.error)(`no check family "${job.family}": job skipped`);
    return;
  }
  const domain = await deps.repo.domainContext(job.domainId);
  if (!domain?.isActive || domain.isDemo || domain.payerDisabled) return;
  // one-off jobs (re-checks of other origins, rescans) carry no plan; scheduled ones do
  if (job.plan && job.plan !== domain.plan && deps.resync) await deps.resync(domain.id);
  let monitor: MonitorInstance | null = null;
  if (family.instances === 'monitor') {
    if (!job.monitorId || !deps.monitors) return;
    monitor = (await deps.monitors.instance(job.monitorId)) ?? null;
    if (!monitor?.isActive || monitor.domainId !== domain.id) return;
  }
  const now = (deps.now ?? (() => new Date()))();
  const check = familyCheck(domain, monitor, job, family.historyType, now, deps);
  // a family that does not apply to this domain probes nothing and records nothing (decision 071)
  const reason = family.instances === 'domain' ? notApplicableReason(family.historyType, domain) : null;
  const actions = reason === null ? await family.run(check) : ((await family.retire?.(check, reason)) ?? []);
  await applyActions(actions, domain, job, deps, monitor, now);
}
