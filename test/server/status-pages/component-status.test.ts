import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainChecks,
  domains,
  maintenanceTargets,
  maintenanceWindows,
  monitors,
  users,
} from '../../../src/server/db/schema';
import { createComponentStatusRepository } from '../../../src/server/modules/status-pages/component-status.repository';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';

describe.each(DATABASE_KINDS)('component states (%s)', (kind) => {
  let database: TestDatabase;
  let site: string;
  let api: string;
  let monitor: string;
  const now = new Date('2026-06-10T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database.handle;
    const [user] = await db.insert(users).values({ email: 'owner@example.com' }).returning();
    const rows = await db
      .insert(domains)
      .values([
        { userId: user!.id, name: 'shop.example.com' },
        { userId: user!.id, name: 'api.example.com' },
      ])
      .returning();
    site = rows[0]!.id;
    api = rows[1]!.id;
    const [m] = await db
      .insert(monitors)
      .values({ domainId: site, type: 'endpoint', name: 'Checkout', intervalSeconds: 300 })
      .returning();
    monitor = m!.id;
    const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await db.insert(domainChecks).values([
      { domainId: site, checkType: 'uptime', status: 'error', checkedAt: at(1) },
      { domainId: site, checkType: 'uptime', status: 'healthy', checkedAt: at(2) },
      // the monitor's rows never count for the home page, and the other way round
      { domainId: site, checkType: 'endpoint', status: 'warning', checkedAt: at(0.5), monitorId: monitor },
      { domainId: api, checkType: 'uptime', status: 'healthy', checkedAt: at(1) },
      { domainId: api, checkType: 'ssl', status: 'critical', checkedAt: at(0.2) },
    ]);
    const [window] = await db
      .insert(maintenanceWindows)
      .values({ userId: user!.id, title: 'Database upgrade', startsAt: at(30), endsAt: at(-30) })
      .returning();
    await db.insert(maintenanceTargets).values({ windowId: window!.id, domainId: api, monitorId: null });
  });
  afterAll(() => database.drop());

  it('reads each component from its own latest check, maintenance first', async () => {
    const repo = createComponentStatusRepository(database.handle.db);
    const states = await repo.statuses(
      [
        { domainId: site, monitorId: null },
        { domainId: site, monitorId: monitor },
        { domainId: api, monitorId: null },
      ],
      now,
    );
    expect(states.get(`domain:${site}`)).toMatchObject({
      latestStatus: 'error',
      state: 'major_outage',
      maintenance: null,
    });
    expect(states.get(`monitor:${monitor}`)).toMatchObject({ latestStatus: 'warning', state: 'degraded_performance' });
    expect(states.get(`domain:${api}`)).toMatchObject({ latestStatus: 'healthy', state: 'under_maintenance' });
    expect(states.get(`domain:${api}`)?.maintenance?.title).toBe('Database upgrade');
    const later = await repo.statuses([{ domainId: api, monitorId: null }], new Date(now.getTime() + 3_600_000));
    expect(later.get(`domain:${api}`)).toMatchObject({ state: 'operational', maintenance: null });
  });
});
