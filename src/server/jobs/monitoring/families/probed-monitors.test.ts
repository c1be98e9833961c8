import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dnsRecordSettingsSchema,
  endpointSettingsSchema,
  jsonSettingsSchema,
  keywordSettingsSchema,
  tcpSettingsSchema,
} from '../../../../shared/contracts/monitors';
import { PLANS } from '../../../../shared/constants/plans';
import { closeEngineContext } from '../../../engine';
import { rr } from '../../../engine/testing/dns-server';
import { closedPort, UNBOUND_LOOPBACK } from '../../../engine/testing/free-port';
import { behaviours } from '../../../engine/testing/http-server';
import { startLoopbackLab, type LoopbackLab } from '../../../engine/testing/loopback-lab';
import { startMailServer } from '../../../engine/testing/mail-server';
import type { RuleAction } from '../../evaluate/types';
import { dnsRecordFamily } from './dns-record';
import { endpointFamily } from './endpoint';
import { fakeCheck, fakeDomain, fakeMonitor } from './fake-family-check';
import { jsonFamily } from './json';
import { keywordFamily } from './keyword';
import { tcpFamily } from './tcp';

let lab: LoopbackLab;
const API = 'api.sitewarden.test';
/** A host where nothing listens on any port. */
const CLOSED = 'closed.sitewarden.test';
const MIN = 60_000;
const T0 = new Date('2026-11-27T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MIN);
/** The API's answer, switched by the tests. */
let health: { status: number; body: unknown } = { status: 200, body: { status: 'ok' } };

beforeAll(async () => {
  lab = await startLoopbackLab();
  lab.addSite(API, {
    https: (req, res) => behaviours.json(health.body, health.status)(req, res),
    records: { [API]: [rr.a('127.0.0.1')] },
  });
  lab.dns.set(lab.pki.hostFor('expired'), [rr.a('127.0.0.1')]);
  lab.dns.set(lab.pki.hostFor('valid'), [rr.a('127.0.0.1')]);
  lab.dns.set(CLOSED, [rr.a(UNBOUND_LOOPBACK)]);
});
afterAll(async () => lab.close());

const url = () => `https://${API}:${lab.https.port}/health`;
const kinds = (actions: RuleAction[]) => actions.map((a) => a.kind);

describe('families of probed monitors', () => {
  it('are scheduled at the monitor interval, never under the plan minimum, or at the development override', () => {
    const monitor = fakeMonitor('endpoint', endpointSettingsSchema.parse({ url: 'https://shop.test/' }), {
      intervalSeconds: 120,
    });
    expect(endpointFamily.intervalMs({ plan: 'agency', monitor })).toBe(120_000);
    expect(endpointFamily.intervalMs({ plan: 'agency', monitor: { ...monitor, intervalSeconds: 1 } })).toBe(
      PLANS.agency.checkIntervalSeconds * 1000,
    );
    expect(endpointFamily.intervalMs({ plan: 'free', monitor }, 5)).toBe(5_000);
    for (const family of [endpointFamily, keywordFamily, jsonFamily, tcpFamily, dnsRecordFamily]) {
      expect(family).toMatchObject({ instances: 'monitor', id: family.historyType });
    }
  });

  it('endpoint: records the check once and alerts after a confirmed outage longer than its downtime minutes', async () => {
    const monitor = fakeMonitor('endpoint', endpointSettingsSchema.parse({ url: url() }), { downtimeMinutes: 2 });
    const states = new Map<string, unknown>();
    const run = async (minutes: number, isRecheck = false) => {
      const check = fakeCheck({ monitor, engine: lab.options, states, now: at(minutes), isRecheck });
      const actions = await endpointFamily.run(check);
      return { actions, recorded: check.recorded };
    };

    health = { status: 200, body: { status: 'ok' } };
    const ok = await run(0);
    expect(ok.actions).toEqual([]);
    expect(ok.recorded).toEqual([
      expect.objectContaining({
        status: 'healthy',
        up: true,
        message: expect.stringMatching(/^Answered 200 \(OK\) in \d+ ms$/),
        responseTime: expect.any(Number),
      }),
    ]);

    health = { status: 503, body: { status: 'down' } };
    expect(kinds((await run(1)).actions)).toEqual(['recheck']);
    const confirmed = await run(1.1, true);
    expect(confirmed.recorded[0]).toMatchObject({ status: 'critical', up: false });
    expect(confirmed.actions).toEqual([expect.objectContaining({ kind: 'outage-started', statusCode: 503 })]);
    const alerted = await run(3);
    const open = alerted.actions.find((a) => a.kind === 'open-alert');
    expect(open).toMatchObject({ alert: { type: 'downtime', title: 'API health on shop.sitewarden.test is down' } });
    expect(open?.kind === 'open-alert' && open.alert.message).toMatch(
      /^API health on shop\.sitewarden\.test has not been reachable for 2 min \(/,
    );

    health = { status: 200, body: { status: 'ok' } };
    const back = await run(4);
    expect(kinds(back.actions)).toEqual(['outage-ended', 'resolve-alert']);
    expect(back.actions[1]).toMatchObject({
      message: 'API health on shop.sitewarden.test is back up after 3 min of downtime.',
    });
  });

  it("takes the domain's downtime threshold when the monitor has none", async () => {
    const monitor = fakeMonitor('endpoint', endpointSettingsSchema.parse({ url: url() }));
    const domain = fakeDomain({ thresholds: { ...fakeDomain().thresholds, downtimeMinutes: 10 } });
    const states = new Map<string, unknown>();
    health = { status: 500, body: {} };
    await endpointFamily.run(fakeCheck({ monitor, domain, engine: lab.options, states, now: at(0) }));
    await endpointFamily.run(
      fakeCheck({ monitor, domain, engine: lab.options, states, now: at(0.1), isRecheck: true }),
    );
    expect(
      kinds(await endpointFamily.run(fakeCheck({ monitor, domain, engine: lab.options, states, now: at(9) }))),
    ).toEqual([]);
    expect(
      kinds(await endpointFamily.run(fakeCheck({ monitor, domain, engine: lab.options, states, now: at(10) }))),
    ).toEqual(['open-alert']);
  });

  it('keyword and JSON: a failed assertion is a failed check, with the sentence saying what was found', async () => {
    health = { status: 200, body: { status: 'degraded' } };
    const json = fakeCheck({
      monitor: fakeMonitor('json', jsonSettingsSchema.parse({ url: url(), path: '$.status', expected: 'ok' })),
      engine: lab.options,
    });
    expect(kinds(await jsonFamily.run(json))).toEqual(['recheck']);
    expect(json.recorded[0]).toMatchObject({
      status: 'critical',
      up: false,
      message: expect.stringMatching(/^\$\.status was "degraded", expected "ok" \(answered 200/),
    });

    const keyword = fakeCheck({
      monitor: fakeMonitor('keyword', keywordSettingsSchema.parse({ url: url(), keyword: 'DEGRADED' })),
      engine: lab.options,
    });
    expect(await keywordFamily.run(keyword)).toEqual([]);
    expect(keyword.recorded[0]).toMatchObject({
      status: 'healthy',
      up: true,
      message: expect.stringMatching(/; "DEGRADED" is on the page$/),
    });
  });

  it("applies the monitor's own thresholds (response time, 24 h uptime, certificate days), never the domain's", async () => {
    const own = { warning: 0, critical: null, enabled: true };
    const monitor = fakeMonitor('endpoint', endpointSettingsSchema.parse({ url: url() }));
    const uptimeOf: string[] = [];
    const deps = {
      repo: {
        monitorUptimeSince: async (id: string) => {
          uptimeOf.push(id);
          return { total: 10, up: 9 };
        },
      },
      uptimeEvaluatedAt: new Map<string, number>(),
    } as unknown as Parameters<typeof fakeCheck>[0]['deps'];
    health = { status: 200, body: { status: 'ok' } };

    // the domain's rules are its home page's: a monitor without its own raises nothing
    const domainOnly = fakeCheck({
      monitor,
      engine: lab.options,
      deps,
      domain: fakeDomain({ overrides: { response_time: own, uptime_percentage: { ...own, warning: 99.5 } } }),
    });
    expect(await endpointFamily.run(domainOnly)).toEqual([]);
    expect(uptimeOf).toEqual([]);

    const check = fakeCheck({
      monitor,
      engine: lab.options,
      deps,
      domain: fakeDomain({
        monitorOverrides: {
          [monitor.id]: {
            response_time: own,
            uptime_percentage: { warning: 99.5, critical: 95, enabled: true },
          },
        },
      }),
    });
    const alerts = (await endpointFamily.run(check)).flatMap((a) => (a.kind === 'open-alert' ? [a.alert] : []));
    expect(alerts.map((a) => [a.type, a.severity, a.metadata.metric])).toEqual([
      ['performance', 'warning', 'Response time'],
      ['downtime', 'critical', 'Uptime'],
    ]);
    expect(alerts[0]?.title).toMatch(/^API health on shop\.sitewarden\.test: Response time rose to [\d.]+ ms$/);
    expect(alerts[1]?.title).toBe('API health on shop.sitewarden.test: Uptime dropped to 90%');
    expect(uptimeOf).toEqual([monitor.id]);

    // a TCP monitor's own certificate rule replaces the domain's steps: 90 days left warns under a 120-day level
    const smtp = await startMailServer({ protocol: 'smtp', certificate: lab.pki.hosts[lab.pki.hostFor('valid')]! });
    try {
      const mail = fakeMonitor(
        'tcp',
        tcpSettingsSchema.parse({ host: lab.pki.hostFor('valid'), port: smtp.port, starttls: 'smtp' }),
        { id: 'monitor-2', name: 'Mail' },
      );
      const domain = fakeDomain({
        monitorOverrides: { 'monitor-2': { ssl_expiry_days: { warning: 120, critical: 7, enabled: true } } },
      });
      const certificate = await tcpFamily.run(fakeCheck({ monitor: mail, engine: lab.options, domain }));
      expect(certificate).toEqual([
        expect.objectContaining({
          kind: 'open-alert',
          alert: expect.objectContaining({ type: 'ssl_expiry', severity: 'warning' }),
        }),
      ]);
      const withoutRule = await tcpFamily.run(fakeCheck({ monitor: mail, engine: lab.options }));
      expect(withoutRule).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('TCP: a closed port starts the downtime rule', async () => {
    const port = await closedPort();
    const check = fakeCheck({
      monitor: fakeMonitor('tcp', tcpSettingsSchema.parse({ host: CLOSED, port })),
      engine: lab.options,
    });
    expect(kinds(await tcpFamily.run(check))).toEqual(['recheck']);
    expect(check.recorded[0]).toMatchObject({
      status: 'critical',
      up: false,
      message: `Port ${port} refused the connection (nothing is listening)`,
    });
  });

  it('TCP over TLS: an untrusted or expiring certificate raises the certificate alerts, named after the monitor', async () => {
    const expired = fakeCheck({
      monitor: fakeMonitor(
        'tcp',
        tcpSettingsSchema.parse({ host: lab.pki.hostFor('expired'), port: lab.https.port, tls: true }),
        { name: 'IMAPS' },
      ),
      engine: lab.options,
    });
    const actions = await tcpFamily.run(expired);
    expect(expired.recorded[0]).toMatchObject({ status: 'critical', up: true });
    const alerts = actions.flatMap((a) => (a.kind === 'open-alert' ? [a.alert] : []));
    expect(alerts.map((a) => a.title)).toEqual([
      'IMAPS on shop.sitewarden.test: certificate not trusted',
      'IMAPS on shop.sitewarden.test: TLS certificate expired',
    ]);
    expect(alerts[0]?.message).toBe(
      'Browsers will refuse the TLS certificate of IMAPS on shop.sitewarden.test: the certificate has expired.',
    );
    expect(expired.states.get('ssl-expiry')).toEqual({ alertedStep: 0, invalidAlerted: true });

    const valid = fakeCheck({
      monitor: fakeMonitor(
        'tcp',
        tcpSettingsSchema.parse({ host: lab.pki.hostFor('valid'), port: lab.https.port, tls: true }),
      ),
      engine: lab.options,
    });
    expect(await tcpFamily.run(valid)).toEqual([]);
    expect(valid.states.get('ssl-expiry')).toEqual({ alertedStep: null, invalidAlerted: false });
  });

  it("TCP with STARTTLS: a mail server's expired certificate raises the certificate alerts; a refusal is downtime", async () => {
    const smtp = await startMailServer({ protocol: 'smtp', certificate: lab.pki.hosts[lab.pki.hostFor('expired')]! });
    try {
      const expired = fakeCheck({
        monitor: fakeMonitor(
          'tcp',
          tcpSettingsSchema.parse({ host: lab.pki.hostFor('expired'), port: smtp.port, starttls: 'smtp' }),
          { name: 'Mail submission' },
        ),
        engine: lab.options,
      });
      const alerts = (await tcpFamily.run(expired)).flatMap((a) => (a.kind === 'open-alert' ? [a.alert] : []));
      expect(expired.recorded[0]).toMatchObject({ status: 'critical', up: true });
      expect(alerts.map((a) => a.title)).toEqual([
        'Mail submission on shop.sitewarden.test: certificate not trusted',
        'Mail submission on shop.sitewarden.test: TLS certificate expired',
      ]);
    } finally {
      await smtp.close();
    }
    const refusing = await startMailServer({
      protocol: 'pop3',
      certificate: lab.pki.hosts[lab.pki.hostFor('valid')]!,
      refuseStartTls: true,
    });
    try {
      const check = fakeCheck({
        monitor: fakeMonitor(
          'tcp',
          tcpSettingsSchema.parse({ host: lab.pki.hostFor('valid'), port: refusing.port, starttls: 'pop3' }),
        ),
        engine: lab.options,
      });
      expect(kinds(await tcpFamily.run(check))).toEqual(['recheck']);
      expect(check.recorded[0]).toMatchObject({ up: false, message: expect.stringMatching(/refused STLS/) });
    } finally {
      await refusing.close();
    }
  });

  it('DNS record: one alert for one change (the mismatch, with the change in it), and closes it when the record is right again', async () => {
    const host = 'mx-watch.sitewarden.test';
    lab.dns.set(host, [rr.mx('mail.sitewarden.test', 10)]);
    const monitor = fakeMonitor(
      'dns-record',
      dnsRecordSettingsSchema.parse({ host, recordType: 'MX', expected: ['10 mail.sitewarden.test'] }),
      { name: 'Mail routing' },
    );
    const states = new Map<string, unknown>();
    const run = async () => {
      const check = fakeCheck({ monitor, engine: lab.options, states });
      return { actions: await dnsRecordFamily.run(check), recorded: check.recorded };
    };

    const first = await run();
    expect(first.actions).toEqual([]);
    expect(first.recorded[0]).toMatchObject({ status: 'healthy', up: true });

    lab.dns.set(host, [rr.mx('mx.other-provider.test', 5)]);
    const changed = await run();
    expect(changed.recorded[0]).toMatchObject({ status: 'critical', up: false });
    const alerts = changed.actions.flatMap((a) => (a.kind === 'open-alert' ? [a.alert] : []));
    expect(alerts.map((a) => [a.type, a.title])).toEqual([
      ['dns_change', 'Mail routing on shop.sitewarden.test: MX record of mx-watch.sitewarden.test not as expected'],
    ]);
    expect(alerts[0]?.message).toBe(
      'The MX record of mx-watch.sitewarden.test is 5 mx.other-provider.test: 10 mail.sitewarden.test missing, 5 mx.other-provider.test not expected.\n' +
        'mx-watch.sitewarden.test MX: 10 mail.sitewarden.test → 5 mx.other-provider.test',
    );

    expect(kinds((await run()).actions)).toEqual(['keep-open']);

    lab.dns.set(host, [rr.mx('mail.sitewarden.test', 10)]);
    const back = await run();
    expect(back.actions).toEqual([
      expect.objectContaining({ kind: 'resolve-alert', type: 'dns_change', metric: 'dns-record-mismatch' }),
      expect.objectContaining({
        kind: 'resolve-alert',
        type: 'dns_change',
        message:
          'The DNS records of Mail routing on shop.sitewarden.test are back to what they were before the change.',
      }),
    ]);
  });

  it('DNS record: a CNAME change is a change too', async () => {
    const host = 'www-watch.sitewarden.test';
    lab.dns.set(host, [rr.cname('cdn-a.example.test')]);
    const monitor = fakeMonitor(
      'dns-record',
      dnsRecordSettingsSchema.parse({
        host,
        recordType: 'CNAME',
        expected: ['cdn-a.example.test', 'cdn-b.example.test'],
        match: 'includes',
      }),
    );
    const states = new Map<string, unknown>();
    await dnsRecordFamily.run(fakeCheck({ monitor, engine: lab.options, states }));
    lab.dns.set(host, [rr.cname('cdn-b.example.test')]);
    const actions = await dnsRecordFamily.run(fakeCheck({ monitor, engine: lab.options, states }));
    expect(actions.flatMap((a) => (a.kind === 'open-alert' ? [a.alert.message] : []))).toContain(
      'www-watch.sitewarden.test CNAME: cdn-a.example.test → cdn-b.example.test',
    );
  });

  it('DNS record: a resolver failure moves no rule', async () => {
    const monitor = fakeMonitor(
      'dns-record',
      dnsRecordSettingsSchema.parse({ host: API, recordType: 'A', expected: ['127.0.0.1'] }),
    );
    const silent = { ...lab.options, dnsServers: ['127.0.0.1:9'], timeouts: { ...lab.options.timeouts, dnsMs: 300 } };
    const check = fakeCheck({ monitor, engine: silent });
    expect(await dnsRecordFamily.run(check)).toEqual([]);
    closeEngineContext(silent);
    expect(check.recorded[0]).toMatchObject({ status: 'error', up: false });
    expect(check.states.size).toBe(0);
  });
});
