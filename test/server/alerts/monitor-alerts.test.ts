import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, domains, monitors } from '../../../src/server/db/schema';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

// Issue 16: an alert raised by a monitor names it; the home page's alerts answer null.
describe.each(DATABASE_KINDS)('alerts name their monitor on %s', (kind) => {
  let t: TestApp;
  let owner: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signedInClient(t, 'monitor-alerts@example.com', 'pro');
    const domain = (await owner.post('/api/domains', { name: 'xn--e1afmkfd.xn--p1ai:8443' })).json();
    const db = t.database.handle.db;
    const [row] = await db.select().from(domains).where(eq(domains.id, domain.id));
    const [monitor] = await db
      .insert(monitors)
      .values({ domainId: row!.id, type: 'endpoint', name: 'API health', intervalSeconds: 60 })
      .returning();
    const base = {
      domainId: row!.id,
      userId: row!.userId,
      teamId: null,
      type: 'downtime' as const,
      severity: 'critical' as const,
      message: 'HTTP 503',
    };
    await db.insert(alerts).values([
      { ...base, title: 'Home page is down', createdAt: new Date(Date.now() - 60_000) },
      {
        ...base,
        title: 'API health is down',
        monitorId: monitor!.id,
        metadata: { monitorId: monitor!.id, monitorName: 'API health' },
        createdAt: new Date(),
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the monitor's id and name, and null for the home page's alerts", async () => {
    const list = (await owner.get('/api/alerts')).json();
    expect(list.map((a: { title: string; monitorName: string | null }) => [a.title, a.monitorName])).toEqual([
      ['API health is down', 'API health'],
      ['Home page is down', null],
    ]);
    expect(list[0].monitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(list[1].monitorId).toBeNull();
    expect(list[0].domainName).toBe('xn--e1afmkfd.xn--p1ai:8443');
  });
});
