import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { verisignRdapDomain } from '../../../src/server/engine/testing/registry-fixtures';
import { notificationJobs } from '../../../src/server/notifications';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import type { Alert } from '../../../src/shared/contracts/alerts';
import { DATABASE_KINDS } from '../helpers/databases';
import { startEngineOnClock, type EngineOnClock } from '../helpers/engine-on-clock';
import { signedInClient, type Client } from '../helpers/test-app';
import { startSmtpSink, type SmtpSink } from '../notifications/receivers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
/** 20 days and an hour: still 20 whole days when the registry is asked (as the lab's certificates have). */
const TWENTY_DAYS = 20 + 1 / 24;

/**
 * Decision 077, through the whole engine on the scheduler's manual clock: a site whose certificate and registration
 * both expire in 20 days has one alert of each type; each one closes only when its own cause is gone, never when
 * the other's is, and each type lists and filters apart.
 */
describe.each(DATABASE_KINDS)('certificate and registration expiry alerts on %s', (kind) => {
  let lab: LoopbackLab;
  let engine: EngineOnClock;
  let smtp: SmtpSink;
  let client: Client;
  let domainId: string;
  let ruleId: string;
  // the lab serves a certificate that expires in 20 days for this host
  const site = `expiring-20.${LAB_SUFFIX}`;

  const alertsOfType = async (type: Alert['type']) => {
    const res = await client.get(`/api/alerts?type=${type}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Alert[]>().map((a) => ({ type: a.type, title: a.title, isResolved: a.isResolved }));
  };
  const registrationExpiresIn = (days: number) =>
    lab.rdap.answers.set(site, {
      json: verisignRdapDomain({
        domain: site,
        expiresAt: new Date(Date.now() + days * DAY),
        registrar: 'Example Registrar, LLC',
      }),
    });
  const certificateOpen = {
    type: 'ssl_expiry',
    title: `${site}: TLS certificate expires in 20 days`,
    isResolved: false,
  };
  const registrationAlert = (isResolved: boolean) => ({
    type: 'registration_expiry',
    title: `${site}: domain registration expires in 20 days`,
    isResolved,
  });

  beforeAll(async () => {
    [lab, smtp] = await Promise.all([startLoopbackLab({ allowPrivateTargets: true }), startSmtpSink()]);
    lab.addSite(site, { expiresInDays: TWENTY_DAYS });
    engine = await startEngineOnClock(kind, lab, (app) =>
      notificationJobs({
        config: { publicUrl: app.config.publicUrl },
        db: app.database.handle.db,
        mailer: createSmtpMailer(smtp.url, 'Sitewarden <alerts@sitewarden.test>'),
        engine: lab.options,
        retry: { backoffMs: 100 },
        log: () => undefined,
      }),
    );
    client = await signedInClient(engine.t, 'expiry@example.com', 'pro');
    const created = await client.post('/api/domains', { name: site });
    expect(created.statusCode).toBe(201);
    domainId = created.json<{ id: string }>().id;
    await engine.advance(MINUTE);
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    await Promise.all([lab?.close(), smtp?.close()]);
  });

  it('files one alert of each type, each listed under its own type only', async () => {
    expect(await alertsOfType('ssl_expiry')).toEqual([certificateOpen]);
    expect(await alertsOfType('registration_expiry')).toEqual([registrationAlert(false)]);
  });

  it('keeps the certificate alert open when the registration is renewed', async () => {
    registrationExpiresIn(200);
    await engine.advance(MINUTE);
    expect(await alertsOfType('registration_expiry')).toEqual([registrationAlert(true)]);
    expect(await alertsOfType('ssl_expiry')).toEqual([certificateOpen]);
  });

  it('keeps the registration alert open when the certificate check passes', async () => {
    registrationExpiresIn(TWENTY_DAYS);
    await engine.advance(MINUTE);
    expect(await alertsOfType('registration_expiry')).toEqual([registrationAlert(false), registrationAlert(true)]);

    // a rule for this domain warns of its certificate 10 days ahead: the 20-day certificate passes its check now
    const rule = await client.post('/api/alert-thresholds', {
      domainId,
      metric: 'ssl_expiry_days',
      warningThreshold: 10,
      criticalThreshold: 5,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    ruleId = rule.json<{ id: string }>().id;
    await engine.advance(MINUTE);
    expect(await alertsOfType('ssl_expiry')).toEqual([{ ...certificateOpen, isResolved: true }]);
    expect(await alertsOfType('registration_expiry')).toEqual([registrationAlert(false), registrationAlert(true)]);
  });

  it('applies saved alert preferences from the next check, not at the engine’s minute refresh', async () => {
    // without the rule the preferences' 30 days apply again: the 20-day certificate is warned of anew
    expect((await client.request('DELETE', `/api/alert-thresholds/${ruleId}`)).statusCode).toBe(204);
    await engine.advance(MINUTE);
    const resolvedByRule = { ...certificateOpen, isResolved: true };
    expect(await alertsOfType('ssl_expiry')).toEqual([certificateOpen, resolvedByRule]);

    const saved = await client.request('PUT', '/api/settings/alert-preferences', {
      alertThresholds: { sslExpiryDays: 10 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await engine.advance(MINUTE);
    expect(await alertsOfType('ssl_expiry')).toEqual([resolvedByRule, resolvedByRule]);
  });
});
