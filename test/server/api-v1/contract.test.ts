import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, domainChecks, users } from '../../../src/server/db/schema';
import { ApiClient, issueApiKey } from '../helpers/api-keys';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

type Schema = Record<string, unknown>;
type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content?: { 'application/json': { schema: Schema } } }>;
};
type Doc = { paths: Record<string, Record<string, Operation>> };

/** Ids the calls need, found in the set-up and in the answers of earlier calls. */
type Known = Record<string, string>;

interface Call {
  /** `METHOD /path` as the document names the operation. */
  operation: string;
  /** The path parameters' values. */
  params?: (known: Known) => Record<string, string>;
  query?: string;
  body?: (known: Known) => unknown;
  status: number;
  /** Keeps what a later call needs from this answer. */
  keep?: (answer: unknown, known: Known) => void;
}

const dataId = (answer: unknown) => (answer as { data: { id: string } }).data.id;

/**
 * Every documented operation, in an order that leaves data for the next (deletions last). A new v1 route fails the
 * "covers every operation" check below until it is added here.
 */
const CALLS: Call[] = [
  { operation: 'GET /usage', status: 200 },
  {
    operation: 'POST /domains',
    body: () => ({ name: 'made.contract.test' }),
    status: 201,
    keep: (a, k) => (k.madeDomain = dataId(a)),
  },
  { operation: 'GET /domains', status: 200 },
  { operation: 'GET /domains/{id}', params: (k) => ({ id: k.domain! }), status: 200 },
  {
    operation: 'PATCH /domains/{id}',
    params: (k) => ({ id: k.domain! }),
    body: () => ({ description: 'The shop' }),
    status: 200,
  },
  { operation: 'GET /domains/{id}/checks', params: (k) => ({ id: k.domain! }), status: 200 },
  { operation: 'GET /domains/{id}/uptime', params: (k) => ({ id: k.domain! }), status: 200 },
  { operation: 'GET /domains/{domainId}/monitors', params: (k) => ({ domainId: k.domain! }), status: 200 },
  {
    operation: 'POST /domains/{domainId}/monitors',
    params: (k) => ({ domainId: k.domain! }),
    body: () => ({ type: 'heartbeat', name: 'Nightly export', settings: { periodSeconds: 3600, graceSeconds: 300 } }),
    status: 201,
    keep: (a, k) => (k.madeMonitor = dataId(a)),
  },
  { operation: 'GET /monitors/{id}', params: (k) => ({ id: k.monitor! }), status: 200 },
  {
    operation: 'PATCH /monitors/{id}',
    params: (k) => ({ id: k.monitor! }),
    body: () => ({ name: 'Backup (nightly)' }),
    status: 200,
  },
  { operation: 'GET /monitors/{id}/checks', params: (k) => ({ id: k.monitor! }), status: 200 },
  { operation: 'GET /alerts', status: 200 },
  { operation: 'POST /alerts/{id}/read', params: (k) => ({ id: k.alert! }), status: 200 },
  { operation: 'POST /alerts/{id}/resolve', params: (k) => ({ id: k.alert! }), status: 200 },
  {
    operation: 'POST /alert-thresholds',
    body: (k) => ({ domainId: k.domain, metric: 'response_time', warningThreshold: 800, criticalThreshold: 2000 }),
    status: 201,
    keep: (a, k) => (k.threshold = dataId(a)),
  },
  { operation: 'GET /alert-thresholds', status: 200 },
  {
    operation: 'PATCH /alert-thresholds/{id}',
    params: (k) => ({ id: k.threshold! }),
    body: () => ({ warningThreshold: 900 }),
    status: 200,
  },
  { operation: 'GET /status-pages', status: 200 },
  { operation: 'GET /status-pages/{id}', params: (k) => ({ id: k.page! }), status: 200 },
  {
    operation: 'POST /status-pages/{id}/incidents',
    params: (k) => ({ id: k.page! }),
    body: () => ({ title: 'Slow checkout', message: 'Looking into it.', notifySubscribers: false }),
    status: 201,
    keep: (a, k) => (k.incident = dataId(a)),
  },
  { operation: 'GET /status-pages/{id}/incidents', params: (k) => ({ id: k.page! }), status: 200 },
  { operation: 'GET /incidents/{id}', params: (k) => ({ id: k.incident! }), status: 200 },
  {
    operation: 'PATCH /incidents/{id}',
    params: (k) => ({ id: k.incident! }),
    body: () => ({ impact: 'major' }),
    status: 200,
  },
  {
    operation: 'POST /incidents/{id}/updates',
    params: (k) => ({ id: k.incident! }),
    body: () => ({ status: 'resolved', message: 'Fixed.', notifySubscribers: false }),
    status: 200,
  },
  {
    operation: 'POST /maintenance-windows',
    body: (k) => ({
      title: 'Database upgrade',
      startsAt: '2030-01-05T02:00:00.000Z',
      endsAt: '2030-01-05T04:00:00.000Z',
      targets: [{ domainId: k.domain }],
      notifySubscribers: false,
    }),
    status: 201,
    keep: (a, k) => (k.window = dataId(a)),
  },
  { operation: 'GET /maintenance-windows', status: 200 },
  {
    operation: 'PATCH /maintenance-windows/{id}',
    params: (k) => ({ id: k.window! }),
    body: () => ({ title: 'Database upgrade (v17)' }),
    status: 200,
  },
  { operation: 'GET /members', status: 200 },
  {
    operation: 'POST /partner/domains',
    body: (k) => ({ domainId: k.domain, externalId: 'crm-1001', metadata: { owner: 'Jane', seats: 3 } }),
    status: 201,
  },
  { operation: 'GET /partner/domains', status: 200 },
  { operation: 'GET /partner/domains/{externalId}', params: () => ({ externalId: 'crm-1001' }), status: 200 },
  {
    operation: 'PATCH /partner/domains/{externalId}',
    params: () => ({ externalId: 'crm-1001' }),
    body: () => ({ metadata: { owner: 'Joan' } }),
    status: 200,
  },
  { operation: 'DELETE /partner/domains/{externalId}', params: () => ({ externalId: 'crm-1001' }), status: 204 },
  { operation: 'DELETE /maintenance-windows/{id}', params: (k) => ({ id: k.window! }), status: 204 },
  { operation: 'DELETE /alert-thresholds/{id}', params: (k) => ({ id: k.threshold! }), status: 204 },
  { operation: 'DELETE /monitors/{id}', params: (k) => ({ id: k.madeMonitor! }), status: 204 },
  { operation: 'DELETE /domains/{id}', params: (k) => ({ id: k.madeDomain! }), status: 204 },
  { operation: 'POST /domains/{id}/restore', params: (k) => ({ id: k.madeDomain! }), status: 200 },
];

