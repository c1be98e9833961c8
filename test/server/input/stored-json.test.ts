import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_JSON_MAX_BYTES, STORED_JSON_MAX_DEPTH } from '../../../src/shared/helpers/stored-json';
import { issueApiKey } from '../helpers/api-keys';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, TEST_ORIGIN, type Client, type TestApp } from '../helpers/test-app';

/** `{"a":{"a":...}}` nested `levels` deep, as the JSON text a client sends (no serializer of ours recurses into it). */
const nestedText = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

/*
 * User JSON kept as it is (partner domains' metadata, a monitor's settings) is at most 32 levels deep and 16 KB
 * (shared/helpers/stored-json.ts): beyond, a 400 naming the field, never the 500 of a stack overflow when it was
 * serialized for the database (an attack run sent metadata ~4,150 levels deep). A POST with an Idempotency-Key and a
 * body too deep to hash answers 400 too.
 */
describe.each(DATABASE_KINDS)('stored user JSON on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let key: string;
  let shop: string;
  let blog: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'deep@json.test', 'pro');
    shop = (await owner.post('/api/domains', { name: 'shop.json.test' })).json<{ id: string }>().id;
    blog = (await owner.post('/api/domains', { name: 'blog.json.test' })).json<{ id: string }>().id;
    key = (await issueApiKey(t.database.handle.db, 'deep@json.test', { permission: 'admin' })).key;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A JSON text sent as it is, signed in (cookie) or with the API key. */
  const send = (method: string, url: string, json: string, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'POST',
      url,
      payload: json,
      headers: {
        'content-type': 'application/json',
        ...(url.startsWith('/api/v1/')
          ? { authorization: `Bearer ${key}` }
          : { origin: TEST_ORIGIN, cookie: `sitewarden.sid=${owner.cookie('sitewarden.sid')}` }),
        ...extra,
      },
    });

  const refusedNaming = (res: { statusCode: number; json(): unknown; body: string }, field: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fieldErrors: { [field]: [expect.any(String)] } },
    });
  };

  it('refuses partner-domain metadata nested thousands of levels deep, on the session and v1 routes, with 400', async () => {
    const deep = nestedText(5_000);
    refusedNaming(await send('POST', '/api/partner/domains', `{"domainId":"${shop}","metadata":${deep}}`), 'metadata');
    const v1 = await send(
      'POST',
      '/api/v1/partner/domains',
      `{"domainId":"${shop}","externalId":"deep-1","metadata":${deep}}`,
      {
        'idempotency-key': 'deep-metadata',
      },
    );
    refusedNaming(v1, 'metadata');
    expect((await owner.get('/api/partner/domains')).json<{ data: unknown[] }>().data).toEqual([]);
  });

  it(`keeps metadata up to ${STORED_JSON_MAX_DEPTH} levels and ${STORED_JSON_MAX_BYTES / 1024} KB, and refuses more`, async () => {
    const atLimit = await send(
      'POST',
      '/api/partner/domains',
      `{"domainId":"${shop}","metadata":${nestedText(STORED_JSON_MAX_DEPTH)}}`,
    );
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    const link = atLimit.json<{ id: string }>().id;
    const tooDeep = await send(
      'PATCH',
      `/api/partner/domains/${link}`,
      `{"metadata":${nestedText(STORED_JSON_MAX_DEPTH + 1)}}`,
    );
    refusedNaming(tooDeep, 'metadata');
    expect(tooDeep.json<{ message: string }>().message).toContain(`more than ${STORED_JSON_MAX_DEPTH} levels`);
    const big = JSON.stringify({ notes: 'x'.repeat(STORED_JSON_MAX_BYTES) });
    const tooBig = await send(
      'POST',
      '/api/v1/partner/domains',
      `{"domainId":"${blog}","externalId":"big","metadata":${big}}`,
    );
    refusedNaming(tooBig, 'metadata');
    expect(tooBig.json<{ message: string }>().message).toContain('16 KB');
    const fits = JSON.stringify({ notes: 'é'.repeat(STORED_JSON_MAX_BYTES / 2 - 20) });
    expect(
      (await send('POST', '/api/v1/partner/domains', `{"domainId":"${blog}","externalId":"fits","metadata":${fits}}`))
        .statusCode,
    ).toBe(201);
  });

  it("refuses a monitor's settings nested too deep", async () => {
    const made = await owner.post(`/api/domains/${shop}/monitors`, {
      type: 'heartbeat',
      name: 'Backup',
      settings: { periodSeconds: 86_400, graceSeconds: 300 },
    });
    expect(made.statusCode, made.body).toBe(201);
    refusedNaming(
      await send('PATCH', `/api/monitors/${made.json<{ id: string }>().id}`, `{"settings":${nestedText(5_000)}}`),
      'settings',
    );
  });

  it('answers 400, not 500, to a POST with an Idempotency-Key whose body is too deep to hash', async () => {
    const alerts = await send(
      'POST',
      '/api/v1/alerts/00000000-0000-0000-0000-000000000000/read',
      `{"x":${nestedText(5_000)}}`,
      {
        'idempotency-key': 'deep-body',
      },
    );
    expect(alerts.statusCode, alerts.body).toBe(400);
    expect(alerts.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('nested more than 64 levels'),
    });
    // the same key is free for a real call afterwards: nothing was claimed
    const real = await send('POST', '/api/v1/domains', '{"name":"after.json.test"}', {
      'idempotency-key': 'deep-body',
    });
    expect(real.statusCode, real.body).toBe(201);
  });
});
