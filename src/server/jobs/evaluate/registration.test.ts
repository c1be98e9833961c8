import { describe, expect, it } from 'vitest';
import { evaluateRegistration, initialRegistrationState, type RegistrationState } from './registration';

const settings = { domain: 'shop.example' };

/** Runs the rule over a series of outcomes; returns what each step did. */
function run(outcomes: (string | null)[], start: RegistrationState = initialRegistrationState) {
  let state = start;
  return outcomes.map((registration) => {
    const result = evaluateRegistration(state, { registration }, settings);
    state = result.state;
    return { state, actions: result.actions };
  });
}

describe('not-registered rule', () => {
  it('opens one critical alert on the second not-registered answer in a row, and no more', () => {
    const steps = run(['not-registered', 'not-registered', 'not-registered']);
    expect(steps[0]?.actions).toEqual([]);
    expect(steps[1]?.actions).toMatchObject([
      {
        kind: 'open-alert',
        alert: {
          type: 'registration_expiry',
          severity: 'critical',
          title: 'shop.example is not registered',
          metadata: { kind: 'registration', metric: 'registration-status' },
        },
      },
    ]);
    // still not registered: kept open, never a second alert beside the open one
    expect(steps[2]?.actions).toMatchObject([
      { kind: 'keep-open', alert: { title: 'shop.example is not registered' } },
    ]);
  });

  it('does not alert on a single flaky answer between registered ones', () => {
    const steps = run(['registered', 'not-registered', 'registered', 'not-registered', 'registered']);
    expect(steps.flatMap((s) => s.actions)).toEqual([]);
  });

  it('resolves when the domain is registered again', () => {
    const steps = run(['not-registered', 'not-registered', 'registered']);
    expect(steps[2]?.actions).toEqual([
      {
        kind: 'resolve-alert',
        type: 'registration_expiry',
        metric: 'registration-status',
        message: 'The registry knows shop.example again: it is registered.',
      },
    ]);
    expect(steps[2]?.state).toEqual(initialRegistrationState);
  });

  it('never alerts on a reserved name, and resolves a not-registered alert once the registry says reserved', () => {
    expect(run(['reserved', 'reserved', 'reserved']).flatMap((s) => s.actions)).toEqual([]);
    const steps = run(['not-registered', 'not-registered', 'reserved']);
    expect(steps[2]?.actions).toEqual([
      {
        kind: 'resolve-alert',
        type: 'registration_expiry',
        metric: 'registration-status',
        message: 'The registry now says shop.example is reserved: nobody can register it.',
      },
    ]);
    expect(steps[2]?.state).toEqual(initialRegistrationState);
  });

  it('never opens, closes or resets on an unknown outcome', () => {
    // unknown between two not-registered answers: they still count as two in a row
    const opening = run(['not-registered', 'unknown', 'not-registered']);
    expect(opening[1]).toEqual({ state: { notRegisteredStreak: 1, alerted: false }, actions: [] });
    expect(opening[2]?.actions[0]).toMatchObject({ kind: 'open-alert' });
    // unknown while alerted: the alert stays open, state unchanged
    const open = opening[2]?.state as RegistrationState;
    const unknowns = run(['unknown', null, 'unknown'], open);
    expect(unknowns.every((s) => s.actions.length === 0 && s.state === open)).toBe(true);
    // unknown answers alone never alert
    expect(run(['unknown', 'unknown', 'unknown']).flatMap((s) => s.actions)).toEqual([]);
  });
});
