import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointSettingsSchema,
  jsonSettingsSchema,
  keywordSettingsSchema,
} from '../../../../shared/contracts/monitors';
import type { EngineOptions } from '../../options';
import { rr } from '../../testing/dns-server';
import { behaviours, type Handler } from '../../testing/http-server';
import { startLoopbackLab, type LoopbackLab } from '../../testing/loopback-lab';
import { runMonitorProbe } from './index';

let lab: LoopbackLab;
const host = (name: string) => `${name}.sitewarden.test`;
const url = (name: string, path = '/') => `https://${host(name)}:${lab.https.port}${path}`;

/** Answers what it was sent: method, path, headers and body, as JSON. */
const echo: Handler = (req: IncomingMessage, res: ServerResponse) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.stringify({
      method: req.method,
      path: req.url,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
};

const requireAuth =
  (expected: string): Handler =>
  (req, res) => {
    if (req.headers.authorization === expected) behaviours.ok({}, 'welcome in')(req, res);
    else behaviours.status(401)(req, res);
  };

const PAGE = '<!doctype html><title>Shop</title><h1>Welcome to the Shop</h1><p>All systems normal</p>';
const HEALTH = {
  status: 'degraded',
  version: 3,
  uptime: 99.5,
  ready: true,
  data: { items: [{ id: 'a1' }, { id: 'b2' }] },
  'key with space': 'yes',
  tags: ['eu', 'prod'],
  nothing: null,
};

beforeAll(async () => {
  lab = await startLoopbackLab();
  const site = (name: string, handler: Handler) =>
    lab.addSite(host(name), { https: handler, records: { [host(name)]: [rr.a('127.0.0.1')] } });
  site('ok', behaviours.ok());
  site('down', behaviours.status(503));
  site('missing', behaviours.status(404));
  site('echo', echo);
  site('other-origin', echo);
  site('basic', requireAuth(`Basic ${Buffer.from('monitor:s3cret').toString('base64')}`));
  site('bearer', requireAuth('Bearer tok-123'));
  site('moved', (req, res) =>
    req.url === '/final' ? behaviours.ok({}, 'final page')(req, res) : behaviours.redirect('/final', 301)(req, res),
  );
  site('see-other', (req, res) => (req.url === '/done' ? echo(req, res) : behaviours.redirect('/done', 303)(req, res)));
  site('temporary', (req, res) => (req.url === '/kept' ? echo(req, res) : behaviours.redirect('/kept', 307)(req, res)));
  site('elsewhere', behaviours.redirect(`https://${host('other-origin')}:0/`, 302));
  site('page', behaviours.ok({}, PAGE));
  site('health', behaviours.json(HEALTH));
  site('not-json', behaviours.ok({}, '<html>oops</html>'));
  site('hang', behaviours.hang());
  site('expired', behaviours.ok());
  // the elsewhere redirect needs the real port, known only now
  lab.router.routes.set(
    host('elsewhere'),
    behaviours.redirect(`https://${host('other-origin')}:${lab.https.port}/`, 302),
  );
  lab.dns.set(host('expired'), [rr.a('127.0.0.1')]);
});
afterAll(async () => lab.close());

const endpoint = (input: Record<string, unknown>) => endpointSettingsSchema.parse(input);

describe.each([
  ['new connections', (o: EngineOptions): EngineOptions => ({ ...o })],
  ['pooled connections', (o: EngineOptions): EngineOptions => ({ ...o, keepAliveMs: 5_000 })],
])('endpoint monitor over %s', (_name, transport) => {
  let options: EngineOptions;
  beforeAll(() => {
    options = transport(lab.options);
  });

  it('is up when the answer has an expected status, with its timings', async () => {
    const result = await runMonitorProbe('endpoint', endpoint({ url: url('ok', '/status?full=1') }), options);
    expect(result).toMatchObject({ status: 'healthy', up: true });
    expect(result.message).toMatch(/^Answered 200 \(OK\) in \d+ ms$/);
    expect(result.responseTime).toBeGreaterThanOrEqual(0);
    expect(result.details).toMatchObject({
      statusCode: 200,
      method: 'GET',
      finalUrl: url('ok', '/status?full=1'),
      remoteAddress: '127.0.0.1',
    });
  });

  it('is down on a status outside the expected ranges, and says which were expected', async () => {
    const result = await runMonitorProbe('endpoint', endpoint({ url: url('down') }), options);
    expect(result).toMatchObject({
      status: 'critical',
      up: false,
      message: expect.stringMatching(/^Answered 503 \(Service Unavailable\) in \d+ ms, expected 200-299$/),
    });
    const several = await runMonitorProbe(
      'endpoint',
      endpoint({ url: url('down'), expectedStatus: ['200', '204-206'] }),
      options,
    );
    expect(several.message).toMatch(/expected 200 or 204-206$/);
  });

  it('accepts a status the monitor expects even when it is an error code', async () => {
    const result = await runMonitorProbe(
      'endpoint',
      endpoint({ url: url('missing'), expectedStatus: ['404', '410'] }),
      options,
    );
    expect(result).toMatchObject({ status: 'healthy', up: true });
  });

  it('sends its method, headers and body (JSON content type guessed)', async () => {
    const settings = jsonSettingsSchema.parse({
      url: url('echo', '/hook'),
      method: 'POST',
      headers: [
        { name: 'X-Api-Key', value: 'k-42', secret: true },
        { name: 'Accept', value: 'application/json' },
      ],
      body: '{"ping":true}',
      path: '$.body',
      expected: '{"ping":true}',
    });
    const result = await runMonitorProbe('json', settings, options);
    expect(result.status).toBe('healthy');
    const echoed = await runMonitorProbe(
      'json',
      { ...settings, path: '$.headers["x-api-key"]', expected: 'k-42' },
      options,
    );
    expect(echoed.status).toBe('healthy');
    for (const [path, expected] of [
      ['$.method', 'POST'],
      ['$.headers.accept', 'application/json'],
      ['$.headers["content-type"]', 'application/json'],
      ['$.path', '/hook'],
    ]) {
      const r = await runMonitorProbe('json', { ...settings, path: path!, expected: expected! }, options);
      expect(r.message, path).toMatch(/^Answered 200/);
    }
  });

  it('leaves connection-level headers to the transport', async () => {
    const headers = [
      { name: 'Connection', value: 'close' },
      { name: 'Transfer-Encoding', value: 'chunked' },
      { name: 'X-Trace', value: 't-1' },
    ];
    const result = await runMonitorProbe(
      'json',
      jsonSettingsSchema.parse({ url: url('echo'), headers, path: '$.headers["x-trace"]', expected: 't-1' }),
      options,
    );
    expect(result.status).toBe('healthy');
  });

  it('sends PUT, PATCH, DELETE and OPTIONS, and HEAD without reading a body', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const) {
      const r = await runMonitorProbe(
        'json',
        jsonSettingsSchema.parse({ url: url('echo'), method, body: 'plain text', path: 'method', expected: method }),
        options,
      );
      expect(r.status, method).toBe('healthy');
    }
    const head = await runMonitorProbe('endpoint', endpoint({ url: url('echo'), method: 'HEAD' }), options);
    expect(head).toMatchObject({ status: 'healthy', details: { method: 'HEAD', statusCode: 200, bodyBytes: 0 } });
  });

  it('authenticates with basic credentials and bearer tokens', async () => {
    const basic = await runMonitorProbe(
      'endpoint',
      endpoint({ url: url('basic'), auth: { kind: 'basic', username: 'monitor', password: 's3cret' } }),
      options,
    );
    expect(basic.status).toBe('healthy');
    const wrong = await runMonitorProbe(
      'endpoint',
      endpoint({ url: url('basic'), auth: { kind: 'basic', username: 'monitor', password: 'nope' } }),
      options,
    );
    expect(wrong.message).toMatch(/^Answered 401 \(Unauthorized\)/);
    const bearer = await runMonitorProbe(
      'endpoint',
      endpoint({ url: url('bearer'), auth: { kind: 'bearer', token: 'tok-123' } }),
      options,
    );
    expect(bearer.status).toBe('healthy');
    const none = await runMonitorProbe('endpoint', endpoint({ url: url('bearer') }), options);
    expect(none.status).toBe('critical');
  });

  it('follows redirects, or takes the redirect itself as the answer when told not to', async () => {
    const followed = await runMonitorProbe('endpoint', endpoint({ url: url('moved') }), options);
    expect(followed).toMatchObject({
      status: 'healthy',
      details: { statusCode: 200, finalUrl: url('moved', '/final'), redirects: [{ statusCode: 301 }] },
    });
    const kept = await runMonitorProbe(
      'endpoint',
      endpoint({ url: url('moved'), followRedirects: false, expectedStatus: ['301'] }),
      options,
    );
    expect(kept).toMatchObject({ status: 'healthy', details: { statusCode: 301, redirects: [] } });
    const unexpected = await runMonitorProbe(
      'endpoint',
      endpoint({ url: url('moved'), followRedirects: false }),
      options,
    );
    expect(unexpected.message).toMatch(/^Answered 301 \(Moved Permanently\) in \d+ ms, expected 200-299$/);
  });

  it('changes a POST into a GET after a 303 and keeps it after a 307, as browsers do', async () => {
    const post = { method: 'POST', body: 'a=1', path: 'method' };
    const afterSeeOther = await runMonitorProbe(
      'json',
      jsonSettingsSchema.parse({ ...post, url: url('see-other'), expected: 'GET' }),
      options,
    );
    expect(afterSeeOther.status).toBe('healthy');
    const afterTemporary = await runMonitorProbe(
      'json',
      jsonSettingsSchema.parse({ ...post, url: url('temporary'), expected: 'POST' }),
      options,
    );
    expect(afterTemporary.status).toBe('healthy');
    const body = await runMonitorProbe(
      'json',
      jsonSettingsSchema.parse({ ...post, url: url('temporary'), path: 'body', expected: 'a=1' }),
      options,
    );
    expect(body.status).toBe('healthy');
  });

  it('never sends the credentials on to another origin', async () => {
    const settings = jsonSettingsSchema.parse({
      url: url('elsewhere'),
      auth: { kind: 'bearer', token: 'tok-123' },
      path: '$.headers.authorization',
      operator: 'exists',
    });
    const result = await runMonitorProbe('json', settings, options);
    expect(result.details).toMatchObject({ finalUrl: url('other-origin') });
    expect(result.message).toBe(
      `$.headers.authorization is missing from the answer (answered 200 (OK) in ${/in (\d+ ms)\)$/.exec(result.message)?.[1]})`,
    );
  });

  it('gives up at its timeout', async () => {
    const result = await runMonitorProbe('endpoint', endpoint({ url: url('hang'), timeoutSeconds: 1 }), options);
    expect(result).toMatchObject({
      status: 'critical',
      up: false,
      message: 'No answer within 1 s',
      responseTime: null,
    });
  });

  it('refuses a certificate a client would refuse', async () => {
    const result = await runMonitorProbe(
      'endpoint',
      endpoint({ url: `https://${lab.pki.hostFor('expired')}:${lab.https.port}/` }),
      options,
    );
    expect(result).toMatchObject({
      status: 'critical',
      up: false,
      message: 'Could not connect securely: the certificate has expired',
    });
  });

  it('says when nothing listens on the port', async () => {
    const result = await runMonitorProbe('endpoint', endpoint({ url: `http://${host('ok')}:1/` }), options);
    expect(result).toMatchObject({ status: 'critical', up: false, message: 'Could not connect: connection refused' });
  });
});

