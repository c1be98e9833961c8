import { describe, expect, it } from 'vitest';
import { evaluateExpiry, initialExpiryState, type ExpiryState } from './expiry';
import { downtimeMinutesFor, levelsFor, sslExpiryStepsFor } from './overrides';
import { evaluateThreshold, initialThresholdState, type ThresholdState } from './thresholds';

describe('per-domain alert_thresholds overrides', () => {
  it("replace the user's default only while enabled and with at least one level", () => {
    expect(levelsFor(undefined, 3000)).toEqual({ warning: 3000, critical: null });
    expect(levelsFor({ warning: 800, critical: 2000, enabled: true }, 3000)).toEqual({ warning: 800, critical: 2000 });
    expect(levelsFor({ warning: 800, critical: 2000, enabled: false }, 3000)).toEqual({
      warning: 3000,
      critical: null,
    });
    expect(levelsFor({ warning: null, critical: null, enabled: true }, 3000)).toEqual({
      warning: 3000,
      critical: null,
    });
  });

  it('alert on downtime after the earliest level', () => {
    expect(downtimeMinutesFor({}, 5)).toBe(5);
    expect(downtimeMinutesFor({ downtime_minutes: { warning: 2, critical: 10, enabled: true } }, 5)).toBe(2);
    expect(downtimeMinutesFor({ downtime_minutes: { warning: null, critical: 0, enabled: true } }, 5)).toBe(0);
  });

  it('move the first certificate step and the critical one', () => {
    expect(sslExpiryStepsFor({}, 30)).toEqual({ steps: [30, 14, 7], criticalDays: 7 });
    const custom = sslExpiryStepsFor({ ssl_expiry_days: { warning: 45, critical: 10, enabled: true } }, 30);
    expect(custom).toEqual({ steps: [45, 14, 10, 7], criticalDays: 10 });

    let state: ExpiryState = initialExpiryState;
    const seen: string[] = [];
    for (const days of [50, 45, 20, 14, 11, 10, 8]) {
      const r = evaluateExpiry(
        state,
        { daysUntilExpiry: days, valid: true, expiresAt: null },
        { kind: 'ssl', domain: 'x.example', ...custom },
      );
      state = r.state;
      for (const a of r.actions) if (a.kind === 'open-alert') seen.push(`${days}:${a.alert.severity}`);
    }
    expect(seen).toEqual(['45:warning', '14:warning', '10:critical']);
  });
});

describe('a threshold with warning and critical levels, step by step', () => {
  const rule = {
    type: 'performance' as const,
    domain: 'p.example',
    metric: 'Response time',
    direction: 'above' as const,
    warning: 1000,
    critical: 3000,
    unit: ' ms',
  };

  it('alerts at warning, again once critical, never twice for a level, and resolves both with its metric', () => {
    let state: ThresholdState = initialThresholdState;
    const log: string[] = [];
    for (const value of [500, 1500, 1800, 3500, 3200, 1500, 3400, 600]) {
      const r = evaluateThreshold(state, value, rule);
      state = r.state;
      log.push(
        r.actions
          .map((a) =>
            a.kind === 'open-alert'
              ? `open:${a.alert.severity}`
              : a.kind === 'resolve-alert'
                ? `resolve:${a.metric}`
                : a.kind === 'keep-open'
                  ? `keep:${a.alert.severity}`
                  : a.kind,
          )
          .join('+'),
      );
    }
    expect(log).toEqual([
      '',
      'open:warning',
      'keep:warning',
      'open:critical',
      'keep:critical',
      'keep:warning',
      'keep:critical',
      'resolve:Response time',
    ]);
  });
});
