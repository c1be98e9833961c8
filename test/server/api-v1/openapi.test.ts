import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Operation = {
  security?: unknown;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe('the /api/v1 OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json<Doc>();
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

  it('documents every v1 route the app serves, behind the bearer scheme, with its errors and paging', async () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const { path, method, op } of operations) {
      const label = `${method} ${path}`;
      expect(op.security, label).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(op.responses), label).toEqual(expect.arrayContaining(['401', '403', '404', '429']));
      expect(op.responses['429']!.headers, label).toHaveProperty('Retry-After');
      if (method === 'post')
        expect(
          op.parameters?.map((p) => p.name),
          label,
        ).toContain('Idempotency-Key');
    }
    expect(doc.paths['/domains']!.get!.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['cursor', 'limit', 'status', 'search', 'includeDeleted']),
    );
    // every list pages the same way
    for (const path of Object.keys(doc.paths).filter((p) => doc.paths[p]!.get && !p.includes('{'))) {
      const names = doc.paths[path]!.get!.parameters?.map((p) => p.name) ?? [];
      if (path !== '/usage') expect(names, path).toEqual(expect.arrayContaining(['cursor', 'limit']));
    }
    expect(doc.paths['/members']!.get!.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['cursor', 'limit']),
    );
    expect(doc.paths['/openapi.json']).toBeUndefined();
  });
});
