import { describe, expect, it } from 'vitest';
import { evaluateDnsChange, initialDnsChangeState, recordSet } from './dns-change';
import { evaluateExpiry, initialExpiryState, type ExpiryState } from './expiry';
import { decideNotification, inWindow, localMinutes, type NotifyContext } from './notify-policy';
import { evaluateSecurity, initialSecurityState } from './security';
import { evaluateThreshold, initialThresholdState } from './thresholds';

const ssl = { kind: 'ssl' as const, domain: 'shop.example' };

describe('certificate and registration expiry', () => {
  it('alerts once at each of 30, 14 and 7 days and on expiry', () => {
    let state: ExpiryState = initialExpiryState;
    const titles: string[] = [];
    for (const days of [45, 31, 30, 29, 20, 14, 13, 8, 7, 6, 1, 0, -1]) {
      const r = evaluateExpiry(state, { daysUntilExpiry: days, valid: true, expiresAt: '2026-12-01T00:00:00Z' }, ssl);
      state = r.state;
      for (const a of r.actions) if (a.kind === 'open-alert') titles.push(`${days}:${a.alert.severity}`);
    }
    expect(titles).toEqual(['30:warning', '14:warning', '7:critical', '0:critical']);
  });

  it('resolves when the certificate is renewed', () => {
    let state = evaluateExpiry(initialExpiryState, { daysUntilExpiry: 10, valid: true, expiresAt: null }, ssl).state;
    const r = evaluateExpiry(state, { daysUntilExpiry: 89, valid: true, expiresAt: null }, ssl);
    state = r.state;
    expect(r.actions).toMatchObject([
      {
        kind: 'resolve-alert',
        type: 'ssl_expiry',
        message: 'The TLS certificate of shop.example was renewed: it now expires in 89 days.',
      },
    ]);
    expect(state.alertedStep).toBeNull();
  });

  it('treats an untrusted or mismatched certificate as critical, once', () => {
    const first = evaluateExpiry(
      initialExpiryState,
      { daysUntilExpiry: 200, valid: false, invalidReason: 'the certificate is for another host', expiresAt: null },
      ssl,
    );
    expect(first.actions[0]).toMatchObject({ kind: 'open-alert', alert: { severity: 'critical' } });
    expect(JSON.stringify(first.actions)).toContain('another host');
    const again = evaluateExpiry(first.state, { daysUntilExpiry: 199, valid: false, expiresAt: null }, ssl);
    expect(again.actions.map((a) => a.kind)).toEqual(['keep-open']);
  });

  it("files registration alerts apart from the certificate's, so that one renewal never resolves the other", () => {
    const registration = { kind: 'registration' as const, domain: 'shop.example' };
    const opened = evaluateExpiry(
      initialExpiryState,
      { daysUntilExpiry: 10, valid: true, expiresAt: null },
      registration,
    );
    expect(opened.actions).toMatchObject([
      {
        kind: 'open-alert',
        alert: { type: 'registration_expiry', metadata: { kind: 'registration', metric: 'registration-expiry' } },
      },
    ]);
    const renewed = evaluateExpiry(opened.state, { daysUntilExpiry: 365, valid: true, expiresAt: null }, registration);
    expect(renewed.actions).toMatchObject([
      { kind: 'resolve-alert', type: 'registration_expiry', metric: 'registration-expiry' },
    ]);
    const certificate = evaluateExpiry(
      evaluateExpiry(initialExpiryState, { daysUntilExpiry: 10, valid: true, expiresAt: null }, ssl).state,
      { daysUntilExpiry: 89, valid: true, expiresAt: null },
      ssl,
    );
    expect(certificate.actions[0]).not.toHaveProperty('metric');
    expect(certificate.actions[0]).toMatchObject({ kind: 'resolve-alert', type: 'ssl_expiry' });
  });

  it('never alerts on an unknown expiry date', () => {
    expect(
      evaluateExpiry(
        initialExpiryState,
        { daysUntilExpiry: null, valid: true, expiresAt: null },
        { kind: 'registration', domain: 'x.io' },
      ).actions,
    ).toEqual([]);
  });
});

