import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/http/session';
import { createTestApp, signedInClient, type Client, type TestApp } from './helpers/test-app';

type Schema = Record<string, unknown>;
type Ref = { $ref: string };
type Response = { description?: string; content?: Record<string, { schema: Schema }> };
type Operation = {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response | Ref>;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string }>;
    responses: Record<string, Response>;
    schemas: Record<string, Schema>;
  };
};

const CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const A_MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Follows `#/...` pointers inside the document; undefined when one does not resolve. */
function resolve(doc: Doc, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/')], doc);
}
function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsIn(n, found));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  return found;
}
const responseOf = (doc: Doc, r: Response | Ref): Response => ('$ref' in r ? (resolve(doc, r.$ref) as Response) : r);

describe('the session API OpenAPI document (/api/docs/json)', () => {
  let t: TestApp;
  let doc: Doc;
  let operations: Array<{ path: string; method: string; op: Operation; label: string }>;
  const ajv = new Ajv2020({ strict: false, allErrors: true });

  /** The document's schema of this answer (status, media type and JSON body), or a reason it is not documented. */
  function undocumented(op: Operation, status: number, body: unknown, contentType: unknown): string | undefined {
    const documented = op.responses[String(status)];
    if (!documented) return `status ${status} is not documented (${Object.keys(op.responses).join(', ')})`;
    const { content } = responseOf(doc, documented);
    const mediaType = typeof contentType === 'string' ? contentType.split(';')[0]!.trim() : '';
    if (!content) return body === undefined ? undefined : `status ${status} has a body, documented without one`;
    if (body !== undefined && !content[mediaType])
      return `answered ${mediaType || 'no media type'}, documented ${Object.keys(content).join(', ')}`;
    const schema = content['application/json']?.schema;
    if (!schema || mediaType !== 'application/json') return undefined;
    // compiled with the document's components, so that the answers' $refs (the error schema) resolve
    const validate = ajv.compile({ ...schema, components: doc.components });
    return validate(body) ? undefined : `body does not match: ${ajv.errorsText(validate.errors)}`;
  }

  beforeAll(async () => {
    t = await createTestApp('pglite', { limits: { login: { max: 2, timeWindow: 60_000 } } });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Doc>();
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op, label: `${method.toUpperCase()} ${path}` })),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is valid OpenAPI 3.1 by a maintained validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents the session cookie and names, on every operation, whether it is needed', () => {
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
    });
    expect(operations.length).toBeGreaterThan(150);
    for (const { op, label } of operations) {
      expect(op.security, label).toBeDefined();
      for (const requirement of op.security!)
        for (const name of Object.keys(requirement)) expect(doc.components.securitySchemes, label).toHaveProperty(name);
    }
    const security = (method: string, path: string) => doc.paths[path]![method]!.security;
    expect(security('get', '/api/domains')).toEqual([{ sessionCookie: [] }]);
    expect(security('post', '/api/auth/login')).toEqual([]);
    expect(security('get', '/api/auth/session')).toEqual([{}, { sessionCookie: [] }]);
    expect(security('post', '/api/push/{token}')).toEqual([]);
    expect(security('get', '/public/status/verify-success')).toEqual([]);
  });

  it('sums up every operation in a line', () => {
    for (const { op, label } of operations) expect(op.summary?.trim(), label).toBeTruthy();
  });

  it('gives every operation a unique, URL-safe operationId from its method and path', () => {
    const ids = operations.map(({ op }) => op.operationId);
    for (const { op, label } of operations) expect(op.operationId, label).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/domains/{id}/uptime-days']!.get!.operationId).toBe('getDomainsIdUptimeDays');
    // one route serving two methods still names two operations
    expect(doc.paths['/api/push/{token}']!.post!.operationId).toBe('postPushToken');
    expect(doc.paths['/api/push/{token}']!.get!.operationId).toBe('getPushToken');
  });

  it('gives every operation its success answer: a schema for the body it sends, none for a 204 or a redirect', () => {
    // @fastify/swagger fills in "200 Default Response" without a schema for a route that declares no answer
    const gaps: string[] = [];
    for (const { op, label } of operations) {
      const success = Object.entries(op.responses).filter(([code]) => /^[23]/.test(code));
      if (!success.length) gaps.push(`${label}: no success answer`);
      for (const [code, documented] of success) {
        const { content } = responseOf(doc, documented);
        if (code === '204' || code.startsWith('3')) {
          if (content) gaps.push(`${label} ${code}: a body documented on an answer without one`);
        } else if (!content || !Object.values(content).every((media) => media.schema)) {
          gaps.push(`${label} ${code}: no schema for its body`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it('declares every path parameter and resolves every $ref', () => {
    for (const { path, op, label } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), label).toEqual(inPath.sort());
      for (const p of declared) expect(p.required, `${label} ${p.name}`).toBe(true);
    }
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(resolve(doc, ref), ref).toBeDefined();
  });

  it("lists the 4xx answers each operation's route can give, in the SPEC §8 error shape", () => {
    const codesOf = (op: Operation) => Object.keys(op.responses);
    for (const { path, method, op, label } of operations) {
      const session = op.security!.length > 0 && op.security!.every((r) => 'sessionCookie' in r);
      const codes = codesOf(op);
      if (op.requestBody || op.parameters?.length) expect(codes, label).toContain('400');
      if (session) expect(codes, label).toContain('401');
      else expect(codes, label).not.toContain('401');
      if (session && CHANGING.has(method)) expect(codes, label).toEqual(expect.arrayContaining(['403', '409']));
      if (path.includes('{') || path.startsWith('/api/admin/')) expect(codes, label).toContain('404');
      for (const code of codes.filter((c) => c.startsWith('4') && c !== '429' && !path.startsWith('/api/push/'))) {
        const content = responseOf(doc, op.responses[code]!).content;
        // the screens outside /api that e-mail links open answer their 404 and 410 as pages
        if (!path.startsWith('/api/') && (code === '404' || code === '410') && content?.['text/html']) continue;
        expect(content?.['application/json']?.schema, `${label} ${code}`).toBeDefined();
      }
    }
    expect(doc.components.schemas.ApiError).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['message', 'code']),
    });
    // a route with a request limit says so, with the wait
    expect(codesOf(doc.paths['/api/auth/login']!.post!)).toContain('429');
    expect(responseOf(doc, doc.paths['/api/auth/login']!.post!.responses['429']!)).toHaveProperty(
      'headers.Retry-After',
    );
    // the operations that answer no 4xx take no input, need no session and change nothing
    for (const { method, op, label } of operations.filter(({ op }) => !codesOf(op).some((c) => c.startsWith('4')))) {
      expect(method, label).toBe('get');
      expect(op.parameters ?? [], label).toEqual([]);
      // open to visitors: no requirement at all, or an anonymous one ({}) beside the cookie
      expect(op.security!.length === 0 || op.security!.some((r) => !Object.keys(r).length), label).toBe(true);
    }
  });

  it('matches what every /api operation answers a visitor: 401 where it needs a session, a documented answer elsewhere', async () => {
    const failures: string[] = [];
    for (const { path, method, op, label } of operations.filter(({ path }) => path.startsWith('/api/'))) {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'exitCode' ? '3' : A_MISSING_ID));
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url,
        ...(op.requestBody ? { payload: {} } : {}),
      });
      const session =
        op.security!.some((r) => 'sessionCookie' in r) && !op.security!.some((r) => !Object.keys(r).length);
      if (session && res.statusCode !== 401) failures.push(`${label}: ${res.statusCode}, not 401 without a session`);
      if (!session && res.statusCode === 401) failures.push(`${label}: 401 although it serves visitors`);
      // the heartbeat pushes answer plain text; their JSON-free 404 is documented by the route itself
      const problem = path.startsWith('/api/push/')
        ? undefined
        : undocumented(op, res.statusCode, res.body ? safeJson(res.body) : undefined, res.headers['content-type']);
      if (problem) failures.push(`${label}: ${problem}`);
    }
    expect(failures).toEqual([]);
  });

  describe('signed in', () => {
    let client: Client;
    beforeAll(async () => {
      client = await signedInClient(t, 'openapi@example.com');
    });
    const check = (method: string, path: string, status: number, body: unknown, type: unknown) =>
      undocumented(doc.paths[path]![method]!, status, body, type);

    it('documents a validation failure, a missing id and a cross-site change as they are answered', async () => {
      const invalid = await client.post('/api/domains', { name: '' });
      expect(invalid.statusCode).toBe(400);
      expect(check('post', '/api/domains', 400, invalid.json(), invalid.headers['content-type'])).toBeUndefined();

      for (const path of ['/api/domains/{id}', '/api/monitors/{id}', '/api/status-pages/{id}']) {
        const missing = await client.get(path.replace('{id}', A_MISSING_ID));
        expect(missing.statusCode, path).toBe(404);
        expect(check('get', path, 404, missing.json(), missing.headers['content-type']), path).toBeUndefined();
      }

      const crossSite = await client.request('DELETE', `/api/domains/${A_MISSING_ID}`, undefined, {
        origin: 'https://evil.example',
      });
      expect(crossSite.statusCode).toBe(403);
      expect(check('delete', '/api/domains/{id}', 403, crossSite.json(), crossSite.headers['content-type'])).toBe(
        undefined,
      );

      const listed = await client.get('/api/domains');
      expect(check('get', '/api/domains', 200, listed.json(), listed.headers['content-type'])).toBeUndefined();
    });

    it('documents the answers without a JSON body as they are answered: a deletion, a CSV file', async () => {
      const created = await client.post('/api/domains', { name: 'openapi.example.com' });
      expect(created.statusCode).toBe(201);
      const deleted = await client.request('DELETE', `/api/domains/${created.json<{ id: string }>().id}`);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect(check('delete', '/api/domains/{id}', 204, undefined, deleted.headers['content-type'])).toBeUndefined();

      const csv = await client.get('/api/trends/export.csv?range=7d');
      expect(csv.statusCode).toBe(200);
      expect(check('get', '/api/trends/export.csv', 200, csv.body, csv.headers['content-type'])).toBeUndefined();
      // a body on an answer documented without one, or in another media type, is told apart
      expect(check('delete', '/api/domains/{id}', 204, csv.body, csv.headers['content-type'])).toBeDefined();
      expect(check('get', '/api/trends/export.csv', 200, csv.body, 'application/json')).toBeDefined();
    });

    it('documents the pages of an e-mail link that leads nowhere as they are answered', async () => {
      const screens: Array<[string, string, string]> = [
        ['get', '/public/alerts/acknowledge', '/public/alerts/acknowledge?token=not-a-token'],
        ['post', '/public/alerts/acknowledge', '/public/alerts/acknowledge?token=not-a-token'],
        ['get', '/public/status/{slug}/confirm', '/public/status/no-such-page/confirm?token=not-a-token'],
        ['post', '/public/status/{slug}/confirm', '/public/status/no-such-page/confirm?token=not-a-token'],
        ['get', '/public/status/unsubscribe', '/public/status/unsubscribe?token=not-a-token'],
        ['post', '/public/status/unsubscribe', '/public/status/unsubscribe?token=not-a-token'],
      ];
      for (const [method, path, url] of screens) {
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(check(method, path, 404, res.body, res.headers['content-type']), `${method} ${url}`).toBeUndefined();
      }
    });

    it('documents the request limit as it is answered', async () => {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'nobody@example.com', password: 'not the password' },
        });
      await attempt();
      await attempt();
      const res = await attempt();
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(check('post', '/api/auth/login', 429, res.json(), res.headers['content-type'])).toBeUndefined();
    });
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
