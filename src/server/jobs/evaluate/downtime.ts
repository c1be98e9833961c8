import { describeFailure } from '../../../shared/helpers/error-classification';
import { formatReadableTime } from '../../../shared/helpers/readable-time';
import { keepOpen } from './lifecycle';
import { formatDuration, type NewAlert, type RuleResult } from './types';
import { midSentence } from '../../../shared/helpers/mid-sentence';

/**
 * Downtime, step by step:
 *   up --fail--> suspect (ask for an immediate re-check; one failed request is not an outage)
 *   suspect --ok--> up (a blip, nothing recorded)
 *   suspect --confirmed fail--> down (outage recorded from the first failure)
 *   down --fail, outage >= downtimeMinutes--> alerted (one alert)
 *   down --ok--> up (outage closed, nobody was alerted, so nobody is told it recovered)
 *   alerted --fail--> alerted (still one open alert: no storms; re-opened if someone resolved it meanwhile)
 *   alerted --ok--> up (outage closed, alert resolved with a recovery notice and the outage duration)
 */
export type DowntimeState =
  | { phase: 'up' }
  | { phase: 'suspect'; since: number; statusCode: number | null; error: string | null }
  | {
      phase: 'down' | 'alerted';
      since: number;
      consecutiveFailures: number;
      statusCode: number | null;
      error: string | null;
    };

export interface HttpObservation {
  ok: boolean;
  at: number;
  /** True when this result is the immediate re-check of a failure. */
  isRecheck: boolean;
  statusCode: number | null;
  error: string | null;
}

export interface DowntimeSettings {
  domain: string;
  downtimeMinutes: number;
  /** The workspace owner's IANA zone: the alert text says when the outage began on that clock. */
  timezone: string;
}

export const initialDowntimeState: DowntimeState = { phase: 'up' };

/** Why in words: the failure's sentence (the raw error stays in the alert's metadata), else the status code. */
function reason(o: { statusCode: number | null; error: string | null }): string {
  if (o.error) {
    const { sentence } = describeFailure(o.error);
    return midSentence(sentence);
  }
  if (o.statusCode) return `HTTP ${o.statusCode}`;
  return 'no answer';
}

export function evaluateDowntime(
  state: DowntimeState,
  obs: HttpObservation,
  settings: DowntimeSettings,
): RuleResult<DowntimeState> {
  const thresholdMs = Math.max(0, settings.downtimeMinutes) * 60_000;

  if (obs.ok) {
    if (state.phase === 'up' || state.phase === 'suspect') return { state: { phase: 'up' }, actions: [] };
    const durationMs = obs.at - state.since;
    const ended = {
      kind: 'outage-ended' as const,
      startedAt: state.since,
      endedAt: obs.at,
      durationMs,
      consecutiveFailures: state.consecutiveFailures,
    };
    if (state.phase === 'down') return { state: { phase: 'up' }, actions: [ended] };
    return {
      state: { phase: 'up' },
      actions: [
        ended,
        {
          kind: 'resolve-alert',
          type: 'downtime',
          message: `${settings.domain} is back up after ${formatDuration(durationMs)} of downtime.`,
          metadata: { durationMs, recoveredAt: new Date(obs.at).toISOString() },
        },
      ],
    };
  }

  const failure = { statusCode: obs.statusCode, error: obs.error };
  if (state.phase === 'up') {
    return { state: { phase: 'suspect', since: obs.at, ...failure }, actions: [{ kind: 'recheck' }] };
  }
  if (state.phase === 'suspect') {
    // a scheduled check can land before the re-check answers; only the re-check confirms
    if (!obs.isRecheck) return { state, actions: [{ kind: 'recheck' }] };
    const down: DowntimeState = { phase: 'down', since: state.since, consecutiveFailures: 2, ...failure };
    const started = { kind: 'outage-started' as const, at: state.since, ...failure };
    return escalate(down, obs.at, thresholdMs, settings, [started]);
  }
  const next = { ...state, consecutiveFailures: state.consecutiveFailures + 1, ...failure };
  if (state.phase === 'alerted') return { state: next, actions: [keepOpen(downtimeAlert(next, obs.at, settings))] };
  return escalate(next, obs.at, thresholdMs, settings, []);
}

function escalate(
  state: Extract<DowntimeState, { phase: 'down' | 'alerted' }>,
  at: number,
  thresholdMs: number,
  settings: DowntimeSettings,
  actions: RuleResult<DowntimeState>['actions'],
): RuleResult<DowntimeState> {
  const elapsed = at - state.since;
  if (elapsed < thresholdMs) return { state, actions };
  return {
    state: { ...state, phase: 'alerted' },
    actions: [...actions, { kind: 'open-alert', alert: downtimeAlert(state, at, settings) }],
  };
}

function downtimeAlert(
  state: Extract<DowntimeState, { phase: 'down' | 'alerted' }>,
  at: number,
  settings: DowntimeSettings,
): NewAlert {
  const elapsed = at - state.since;
  return {
    type: 'downtime',
    severity: 'critical',
    title: `${settings.domain} is down`,
    message: `${settings.domain} has not been reachable for ${formatDuration(elapsed)} (${reason(state)}). Checked ${state.consecutiveFailures} times since ${formatReadableTime(state.since, settings.timezone, at)}.`,
    metadata: {
      since: new Date(state.since).toISOString(),
      statusCode: state.statusCode,
      error: state.error,
      consecutiveFailures: state.consecutiveFailures,
    },
  };
}