describe('keyword monitor', () => {
  const keyword = (input: Record<string, unknown>) =>
    runMonitorProbe('keyword', keywordSettingsSchema.parse({ url: url('page'), ...input }), lab.options);

  it('is up when the word is on the page, whatever its case unless told otherwise', async () => {
    expect(await keyword({ keyword: 'welcome to the shop' })).toMatchObject({
      status: 'healthy',
      message: expect.stringMatching(/^Answered 200 \(OK\) in \d+ ms; "welcome to the shop" is on the page$/),
    });
    const strict = await keyword({ keyword: 'welcome to the shop', caseSensitive: true });
    expect(strict).toMatchObject({
      status: 'critical',
      up: false,
      message: expect.stringMatching(/^"welcome to the shop" is not on the page \(answered 200 \(OK\) in \d+ ms\)$/),
    });
    expect((await keyword({ keyword: 'Welcome to the Shop', caseSensitive: true })).status).toBe('healthy');
  });

  it('is down when a word that must be absent is there', async () => {
    expect((await keyword({ keyword: 'Fatal error', mode: 'absent' })).status).toBe('healthy');
    const banner = await keyword({ keyword: 'SYSTEMS NORMAL', mode: 'absent' });
    expect(banner).toMatchObject({
      status: 'critical',
      message: expect.stringMatching(/^"SYSTEMS NORMAL" is on the page \(answered 200/),
      details: { assertion: { ok: false, found: true } },
    });
  });

  it('checks the status before the body', async () => {
    const result = await runMonitorProbe(
      'keyword',
      keywordSettingsSchema.parse({ url: url('down'), keyword: '503' }),
      lab.options,
    );
    expect(result.message).toMatch(/^Answered 503 \(Service Unavailable\) in \d+ ms, expected 200-299$/);
  });
});

describe('JSON monitor', () => {
  const assert = (input: Record<string, unknown>) =>
    runMonitorProbe('json', jsonSettingsSchema.parse({ url: url('health'), ...input }), lab.options);

  it('says what it found when the value differs', async () => {
    const result = await assert({ path: '$.status', expected: 'ok' });
    expect(result).toMatchObject({
      status: 'critical',
      up: false,
      message: expect.stringMatching(/^\$\.status was "degraded", expected "ok" \(answered 200 \(OK\) in \d+ ms\)$/),
    });
    expect(result.details).toMatchObject({
      assertion: { ok: false, path: '$.status', actual: 'degraded', expected: 'ok' },
    });
  });

  it('reads paths through objects, arrays and quoted keys', async () => {
    for (const [path, expected] of [
      ['$.status', 'degraded'],
      ['status', 'degraded'],
      ['data.items[0].id', 'a1'],
      ['$.data.items[1].id', 'b2'],
      ['$["key with space"]', 'yes'],
      ['version', '3'],
      ['ready', 'true'],
      ['nothing', 'null'],
      ['tags', '["eu","prod"]'],
    ]) {
      const r = await assert({ path, expected });
      expect(r.status, `${path} = ${expected}: ${r.message}`).toBe('healthy');
    }
  });

  it('compares with every operator', async () => {
    const cases: Array<[Record<string, unknown>, boolean]> = [
      [{ path: 'status', operator: 'not-equals', expected: 'down' }, true],
      [{ path: 'status', operator: 'not-equals', expected: 'degraded' }, false],
      [{ path: 'status', operator: 'contains', expected: 'grad' }, true],
      [{ path: 'tags', operator: 'contains', expected: 'prod' }, true],
      [{ path: 'tags', operator: 'contains', expected: 'us' }, false],
      [{ path: 'uptime', operator: 'greater-than', expected: '99' }, true],
      [{ path: 'uptime', operator: 'less-than', expected: '99' }, false],
      [{ path: 'version', operator: 'less-than', expected: '10' }, true],
      [{ path: 'status', operator: 'greater-than', expected: '1' }, false],
      [{ path: 'data.items[0]', operator: 'exists' }, true],
      [{ path: 'data.items[5]', operator: 'exists' }, false],
    ];
    for (const [input, up] of cases) {
      const r = await assert(input);
      expect(r.up, `${JSON.stringify(input)}: ${r.message}`).toBe(up);
    }
    expect((await assert({ path: 'uptime', operator: 'less-than', expected: '99' })).message).toMatch(
      /^uptime was 99\.5, expected less than 99 /,
    );
    expect((await assert({ path: 'data.items[5]', operator: 'exists' })).message).toMatch(
      /^data\.items\[5\] is missing from the answer/,
    );
  });

  it('says when the value is missing or the answer is not JSON', async () => {
    expect((await assert({ path: '$.database', expected: 'ok' })).message).toMatch(
      /^\$\.database is missing from the answer, expected "ok" \(answered 200/,
    );
    const html = await runMonitorProbe(
      'json',
      jsonSettingsSchema.parse({ url: url('not-json'), path: 'status', expected: 'ok' }),
      lab.options,
    );
    expect(html).toMatchObject({
      status: 'critical',
      message: expect.stringMatching(/^status could not be read: the answer is not valid JSON/),
    });
  });
});

describe('HTTP monitors and the SSRF guard', () => {
  const guarded = () => ({ ...lab.options, allowPrivateTargets: false });

  it('refuse loopback, private, link-local and metadata addresses on any port, and names resolving to them', async () => {
    lab.dns.set('inside.example.test', [rr.a('10.1.2.3')]);
    const hits = lab.router.hits.get(host('ok')) ?? 0;
    for (const target of [
      `https://127.0.0.1:${lab.https.port}/`,
      'http://10.0.0.1:8080/',
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${lab.http.port}/`,
      `https://${host('ok')}:${lab.https.port}/`,
      'http://inside.example.test:6379/',
    ]) {
      // the contract's URL pattern has no IPv6 literals; the probe refuses them all the same
      const result = await runMonitorProbe(
        'endpoint',
        { ...endpoint({ url: 'http://placeholder.test/' }), url: target },
        guarded(),
      );
      expect(result, target).toMatchObject({ status: 'error', up: false, details: { error: { kind: 'refused' } } });
      expect(result.message, target).toMatch(
        /^Refused to check .+: it resolves to a (loopback|private|cloud metadata|link-local) address/,
      );
    }
    expect(lab.router.hits.get(host('ok')) ?? 0).toBe(hits);
  });
});
