import type { heartbeatSettingsSchema } from '../../../../shared/contracts/monitors';
import { formatReadableTime } from '../../../../shared/helpers/readable-time';
import type { z } from 'zod';
import {
  evaluateDowntime,
  initialDowntimeState,
  type DowntimeSettings,
  type DowntimeState,
} from '../../evaluate/downtime';
import { formatDuration, type RuleAction, type RuleResult } from '../../evaluate/types';
import type { CheckFamilyDescriptor, FamilyCheck } from '../family';
import type { HeartbeatPing, HeartbeatPings } from './heartbeat-pings';

export type HeartbeatSettings = z.output<typeof heartbeatSettingsSchema>;

/**
 * How often a heartbeat's silence is checked: every minute (the shortest period), so a missed deadline is noticed
 * within a minute of passing whatever the period; a reported failure does not wait for it (the push URL asks for a
 * check at once). One indexed read of two rows per check.
 */
export const SILENCE_CHECK_MS = 60_000;
/** A run that said `/start` must report its end within the grace time, but never less than this. */
export const MIN_RUN_GRACE_MS = 60_000;
/** Of a ping's message, this much goes into the check's sentence (all of it stays in the details). */
const MESSAGE_IN_SENTENCE = 120;

/** What the pings say at a moment (decision 049). */
export type HeartbeatVerdict =
  /** Never pinged, and its first ping is not due yet: nothing to record ("Pending first check"). */
  | { state: 'pending'; dueBy: number }
  | {
      state: 'up';
      reason: 'on-time' | 'running';
      message: string;
      dueBy: number;
      last: HeartbeatPing;
      durationMs: number | null;
    }
  | {
      state: 'down';
      reason: 'silent' | 'never' | 'failed' | 'unfinished';
      message: string;
      /** When it went wrong: the deadline that passed, the failure's ping. The outage starts there. */
      since: number;
      last: HeartbeatPing | null;
    };

const short = (text: string | null) =>
  text && text.length > MESSAGE_IN_SENTENCE ? `${text.slice(0, MESSAGE_IN_SENTENCE - 1)}…` : text;

/**
 * The silence rule, pure: down at once on a failure (`/fail` or a non-zero exit code); down when a `/start` saw no
 * end within the grace time ("started at 02:00, did not finish"); down when no ping came within period + grace of the
 * last one, or of the monitor's creation if it never pinged (pending until then); up otherwise.
 */
export function assessHeartbeat(
  pings: HeartbeatPings,
  settings: HeartbeatSettings,
  now: number,
  timezone: string,
): HeartbeatVerdict {
  const periodMs = settings.periodSeconds * 1000;
  const graceMs = settings.graceSeconds * 1000;
  const at = (t: number) => formatReadableTime(t, timezone, now);
  const every = `a ping is due every ${formatDuration(periodMs)}${graceMs ? `, with ${formatDuration(graceMs)} of grace` : ''}`;
  const [last, before] = pings.latest;

  if (!last) {
    const dueBy = pings.createdAt.getTime() + periodMs + graceMs;
    if (now <= dueBy) return { state: 'pending', dueBy };
    return {
      state: 'down',
      reason: 'never',
      since: dueBy,
      last: null,
      message: `No ping since the monitor was created at ${at(pings.createdAt.getTime())} (${every}).`,
    };
  }

  const lastAt = last.receivedAt.getTime();
  if (last.kind === 'fail' || (last.kind === 'ping' && last.exitCode !== null && last.exitCode !== 0)) {
    const code = last.exitCode ? ` with exit code ${last.exitCode}` : '';
    const said = last.message ? `: ${short(last.message)}` : '.';
    return {
      state: 'down',
      reason: 'failed',
      since: lastAt,
      last,
      message: `Reported a failure${code} at ${at(lastAt)}${said}`,
    };
  }
  if (last.kind === 'start') {
    const runGraceMs = Math.max(graceMs, MIN_RUN_GRACE_MS);
    const dueBy = lastAt + runGraceMs;
    if (now > dueBy) {
      return {
        state: 'down',
        reason: 'unfinished',
        since: dueBy,
        last,
        message: `Started at ${at(lastAt)} and did not report its end within ${formatDuration(runGraceMs)}.`,
      };
    }
    return {
      state: 'up',
      reason: 'running',
      dueBy,
      last,
      durationMs: null,
      message: `Started at ${at(lastAt)}; its end is due by ${at(dueBy)}.`,
    };
  }
  const dueBy = lastAt + periodMs + graceMs;
  if (now > dueBy)
    return { state: 'down', reason: 'silent', since: dueBy, last, message: `No ping since ${at(lastAt)} (${every}).` };
  // a run that said /start and then ended: how long it took
  const durationMs = before?.kind === 'start' ? lastAt - before.receivedAt.getTime() : null;
  const took = durationMs !== null ? ` after a run of ${formatDuration(durationMs)}` : '';
  const said = last.message ? ` (${short(last.message)})` : '';
  return {
    state: 'up',
    reason: 'on-time',
    dueBy,
    last,
    durationMs,
    message: `Pinged at ${at(lastAt)}${took}${said}; the next ping is due by ${at(dueBy)}.`,
  };
}

/**
 * Steps the downtime rule (evaluate/downtime.ts) for a heartbeat. The grace time already waited, so a failure is
 * confirmed at once: from 'up' the rule's suspect step (which asks a probe for a re-check) and its confirmation are
 * taken together, the outage starting when the heartbeat went wrong (`since`), not when it was noticed.
 */
