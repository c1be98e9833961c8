import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { UNSTORABLE_TEXT_MESSAGE } from '../../../src/shared/helpers/storable-text';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, TEST_ORIGIN, type Client, type TestApp } from '../helpers/test-app';

/*
 * Issue #13 item 7: a NUL (U+0000) in any request string reached PostgreSQL, which refuses it in text and jsonb,
 * and the request answered 500. Now every such string, in a body, a query or a path parameter, and on routes
 * without a zod schema as well, is refused with 400 naming the field (decision 033).
 */

/** The 400 of an unstorable string in `field`. */
const refusedAt = (field: string) => ({
  message: UNSTORABLE_TEXT_MESSAGE,
  code: 'VALIDATION_ERROR',
  details: { fieldErrors: { [field]: [UNSTORABLE_TEXT_MESSAGE] } },
});

describe.each(DATABASE_KINDS)('text the database cannot store, on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let domainId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'nul-owner@input.test', 'pro');
    const domain = await owner.post('/api/domains', { name: 'nul-check.example.com' });
    domainId = domain.json<{ id: string }>().id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a NUL in the profile names and keeps the stored name', async () => {
    const res = await owner.request('PATCH', '/api/profile', { firstName: 'Ada\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedAt('firstName'));
    expect((await owner.get('/api/auth/user')).json()).toMatchObject({ firstName: 'Ada' });
  });

  it('refuses a NUL in a renewal reminder, a team name and a domain description', async () => {
    const reminder = await owner.post('/api/renewal-reminders', {
      title: 'Renew\u0000',
      type: 'domain',
      date: '2099-01-01',
    });
    expect(reminder.statusCode).toBe(400);
    expect(reminder.json()).toEqual(refusedAt('title'));

    const team = await owner.post('/api/teams', { name: 'Ops\u0000 team' });
    expect(team.statusCode).toBe(400);
    expect(team.json()).toEqual(refusedAt('name'));

    const domain = await owner.request('PATCH', `/api/domains/${domainId}`, { description: 'main site\u0000' });
    expect(domain.statusCode).toBe(400);
    expect(domain.json()).toEqual(refusedAt('description'));
  });

  it('refuses a NUL deep inside a web-vitals report and stores nothing', async () => {
    const res = await owner.post('/api/metrics/web-vitals', {
      lcp: [1200],
      entries: [{ name: 'LCP', value: 1200, url: 'http://localhost:3000/\u0000' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedAt('entries.0.url'));
    const rows = await queryRows<{ n: number }>(
      t.database.handle.db,
      sql`select count(*)::int as n from web_vitals_reports`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a NUL in path parameters, also of routes whose parameters have no schema', async () => {
    for (const [url, field] of [
      ['/api/teams/%00', 'slug'],
      ['/api/resources/%00', 'slug'],
      ['/api/resources/guide%00/download', 'slug'],
      [`/api/domains/${domainId}%00`, 'id'],
    ] as const) {
      const res = await owner.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(refusedAt(field));
    }
  });

  it('refuses a NUL in query values and keys', async () => {
    const value = await owner.get('/api/resources?category=%00');
    expect(value.statusCode).toBe(400);
    expect(value.json()).toEqual(refusedAt('category'));
    const key = await owner.get('/api/resources?%00=1');
    expect(key.statusCode).toBe(400);
    expect(key.json().details.fieldErrors).toEqual({ '\uFFFD': [UNSTORABLE_TEXT_MESSAGE] });
  });

  it('refuses half of a surrogate pair, which PostgreSQL would turn into U+FFFD or refuse in jsonb', async () => {
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: {
        origin: TEST_ORIGIN,
        cookie: `sitewarden.sid=${owner.cookie('sitewarden.sid')}`,
        'content-type': 'application/json',
      },
      payload: '{"name":"Ops \\ud83d team"}',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json()).toEqual(refusedAt('name'));
  });

  it('finds a NUL at the bottom of a body nested 100,000 levels deep without overflowing the stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      // signed in: a visitor is refused (401) before the body is read (decision 078)
      headers: {
        origin: TEST_ORIGIN,
        cookie: `sitewarden.sid=${owner.cookie('sitewarden.sid')}`,
        'content-type': 'application/json',
      },
      payload: `{"name":${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UNSTORABLE_TEXT_MESSAGE);
  });

  it('keeps emoji, right-to-left text and combining marks', async () => {
    const res = await owner.post('/api/teams', { name: 'Équipe 🛡️ שלום', description: 'Z̷a̵l̶g̷o̶ on call\ttoday' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Équipe 🛡️ שלום', description: 'Z̷a̵l̶g̷o̶ on call\ttoday' });
  });
});
