import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { behaviours } from '../../../src/server/engine/testing/http-server';
import { rr } from '../../../src/server/engine/testing/dns-server';
import {
  healthyZone,
  LAB_SUFFIX,
  startLoopbackLab,
  type LoopbackLab,
} from '../../../src/server/engine/testing/loopback-lab';
import { createMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring.repository';
import { notificationJobs } from '../../../src/server/notifications';
import { createSmtpMailer } from '../../../src/server/notifications/mailer';
import type { Alert } from '../../../src/shared/contracts/alerts';
import { DATABASE_KINDS } from '../helpers/databases';
import { downSite, startEngineOnClock, type EngineOnClock } from '../helpers/engine-on-clock';
import { signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { startSmtpSink, type SmtpSink } from '../notifications/receivers';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Decision 043, through the whole engine: a loopback site checked every minute on the embedded scheduler's manual
 * clock, the real notifier e-mailing a sink. The site goes down (one alert, one e-mail), someone acknowledges it
 * (still open, nobody told again), someone resolves it while the site is still down (a new alert at the next failing
 * check, told again), the site recovers (the alert closes itself).
 */
describe.each(DATABASE_KINDS)('alert lifecycle on %s', (kind) => {
  let lab: LoopbackLab;
  let engine: EngineOnClock;
  let t: TestApp;
  let smtp: SmtpSink;
  let client: Client;
  const site = `lifecycle.${LAB_SUFFIX}`;
  const advance = (ms: number) => engine.advance(ms);

  const downtimeAlerts = async () => (await client.get('/api/alerts?type=downtime')).json<Alert[]>();
  const mailSubjects = () => smtp.messages.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? '');

  beforeAll(async () => {
    [lab, smtp] = await Promise.all([startLoopbackLab({ allowPrivateTargets: true }), startSmtpSink()]);
    lab.addSite(site, { expiresInDays: 200 });
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
    t = engine.t;
    client = await signedInClient(t, 'lifecycle@example.com', 'pro');
    const prefs = await client.request('PUT', '/api/settings/alert-preferences', {
      channelEmail: true,
      alertThresholds: { downtimeMinutes: 0 },
    });
    expect(prefs.statusCode).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    await Promise.all([lab?.close(), smtp?.close()]);
  });

  it('opens, stays quiet once acknowledged, re-opens after a resolve while down, and closes itself on recovery', async () => {
    const created = await client.post('/api/domains', { name: site });
    expect(created.statusCode).toBe(201);
    await advance(5 * SECOND);
    expect(await downtimeAlerts()).toEqual([]);

    // down: the failure, its re-check, one alert and one e-mail
    lab.router.routes.set(site, downSite);
    await advance(MINUTE);
    const [opened] = await downtimeAlerts();
    expect(opened).toMatchObject({ title: `${site} is down`, isResolved: false, acknowledgedAt: null });
    expect(mailSubjects()).toEqual([`[Critical] ${site} is down`]);

    // acknowledged: open, with who and when; more failing checks tell nobody again
    const acknowledged = await client.post(`/api/alerts/${opened!.id}/acknowledge`, {});
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json()).toMatchObject({
      isResolved: false,
      isRead: true,
      acknowledgedBy: { name: 'Ada Lovelace' },
    });
    await advance(3 * MINUTE);
    expect((await downtimeAlerts()).map((a) => [a.id, a.isResolved])).toEqual([[opened!.id, false]]);
    expect(mailSubjects()).toHaveLength(1);

    // resolved by hand while still down: the next failing check opens a new alert, and says so again
    expect((await client.request('PATCH', `/api/alerts/${opened!.id}/resolve`)).statusCode).toBe(200);
    await advance(MINUTE);
    const afterResolve = await downtimeAlerts();
    expect(afterResolve).toHaveLength(2);
    expect(afterResolve[0]).toMatchObject({ title: `${site} is down`, isResolved: false, acknowledgedAt: null });
    expect(afterResolve[1]).toMatchObject({ id: opened!.id, isResolved: true });
    expect(mailSubjects()).toEqual([`[Critical] ${site} is down`, `[Critical] ${site} is down`]);
    await advance(2 * MINUTE);
    expect((await downtimeAlerts()).filter((a) => !a.isResolved)).toHaveLength(1);

    // back up: the open alert closes itself, with a recovery notice to those told
    lab.router.routes.set(site, behaviours.secure());
    await advance(MINUTE);
    expect((await downtimeAlerts()).every((a) => a.isResolved)).toBe(true);
    expect(mailSubjects()).toHaveLength(3);
    expect(mailSubjects()[2]).toMatch(/^\[Resolved\]/);
  }, 120_000);

  it("closes a root domain's DNS alert by itself once its records are back, and re-opens it after a resolve while they are gone", async () => {
    const dnsAlerts = async () => (await client.get('/api/alerts?type=dns_change')).json<Alert[]>();
    const zone = healthyZone(site)[site]!;
    lab.dns.set(
      site,
      zone.filter((r) => r.type !== 'A'),
    );
    await advance(MINUTE);
    const [gone] = await dnsAlerts();
    expect(gone).toMatchObject({
      title: `${site}: DNS records changed (${site} A)`,
      severity: 'critical',
      isResolved: false,
    });

    expect((await client.request('PATCH', `/api/alerts/${gone!.id}/resolve`)).statusCode).toBe(200);
    await advance(MINUTE);
    expect((await dnsAlerts()).map((a) => a.isResolved)).toEqual([false, true]);

    lab.dns.set(site, zone);
    await advance(MINUTE);
    const after = await dnsAlerts();
    expect(after).toHaveLength(2);
    expect(after.every((a) => a.isResolved)).toBe(true);
  }, 60_000);

  it('raises one DNS change alert for one edit, naming each owner name and keeping the TXT values as published', async () => {
    const dnsAlerts = async () => (await client.get('/api/alerts?type=dns_change')).json<Alert[]>();
    const before = (await dnsAlerts()).length;
    const zone = healthyZone(site);
    // one edit of the zone: a verification token at the apex and a stricter DMARC policy at _dmarc
    lab.dns.set(site, [...zone[site]!, rr.txt('google-site-verification=AbC123XyZ')]);
    lab.dns.set(`_dmarc.${site}`, [rr.txt('v=DMARC1; p=Quarantine; rua=mailto:DMARC@example.org')]);
    await advance(MINUTE);
    const after = await dnsAlerts();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toMatchObject({
      title: `${site}: DNS records changed (_dmarc.${site} TXT, ${site} TXT)`,
      message:
        `_dmarc.${site} TXT: v=DMARC1; p=reject; rua=mailto:dmarc@example.org → v=DMARC1; p=Quarantine; rua=mailto:DMARC@example.org\n` +
        `${site} TXT: v=spf1 mx -all → google-site-verification=AbC123XyZ, v=spf1 mx -all`,
      isResolved: false,
    });
    // nothing changes afterwards: no further alert
    await advance(2 * MINUTE);
    expect(await dnsAlerts()).toHaveLength(before + 1);
    lab.dns.set(site, zone[site]!);
    lab.dns.set(`_dmarc.${site}`, zone[`_dmarc.${site}`]!);
    await advance(MINUTE);
    expect((await dnsAlerts()).every((a) => a.isResolved)).toBe(true);
  }, 60_000);

  it('files a further alert of a cause someone acknowledged as acknowledged already, and one after it closed as new', async () => {
    const repo = createMonitoringRepository(t.database.handle.db);
    const [domain] = await queryRows<{ id: string; user_id: string }>(
      t.database.handle.db,
      sql`select id, user_id from domains where name = ${site}`,
    );
    const owner = { id: domain!.id, userId: domain!.user_id, teamId: null };
    const step = (days: number) => ({
      type: 'ssl_expiry' as const,
      severity: 'warning' as const,
      title: `${site}: TLS certificate expires in ${days} days`,
      message: 'Renew it.',
      metadata: { kind: 'ssl', daysUntilExpiry: days },
    });
    const first = await repo.openAlert(owner, step(30));
    await client.post(`/api/alerts/${first!.id}/acknowledge`, {});
    const second = await repo.openAlert(owner, step(14));
    expect(second!.acknowledgedAt).not.toBeNull();
    expect(second!.acknowledgedBy).toBe(domain!.user_id);

    await repo.resolveAlerts(domain!.id, 'ssl_expiry', new Date());
    const third = await repo.openAlert(owner, step(7));
    expect(third!.acknowledgedAt).toBeNull();
  });
});