export function stepHeartbeatDowntime(
  state: DowntimeState,
  verdict: Exclude<HeartbeatVerdict, { state: 'pending' }>,
  now: number,
  settings: DowntimeSettings,
): RuleResult<DowntimeState> {
  if (verdict.state === 'up')
    return evaluateDowntime(state, { ok: true, at: now, isRecheck: false, statusCode: null, error: null }, settings);
  const failure = { ok: false, statusCode: null, error: verdict.message };
  if (state.phase !== 'up') return evaluateDowntime(state, { ...failure, at: now, isRecheck: true }, settings);
  const suspect = evaluateDowntime(state, { ...failure, at: Math.min(verdict.since, now), isRecheck: false }, settings);
  const confirmed = evaluateDowntime(suspect.state, { ...failure, at: now, isRecheck: true }, settings);
  return {
    state: confirmed.state,
    actions: [...suspect.actions.filter((a) => a.kind !== 'recheck'), ...confirmed.actions],
  };
}

/** The downtime rule's words are a web site's ("not reachable"); a heartbeat's alerts say what its pings said. */
export function inHeartbeatWords(
  actions: RuleAction[],
  subject: string,
  verdict: Exclude<HeartbeatVerdict, { state: 'pending' }>,
  now: number,
  timezone: string,
): RuleAction[] {
  return actions.map((action) => {
    if ((action.kind === 'open-alert' || action.kind === 'keep-open') && verdict.state === 'down') {
      const title =
        verdict.reason === 'failed'
          ? `${subject} reported a failure`
          : verdict.reason === 'unfinished'
            ? `${subject} did not finish`
            : `${subject} has not reported in`;
      return {
        ...action,
        alert: {
          ...action.alert,
          title,
          message: `${verdict.message} Down for ${formatDuration(now - verdict.since)}.`,
          metadata: {
            ...action.alert.metadata,
            heartbeat: verdict.reason,
            lastPingAt: verdict.last?.receivedAt.toISOString() ?? null,
            exitCode: verdict.last?.exitCode ?? null,
          },
        },
      };
    }
    if (action.kind === 'resolve-alert' && verdict.state === 'up') {
      const durationMs = typeof action.metadata?.durationMs === 'number' ? action.metadata.durationMs : null;
      const after = durationMs !== null ? ` after ${formatDuration(durationMs)} down` : '';
      const what = verdict.reason === 'running' ? 'started a new run' : 'reported in';
      return {
        ...action,
        message: `${subject} ${what} at ${formatReadableTime(verdict.last.receivedAt, timezone, now)}${after}.`,
      };
    }
    return action;
  });
}

function recordVerdict(
  check: FamilyCheck<HeartbeatSettings>,
  verdict: Exclude<HeartbeatVerdict, { state: 'pending' }>,
) {
  const last = verdict.last;
  check.record({
    status: verdict.state === 'up' ? 'healthy' : 'critical',
    message: verdict.message,
    details: {
      state: verdict.reason,
      lastPingAt: last?.receivedAt.toISOString() ?? null,
      lastPingKind: last?.kind ?? null,
      exitCode: last?.exitCode ?? null,
      pingMessage: last?.message ?? null,
      ...(verdict.state === 'up'
        ? { dueBy: new Date(verdict.dueBy).toISOString(), durationMs: verdict.durationMs }
        : { downSince: new Date(verdict.since).toISOString() }),
    },
    responseTime: null,
    up: verdict.state === 'up',
  });
}

/** What a heartbeat check reads its pings through (MonitoringRepository.heartbeatPings; tests may give their own). */
export type HeartbeatPingSource = (
  check: FamilyCheck<HeartbeatSettings>,
  monitorId: string,
) => Promise<HeartbeatPings | undefined>;

const pingsFromRepository: HeartbeatPingSource = (check, monitorId) => check.deps.repo.heartbeatPings(monitorId);

/**
 * Heartbeat monitors (issue 16, decision 049): a cron job or a backup calls its push URL (modules/push); this family
 * checks every minute whether the pings say it is up, records one check, and steps the downtime rule. Alerts wait
 * `downtimeMinutes` after the heartbeat went wrong when the monitor sets them; by default none: the grace time is
 * the wait.
 */
export function createHeartbeatFamily(
  pingsOf: HeartbeatPingSource = pingsFromRepository,
): CheckFamilyDescriptor<HeartbeatSettings> {
  return {
    id: 'heartbeat',
    historyType: 'heartbeat',
    instances: 'monitor',
    intervalMs: ({ monitor }, overrideSeconds) => {
      const periodMs = (monitor?.settings.periodSeconds ?? 60) * 1000;
      return overrideSeconds ? Math.round(overrideSeconds * 1000) : Math.min(SILENCE_CHECK_MS, periodMs);
    },
    async run(check) {
      const monitor = check.monitor;
      if (!monitor) throw new Error('the heartbeat family checks monitors only');
      const pings = await pingsOf(check, monitor.id);
      if (!pings) return [];
      const now = check.now.getTime();
      const timezone = check.domain.timezone;
      const verdict = assessHeartbeat(pings, monitor.settings, now, timezone);
      if (verdict.state === 'pending') return [];
      recordVerdict(check, verdict);
      const subject = check.subject;
      const settings: DowntimeSettings = { domain: subject, downtimeMinutes: monitor.downtimeMinutes ?? 0, timezone };
      const actions = await check.rule<DowntimeState>('downtime', initialDowntimeState, (state) =>
        stepHeartbeatDowntime(state, verdict, now, settings),
      );
      return inHeartbeatWords(actions, subject, verdict, now, timezone);
    },
  };
}

export const heartbeatFamily = createHeartbeatFamily();
