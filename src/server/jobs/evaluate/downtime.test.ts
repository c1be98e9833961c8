import { describe, expect, it } from 'vitest';
import { evaluateDowntime, initialDowntimeState, type DowntimeState, type HttpObservation } from './downtime';

const MIN = 60_000;
const settings = { domain: 'shop.example', downtimeMinutes: 5, timezone: 'Europe/Berlin' };
const fail = (at: number, isRecheck = false): HttpObservation => ({
  ok: false,
  at,
  isRecheck,
  statusCode: 503,
  error: null,
});
const ok = (at: number): HttpObservation => ({ ok: true, at, isRecheck: false, statusCode: 200, error: null });

function run(observations: HttpObservation[], s = settings) {
  let state: DowntimeState = initialDowntimeState;
  const log: string[] = [];
  for (const o of observations) {
    const r = evaluateDowntime(state, o, s);
    state = r.state;
    log.push(`${state.phase}:${r.actions.map((a) => a.kind).join('+')}`);
  }
  return { state, log };
}

describe('downtime rule', () => {
  it('asks for a re-check before counting a failure, and forgets a blip', () => {
    expect(run([fail(0), ok(1000)]).log).toEqual(['suspect:recheck', 'up:']);
  });

  it('records an outage on a confirmed failure but alerts only after downtimeMinutes', () => {
    const { log } = run([fail(0), fail(1000, true), fail(2 * MIN), fail(4 * MIN), fail(5 * MIN), fail(6 * MIN)]);
    expect(log).toEqual([
      'suspect:recheck',
      'down:outage-started',
      'down:',
      'down:',
      'alerted:open-alert',
      'alerted:keep-open',
    ]);
  });

  it('alerts at once with downtimeMinutes 0, with what failed in the message', () => {
    let state: DowntimeState = initialDowntimeState;
    state = evaluateDowntime(state, fail(0), { ...settings, downtimeMinutes: 0 }).state;
    const r = evaluateDowntime(
      state,
      { ...fail(800, true), statusCode: null, error: 'Connection refused' },
      { ...settings, downtimeMinutes: 0 },
    );
    expect(r.actions.map((a) => a.kind)).toEqual(['outage-started', 'open-alert']);
    const alert = r.actions[1];
    expect(alert).toMatchObject({
      kind: 'open-alert',
      alert: { type: 'downtime', severity: 'critical', title: 'shop.example is down' },
    });
    expect(JSON.stringify(alert)).toContain('Connection refused');
  });

  it('says the failure in words and when it began on the owner’s clock, keeping the raw error in the metadata', () => {
    const start = Date.parse('2026-11-24T13:00:00Z');
    let state: DowntimeState = initialDowntimeState;
    const raw = { statusCode: null, error: 'Could not resolve shop.example: getaddrinfo ENOTFOUND shop.example' };
    state = evaluateDowntime(state, { ...fail(start), ...raw }, settings).state;
    state = evaluateDowntime(state, { ...fail(start + 1000, true), ...raw }, settings).state;
    const r = evaluateDowntime(state, { ...fail(start + 6 * MIN), ...raw }, settings);
    const opened = r.actions.find((a) => a.kind === 'open-alert');
    expect(opened).toMatchObject({
      alert: {
        message:
          'shop.example has not been reachable for 6 min (the domain name could not be found in DNS). Checked 3 times since 14:00 CET.',
        metadata: { since: '2026-11-24T13:00:00.000Z', error: raw.error },
      },
    });
  });

  it('resolves with a recovery notice that says how long it was down', () => {
    let state: DowntimeState = initialDowntimeState;
    for (const o of [fail(0), fail(1000, true), fail(6 * MIN)]) state = evaluateDowntime(state, o, settings).state;
    const r = evaluateDowntime(state, ok(7 * MIN), settings);
    expect(r.state).toEqual({ phase: 'up' });
    expect(r.actions[0]).toMatchObject({ kind: 'outage-ended', durationMs: 7 * MIN, consecutiveFailures: 3 });
    expect(r.actions[1]).toMatchObject({
      kind: 'resolve-alert',
      type: 'downtime',
      message: 'shop.example is back up after 7 min of downtime.',
    });
  });

  it('closes a short outage without a recovery notice when nobody was alerted', () => {
    const { log } = run([fail(0), fail(1000, true), ok(2 * MIN)]);
    expect(log).toEqual(['suspect:recheck', 'down:outage-started', 'up:outage-ended']);
  });

  it('does not storm while flapping: each outage long enough alerts once, short ones never', () => {
    const obs: HttpObservation[] = [];
    let t = 0;
    for (let i = 0; i < 10; i++) {
      obs.push(fail(t), fail(t + 1000, true), ok(t + MIN)); // 1-minute outages
      t += 2 * MIN;
    }
    const { log } = run(obs);
    expect(log.filter((l) => l.includes('open-alert'))).toHaveLength(0);
    expect(log.filter((l) => l.includes('outage-started'))).toHaveLength(10);
  });

  it('waits for the re-check while scheduled checks keep failing', () => {
    const { log } = run([fail(0), fail(500), fail(900, true)]);
    expect(log).toEqual(['suspect:recheck', 'suspect:recheck', 'down:outage-started']);
  });
});
