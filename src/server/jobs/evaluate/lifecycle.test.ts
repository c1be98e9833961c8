import { describe, expect, it } from 'vitest';
import { evaluateDnsChange, initialDnsChangeState, type RecordSet } from './dns-change';
import { evaluateDowntime, initialDowntimeState } from './downtime';
import { evaluateExpiry, initialExpiryState } from './expiry';
import { evaluateRegistration, initialRegistrationState } from './registration';
import { evaluateSecurity, initialSecurityState } from './security';
import { evaluateThreshold, initialThresholdState, type ThresholdRule } from './thresholds';
import type { RuleAction, RuleResult } from './types';

/**
 * The lifecycle of decision 043, family by family, against a store of alerts that keeps them as the monitoring
 * repository does: by cause (type and metadata.metric), a 'keep-open' opening one only when none of its cause is open.
 */
interface StoredAlert {
  cause: string;
  title: string;
  resolved: boolean;
}

const causeOf = (type: string, metric: unknown) => `${type}/${typeof metric === 'string' ? metric : ''}`;

function createStore() {
  const alerts: StoredAlert[] = [];
  const open = (cause: string) => alerts.filter((a) => !a.resolved && a.cause === cause);
  return {
    alerts,
    openAlerts: () => alerts.filter((a) => !a.resolved),
    apply(actions: RuleAction[]) {
      for (const action of actions) {
        if (action.kind === 'open-alert' || action.kind === 'keep-open') {
          const cause = causeOf(action.alert.type, action.alert.metadata.metric);
          const dedupe = action.kind === 'keep-open' || action.alert.type === 'downtime';
          if (!dedupe || open(cause).length === 0) alerts.push({ cause, title: action.alert.title, resolved: false });
        } else if (action.kind === 'resolve-alert') {
          for (const a of open(causeOf(action.type, action.metric))) a.resolved = true;
        }
      }
    },
    /** What a person pressing Resolve does: the alert closes, the rule is not told. */
    resolveByHand() {
      for (const a of alerts) a.resolved = true;
    },
  };
}

interface Family {
  name: string;
  /** One check of the family: failing or not, the n-th check (clocks and streaks move with it). */
  check(state: object, failing: boolean, n: number): RuleResult<object>;
  initial: object;
  /** Healthy checks before the first failure (rules that compare with what they saw before). */
  warmUp?: number;
}

const MIN = 60_000;
const domain = 'shop.example';
const threshold = (
  metric: string,
  type: ThresholdRule['type'],
  direction: ThresholdRule['direction'],
  warning: number,
  bad: number,
  good: number,
  unit: string,
): Family => ({
  name: `threshold: ${metric}`,
  initial: initialThresholdState,
  check: (s, failing) =>
    evaluateThreshold(s as typeof initialThresholdState, failing ? bad : good, {
      type,
      domain,
      metric,
      direction,
      warning,
      critical: null,
      unit,
    }),
});
const records = (failing: boolean): RecordSet =>
  failing ? { 'example NS': ['ns1.example'] } : { 'example A': ['192.0.2.1'], 'example NS': ['ns1.example'] };

const FAMILIES: Family[] = [
  {
    name: 'downtime (http)',
    initial: initialDowntimeState,
    // every check a minute apart; the second failure is the re-check that confirms it
    check: (s, failing, n) =>
      evaluateDowntime(
        s as typeof initialDowntimeState,
        { ok: !failing, at: n * MIN, isRecheck: n % 2 === 1, statusCode: failing ? 503 : 200, error: null },
        { domain, downtimeMinutes: 2, timezone: 'UTC' },
      ),
  },
  {
    name: 'certificate expiry (ssl)',
    initial: initialExpiryState,
    check: (s, failing) =>
      evaluateExpiry(
        s as typeof initialExpiryState,
        { daysUntilExpiry: failing ? 10 : 80, valid: true, expiresAt: null },
        { kind: 'ssl', domain },
      ),
  },
  {
    name: 'certificate trust (ssl)',
    initial: initialExpiryState,
    // trusted again while within the expiry steps: its alert must close all the same
    check: (s, failing) =>
      evaluateExpiry(
        s as typeof initialExpiryState,
        {
          daysUntilExpiry: 200,
          valid: !failing,
          invalidReason: 'the certificate is for another host',
          expiresAt: null,
        },
        { kind: 'ssl', domain },
      ),
  },
  {
    name: 'registration expiry (whois)',
    initial: initialExpiryState,
    check: (s, failing) =>
      evaluateExpiry(
        s as typeof initialExpiryState,
        { daysUntilExpiry: failing ? 5 : 300, valid: true, expiresAt: null },
        { kind: 'registration', domain },
      ),
  },
  {
    name: 'not registered (whois)',
    initial: initialRegistrationState,
    check: (s, failing) =>
      evaluateRegistration(
        s as typeof initialRegistrationState,
        { registration: failing ? 'not-registered' : 'registered' },
        { domain },
      ),
  },
  {
    name: 'DNS records gone (dns)',
    initial: initialDnsChangeState,
    warmUp: 1,
    check: (s, failing) =>
      evaluateDnsChange(s as typeof initialDnsChangeState, records(failing), { domain, enabled: true }),
  },
  {
    name: 'blacklist (security)',
    initial: initialSecurityState,
    warmUp: 1,
    check: (s, failing) =>
      evaluateSecurity(
        s as typeof initialSecurityState,
        {
          listedOn: failing ? ['zen.spamhaus.org'] : [],
          sentHeaders: ['X-Frame-Options'],
          effectiveHeaders: ['X-Frame-Options'],
        },
        { domain },
      ),
  },
  {
    name: 'security header lost (security)',
    initial: initialSecurityState,
    warmUp: 1,
    check: (s, failing) => {
      const headers = failing ? [] : ['Strict-Transport-Security'];
      return evaluateSecurity(
        s as typeof initialSecurityState,
        { listedOn: [], sentHeaders: headers, effectiveHeaders: headers },
        { domain },
      );
    },
  },
  threshold('Response time', 'performance', 'above', 3000, 4200, 300, ' ms'),
  threshold('Performance score', 'performance', 'below', 50, 31, 90, ''),
  threshold('Uptime', 'downtime', 'below', 99, 90, 100, '%'),
];