describe('DNS changes', () => {
  const on = { domain: 'd.example', enabled: true };
  const records = (...list: [string, string, string][]) =>
    recordSet(list.map(([name, type, value]) => ({ name, type, value })));

  it('says nothing on the first look, then what changed, before and after, naming the owner and type', () => {
    const first = evaluateDnsChange(
      initialDnsChangeState,
      records(['d.example', 'A', '192.0.2.1'], ['d.example', 'MX', '10 mx.example.']),
      on,
    );
    expect(first.actions).toEqual([]);
    // names inside MX values compare without case or final dot, as DNS compares them
    const same = evaluateDnsChange(
      first.state,
      records(['D.example.', 'A', '192.0.2.1'], ['d.example', 'MX', '10 MX.example']),
      on,
    );
    expect(same.actions).toEqual([]);
    const changed = evaluateDnsChange(
      same.state,
      records(['d.example', 'A', '192.0.2.9'], ['d.example', 'MX', '10 mx.example.']),
      on,
    );
    expect(changed.actions[0]).toMatchObject({
      kind: 'open-alert',
      alert: {
        type: 'dns_change',
        title: 'd.example: DNS records changed (d.example A)',
        message: 'd.example A: 192.0.2.1 → 192.0.2.9',
      },
    });
  });

  it('keeps the case of TXT and CAA values: a change of case is a change, shown as published', () => {
    const first = evaluateDnsChange(
      initialDnsChangeState,
      records(
        ['d.example', 'TXT', 'google-site-verification=AbC123'],
        ['d.example', 'CAA', '0 issue "LetsEncrypt.org"'],
      ),
      on,
    );
    const changed = evaluateDnsChange(
      first.state,
      records(
        ['d.example', 'TXT', 'google-site-verification=abc123'],
        ['d.example', 'CAA', '0 issue "LetsEncrypt.org"'],
      ),
      on,
    );
    expect(changed.actions).toEqual([
      expect.objectContaining({
        alert: expect.objectContaining({
          message: 'd.example TXT: google-site-verification=AbC123 → google-site-verification=abc123',
        }),
      }),
    ]);
    expect(changed.state.records).toEqual({
      'd.example CAA': ['0 issue "LetsEncrypt.org"'],
      'd.example TXT': ['google-site-verification=abc123'],
    });
  });

  it("keeps each owner name's records apart, and raises one alert for every change one check finds", () => {
    const first = evaluateDnsChange(
      initialDnsChangeState,
      records(
        ['d.example', 'TXT', 'v=spf1 mx -all'],
        ['_dmarc.d.example', 'TXT', 'v=DMARC1; p=none'],
        ['d.example', 'A', '192.0.2.1'],
      ),
      on,
    );
    const changed = evaluateDnsChange(
      first.state,
      records(
        ['d.example', 'TXT', 'v=spf1 mx -all'],
        ['_dmarc.d.example', 'TXT', 'v=DMARC1; p=reject'],
        ['d.example', 'A', '192.0.2.2'],
      ),
      on,
    );
    expect(changed.actions).toHaveLength(1);
    expect(changed.actions[0]).toMatchObject({
      kind: 'open-alert',
      alert: {
        title: 'd.example: DNS records changed (_dmarc.d.example TXT, d.example A)',
        message: '_dmarc.d.example TXT: v=DMARC1; p=none → v=DMARC1; p=reject\nd.example A: 192.0.2.1 → 192.0.2.2',
      },
    });
  });

  it('takes a state saved before records were kept by owner as the start again, without an alert', () => {
    const legacy = { records: { A: ['192.0.2.1'], TXT: ['v=dmarc1; p=none', 'v=spf1 mx -all'] } };
    const now = records(['d.example', 'A', '192.0.2.1'], ['_dmarc.d.example', 'TXT', 'v=DMARC1; p=none']);
    const upgraded = evaluateDnsChange(legacy, now, on);
    expect(upgraded.actions).toEqual([]);
    expect(evaluateDnsChange(upgraded.state, now, on).actions).toEqual([]);
  });

  it('keeps the same state when a resolver answers the same records in another order (nothing to write)', () => {
    for (const enabled of [true, false]) {
      const first = evaluateDnsChange(
        initialDnsChangeState,
        records(
          ['d.example', 'NS', 'b.ns.example.'],
          ['d.example', 'NS', 'a.ns.example.'],
          ['d.example', 'A', '192.0.2.2'],
          ['d.example', 'A', '192.0.2.1'],
        ),
        { ...on, enabled },
      );
      const again = evaluateDnsChange(
        first.state,
        records(
          ['d.example', 'A', '192.0.2.1'],
          ['d.example', 'A', '192.0.2.2'],
          ['d.example', 'NS', 'a.ns.example.'],
          ['d.example', 'NS', 'b.ns.example.'],
        ),
        { ...on, enabled },
      );
      expect(JSON.stringify(again.state)).toBe(JSON.stringify(first.state));
      expect(again.actions).toEqual([]);
    }
  });

  it('takes a failed lookup for unknown records, not for records gone: no change, and the last records kept', () => {
    const first = evaluateDnsChange(
      initialDnsChangeState,
      records(['d.example', 'A', '192.0.2.1'], ['d.example', 'MX', '10 mx.example.']),
      on,
    );
    // the A lookup timed out: its (empty) values say nothing
    const timedOut = evaluateDnsChange(first.state, records(['d.example', 'MX', '10 mx.example.']), on, ['A']);
    expect(timedOut.actions).toEqual([]);
    expect(timedOut.state.records?.['d.example A']).toEqual(['192.0.2.1']);
    // a complete answer afterwards compares with the records last seen
    const back = evaluateDnsChange(
      timedOut.state,
      records(['d.example', 'A', '192.0.2.1'], ['d.example', 'MX', '10 mx.example.']),
      on,
    );
    expect(back.actions).toEqual([]);
  });

  it('respects the dnsChangeAlerts preference', () => {
    const off = { domain: 'd.example', enabled: false };
    const first = evaluateDnsChange(initialDnsChangeState, records(['d.example', 'A', '192.0.2.1']), off);
    expect(evaluateDnsChange(first.state, records(['d.example', 'A', '192.0.2.2']), off).actions).toEqual([]);
  });
});