/** The formats the document uses; the patterns beside them say the rest. */
function validatorFor(schema: Schema): ValidateFunction {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('date', /^\d{4}-\d\d-\d\d$/);
  ajv.addFormat(
    'date-time',
    (text: string) =>
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/.test(text) && !Number.isNaN(Date.parse(text)),
  );
  return ajv.compile(schema);
}

/*
 * The partner API as its OpenAPI document (GET /api/v1/openapi.json) describes it: every documented operation is
 * called with data there (domains with checks, a monitor with its own checks, alerts, thresholds, a status page and
 * its incident, maintenance, members, partner domains, usage), and every answer is checked against the document's
 * JSON schema for its status. A 500 for an answer its own schema refuses (a monitor's checks once did) fails here.
 */
describe.each(DATABASE_KINDS)('the v1 API against its OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let doc: Doc;
  let key: ApiClient;
  let owner: Client;
  const known: Known = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<Doc>();
    owner = await signedInClient(t, 'owner@contract.test', 'agency');
    const db = t.database.handle.db;
    key = new ApiClient(t.app, (await issueApiKey(db, 'owner@contract.test', { permission: 'admin' })).key);

    known.domain = (await owner.post('/api/domains', { name: 'contract.test' })).json<{ id: string }>().id;
    const monitor = await owner.post(`/api/domains/${known.domain}/monitors`, {
      type: 'heartbeat',
      name: 'Backup',
      settings: { periodSeconds: 86_400, graceSeconds: 300 },
    });
    known.monitor = monitor.json<{ id: string }>().id;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await db.insert(domainChecks).values([
      {
        domainId: known.domain,
        checkType: 'uptime',
        status: 'healthy',
        responseTime: 120,
        checkedAt: at(30),
        details: { message: 'HTTP 200' },
      },
      {
        domainId: known.domain,
        checkType: 'ssl',
        status: 'warning',
        checkedAt: at(20),
        details: { message: 'Expires in 12 days' },
      },
      // a monitor's checks are stored under its type (the history types of the family registry)
      {
        domainId: known.domain,
        monitorId: known.monitor,
        checkType: 'heartbeat',
        status: 'critical',
        checkedAt: at(10),
        details: { message: 'No ping' },
      },
    ]);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@contract.test'));
    const [alert] = await db
      .insert(alerts)
      .values({
        domainId: known.domain,
        userId: user!.id,
        type: 'downtime',
        severity: 'critical',
        title: 'contract.test is down',
        message: 'HTTP 503',
      })
      .returning({ id: alerts.id });
    known.alert = alert!.id;
    const page = await owner.post('/api/status-pages', { name: 'Status', slug: 'contract-status' });
    known.page = page.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers every documented operation', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(CALLS.map((c) => c.operation).sort()).toEqual(documented.sort());
  });

  it("answers every operation as documented, each answer valid against the document's schema", async () => {
    for (const call of CALLS) {
      const [method, path] = call.operation.split(' ') as [string, string];
      const op = doc.paths[path]![method.toLowerCase()]!;
      const params = call.params?.(known) ?? {};
      const url = `/api/v1${path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name]!))}${call.query ?? ''}`;
      const body = call.body?.(known);
      if (body !== undefined) {
        const accepts = validatorFor(op.requestBody!.content['application/json'].schema);
        expect(accepts(body), `${call.operation} request: ${JSON.stringify(accepts.errors)}`).toBe(true);
      }
      const res = await key.request(method, url, body);
      expect(res.statusCode, `${call.operation}: ${res.body}`).toBe(call.status);
      const documented = op.responses[String(res.statusCode)];
      expect(documented, `${call.operation} answered ${res.statusCode}, which is not documented`).toBeDefined();
      const schema = documented!.content?.['application/json'].schema;
      if (!schema) {
        expect(res.body, call.operation).toBe('');
        continue;
      }
      const answer: unknown = res.json();
      const valid = validatorFor(schema);
      expect(valid(answer), `${call.operation} answer: ${JSON.stringify(valid.errors)}`).toBe(true);
      if (Array.isArray((answer as { data?: unknown }).data))
        expect(
          (answer as { data: unknown[] }).data.length,
          `${call.operation}: a list with data in it`,
        ).toBeGreaterThan(0);
      call.keep?.(answer, known);
    }
  });

  it('answers its documented errors in the documented shape', async () => {
    const missing = await key.get('/api/v1/domains/00000000-0000-0000-0000-000000000000');
    expect(missing.statusCode).toBe(404);
    const valid = validatorFor(doc.paths['/domains/{id}']!.get!.responses['404']!.content!['application/json'].schema);
    expect(valid(missing.json()), JSON.stringify(valid.errors)).toBe(true);
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/domains' });
    expect(refused.statusCode).toBe(401);
    expect(
      validatorFor(doc.paths['/domains']!.get!.responses['401']!.content!['application/json'].schema)(refused.json()),
    ).toBe(true);
  });
});