/** Drives one family: healthy warm-up checks, then failing checks until an alert opens. */
function harness(family: Family) {
  const store = createStore();
  let state = family.initial;
  let n = 0;
  const check = (failing: boolean) => {
    const r = family.check(state, failing, n++);
    state = r.state;
    store.apply(r.actions);
  };
  for (let i = 0; i < (family.warmUp ?? 0); i++) check(false);
  const failUntilOpen = () => {
    for (let i = 0; i < 10 && store.openAlerts().length === 0; i++) check(true);
  };
  return { store, check, failUntilOpen };
}

describe.each(FAMILIES)('alert lifecycle: $name', (family) => {
  it('opens one alert while the cause persists, however many checks fail', () => {
    const { store, check, failUntilOpen } = harness(family);
    failUntilOpen();
    expect(store.openAlerts()).toHaveLength(1);
    for (let i = 0; i < 4; i++) check(true);
    expect(store.alerts).toHaveLength(1);
  });

  it('closes its alert by itself when the cause recovers', () => {
    const { store, check, failUntilOpen } = harness(family);
    failUntilOpen();
    check(true);
    check(false);
    expect(store.alerts).toHaveLength(1);
    expect(store.openAlerts()).toEqual([]);
  });

  it('opens an alert again at the next failing check after a person resolved it while the cause persisted, and closes it on recovery', () => {
    const { store, check, failUntilOpen } = harness(family);
    failUntilOpen();
    store.resolveByHand();
    check(true);
    expect(store.openAlerts()).toHaveLength(1);
    expect(store.alerts).toHaveLength(2);
    check(true);
    expect(store.alerts).toHaveLength(2);
    check(false);
    expect(store.openAlerts()).toEqual([]);
  });

  it('after recovery, a cause that returns raises a new alert', () => {
    const { store, check, failUntilOpen } = harness(family);
    failUntilOpen();
    check(false);
    failUntilOpen();
    expect(store.alerts).toHaveLength(2);
    expect(store.openAlerts()).toHaveLength(1);
  });
});

describe('DNS changes as events', () => {
  const settings = { domain, enabled: true };
  const before: RecordSet = { 'shop.example A': ['192.0.2.1'], 'shop.example MX': ['10 mx.example'] };
  const after: RecordSet = { 'shop.example A': ['192.0.2.9'], 'shop.example MX': ['10 mx.example'] };

  it('closes the change alert when the records come back to what they were, without a second alert for the way back', () => {
    const store = createStore();
    let state = initialDnsChangeState;
    for (const seen of [before, after, after, before]) {
      const r = evaluateDnsChange(state, seen, settings);
      state = r.state;
      store.apply(r.actions);
    }
    expect(store.alerts).toHaveLength(1);
    expect(store.openAlerts()).toEqual([]);
  });

  it('takes a resolved change as accepted: no alert again while the new records stay', () => {
    const store = createStore();
    let state = initialDnsChangeState;
    const step = (seen: RecordSet) => {
      const r = evaluateDnsChange(state, seen, settings);
      state = r.state;
      store.apply(r.actions);
    };
    step(before);
    step(after);
    store.resolveByHand();
    step(after);
    step(after);
    expect(store.alerts).toHaveLength(1);
    expect(store.openAlerts()).toEqual([]);
  });

  it('says when the records are back', () => {
    const changed = evaluateDnsChange(
      evaluateDnsChange(initialDnsChangeState, before, settings).state,
      after,
      settings,
    );
    expect(evaluateDnsChange(changed.state, before, settings).actions).toEqual([
      {
        kind: 'resolve-alert',
        type: 'dns_change',
        message: 'The DNS records of shop.example are back to what they were before the change.',
      },
    ]);
  });
});

describe('certificate trust', () => {
  it('files its alert apart from the expiry steps: a trusted certificate still near expiry closes the trust alert only', () => {
    const ssl = { kind: 'ssl' as const, domain };
    const untrusted = evaluateExpiry(
      initialExpiryState,
      { daysUntilExpiry: 10, valid: false, invalidReason: 'self-signed', expiresAt: null },
      ssl,
    );
    expect(untrusted.actions).toMatchObject([
      {
        kind: 'open-alert',
        alert: { title: 'shop.example: certificate not trusted', metadata: { metric: 'certificate-trust' } },
      },
      { kind: 'open-alert', alert: { title: 'shop.example: TLS certificate expires in 10 days' } },
    ]);
    const trusted = evaluateExpiry(untrusted.state, { daysUntilExpiry: 9, valid: true, expiresAt: null }, ssl);
    expect(trusted.actions).toMatchObject([
      {
        kind: 'resolve-alert',
        type: 'ssl_expiry',
        metric: 'certificate-trust',
        message: 'Browsers trust the TLS certificate of shop.example again.',
      },
      { kind: 'keep-open', alert: { title: 'shop.example: TLS certificate expires in 9 days' } },
    ]);
  });
});