describe('thresholds', () => {
  const rule = {
    type: 'performance' as const,
    domain: 'p.example',
    metric: 'Response time',
    direction: 'above' as const,
    warning: 3000,
    critical: null,
    unit: ' ms',
  };
  it('alerts once when breached and resolves when back within the limit', () => {
    const a = evaluateThreshold(initialThresholdState, 3500, rule);
    expect(a.actions[0]).toMatchObject({
      kind: 'open-alert',
      alert: { severity: 'warning', title: 'p.example: Response time rose to 3500 ms' },
    });
    expect(evaluateThreshold(a.state, 4000, rule).actions.map((x) => x.kind)).toEqual(['keep-open']);
    expect(evaluateThreshold(a.state, 800, rule).actions[0]).toMatchObject({ kind: 'resolve-alert' });
  });
  it('uses the score floor for performance scores', () => {
    const r = evaluateThreshold(initialThresholdState, 42, {
      ...rule,
      metric: 'Performance score',
      direction: 'below',
      warning: 50,
      critical: 30,
      unit: '',
    });
    expect(r.actions[0]).toMatchObject({ alert: { severity: 'warning' } });
  });
});

describe('security', () => {
  const HSTS = 'Strict-Transport-Security';
  const CSP = 'Content-Security-Policy';
  const seen = (effective: string[], sent = effective, problems: Record<string, string> = {}) => ({
    listedOn: [],
    sentHeaders: sent,
    effectiveHeaders: effective,
    problems,
  });
  const opts = { domain: 's.example' };

  it('alerts on a new listing or a header that disappeared, and resolves when clean', () => {
    const base = evaluateSecurity(initialSecurityState, seen([HSTS, CSP]), opts);
    expect(base.actions).toEqual([]);
    const lost = evaluateSecurity(base.state, seen([CSP]), opts);
    expect(lost.actions[0]).toMatchObject({
      alert: {
        severity: 'warning',
        title: 's.example: security headers removed',
        message: 'These security headers are no longer sent: Strict-Transport-Security.',
      },
    });
    const stillMissing = evaluateSecurity(lost.state, seen([CSP]), opts);
    expect(stillMissing.actions.map((a) => a.kind)).toEqual(['keep-open']);
    const listed = evaluateSecurity(stillMissing.state, { ...seen([CSP]), listedOn: ['zen.spamhaus.org'] }, opts);
    expect(listed.actions[0]).toMatchObject({ alert: { severity: 'critical', title: 's.example is on a blacklist' } });
    const clean = evaluateSecurity(listed.state, seen([HSTS, CSP]), opts);
    expect(clean.actions[0]).toMatchObject({
      kind: 'resolve-alert',
      type: 'security',
      message: 's.example is off every blacklist checked and its security headers are in effect again.',
    });
  });

  it('counts a header that browsers start ignoring as lost, says why, and resolves only once it is in effect again', () => {
    const base = evaluateSecurity(initialSecurityState, seen([HSTS, CSP]), opts);
    const broken = evaluateSecurity(
      base.state,
      seen([HSTS], [HSTS, CSP], { [CSP]: 'no directive browsers recognise (defa)' }),
      opts,
    );
    expect(broken.actions[0]).toMatchObject({
      kind: 'open-alert',
      alert: {
        severity: 'warning',
        title: 's.example: security headers ignored by browsers',
        message:
          'These security headers are still sent but browsers now ignore them: Content-Security-Policy (no directive browsers recognise (defa)).',
      },
    });
    // Still sent, still ignored: the alert stays open without a second one.
    const same = evaluateSecurity(broken.state, seen([HSTS], [HSTS, CSP]), opts);
    expect(same.actions.map((a) => a.kind)).toEqual(['keep-open']);
    const fixed = evaluateSecurity(same.state, seen([HSTS, CSP]), opts);
    expect(fixed.actions[0]).toMatchObject({ kind: 'resolve-alert' });
  });

  it('raises nothing for a header that was never in effect, nor when such a header stops being sent', () => {
    const base = evaluateSecurity(initialSecurityState, seen([HSTS], [HSTS, CSP]), opts);
    expect(evaluateSecurity(base.state, seen([HSTS], [HSTS]), opts).actions).toEqual([]);
  });

  it('reads a state stored before verdicts followed browsers: only headers no longer sent count as lost at first', () => {
    const old = { listedOn: [], presentHeaders: [HSTS, CSP], lostHeaders: [], alerted: false };
    // CSP was sent and, judged the new way, is ignored: that is not a change on the site, so no alert.
    const first = evaluateSecurity(old, seen([HSTS], [HSTS, CSP]), opts);
    expect(first.actions).toEqual([]);
    expect(first.state.effectiveHeaders).toEqual([HSTS]);
    const removed = evaluateSecurity(old, seen([CSP], [CSP]), opts);
    expect(removed.actions[0]).toMatchObject({
      alert: { message: 'These security headers are no longer sent: Strict-Transport-Security.' },
    });
  });
});

describe('notification policy', () => {
  const base: NotifyContext = {
    now: new Date('2026-11-22T23:30:00Z'),
    severity: 'warning',
    enabledChannels: ['email', 'slack', 'sms'],
    maxChannels: 3,
    quietHours: { enabled: true, start: '22:00', end: '07:00', timezone: 'UTC' },
  };

  it('reads wall-clock time in the user timezone and windows across midnight', () => {
    expect(localMinutes(new Date('2026-11-22T23:30:00Z'), 'Europe/Paris')).toBe(30);
    expect(inWindow(30, '22:00', '07:00')).toBe(true);
    expect(inWindow(12 * 60, '22:00', '07:00')).toBe(false);
  });

  it('holds non-critical notifications in quiet hours but lets critical ones through', () => {
    expect(decideNotification(base)).toEqual({ send: false, reason: 'quiet-hours' });
    expect(decideNotification({ ...base, severity: 'critical' })).toEqual({
      send: true,
      channels: ['email', 'slack', 'sms'],
    });
  });

  it("caps channels to the plan and honours a threshold's channels, business hours and cooldown", () => {
    const day = { ...base, now: new Date('2026-11-23T10:00:00Z'), maxChannels: 1 };
    expect(decideNotification(day)).toEqual({ send: true, channels: ['email'] });
    const threshold = {
      enabled: true,
      channels: ['slack' as const],
      businessHoursOnly: true,
      businessHoursStart: '09:00',
      businessHoursEnd: '17:00',
      timezone: 'UTC',
      cooldownMinutes: 15,
      lastTriggeredAt: null,
    };
    expect(decideNotification({ ...day, maxChannels: 3, threshold })).toEqual({ send: true, channels: ['slack'] });
    expect(decideNotification({ ...day, now: new Date('2026-11-23T18:00:00Z'), threshold })).toEqual({
      send: false,
      reason: 'outside-business-hours',
    });
    expect(
      decideNotification({ ...day, threshold: { ...threshold, lastTriggeredAt: new Date('2026-11-23T09:50:00Z') } }),
    ).toEqual({ send: false, reason: 'cooldown' });
    expect(decideNotification({ ...day, threshold: { ...threshold, enabled: false } })).toEqual({
      send: false,
      reason: 'disabled',
    });
  });
});
