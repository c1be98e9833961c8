import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { createMonitorSource } from '../../../src/server/modules/monitors/monitor-source';
import { createSecretSealer } from '../../../src/server/secrets/secret-sealer';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';
import { createTeam } from '../teams/team-helpers';

const heartbeat = (name: string, periodSeconds = 3600) => ({
  type: 'heartbeat',
  name,
  settings: { periodSeconds, graceSeconds: 60 },
});

describe.each(DATABASE_KINDS)('the monitor source the engine reads, on %s', (kind) => {
  let t: TestApp;
  const source = () => createMonitorSource(t.database.handle.db, createSecretSealer(t.config.secretsKey));
  const ids = {} as Record<'live' | 'paused' | 'gone' | 'team' | 'demo', string>;
  const domainIds = {} as Record<'live' | 'gone' | 'team' | 'demo', string>;

  async function add(client: Client, domain: string, body: Record<string, unknown>): Promise<string> {
    const res = await client.post(`/api/domains/${domain}/monitors`, body);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json<{ id: string }>().id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const pro = await signedInClient(t, 'pro@example.com', 'pro');
    domainIds.live = (await pro.post('/api/domains', { name: 'live.example' })).json().id;
    domainIds.gone = (await pro.post('/api/domains', { name: 'gone.example' })).json().id;
    ids.live = await add(pro, domainIds.live, {
      type: 'tcp',
      name: 'SSH',
      intervalSeconds: 900,
      settings: { host: 'live.example', port: 22 },
    });
    ids.paused = await add(pro, domainIds.live, { ...heartbeat('Paused job'), isActive: false });
    ids.gone = await add(pro, domainIds.gone, heartbeat('Job of a deleted domain'));
    await pro.request('DELETE', `/api/domains/${domainIds.gone}`);

    // a team's monitors follow the team owner's plan, not the member's
    const owner = await signedInClient(t, 'owner@example.com', 'enterprise');
    await createTeam(owner, 'Ops');
    domainIds.team = (await owner.post('/api/domains', { name: 'team.example' })).json().id;
    ids.team = await add(owner, domainIds.team, heartbeat('Team job', 120));

    // the demo account's monitors are never probed (its history is seeded)
    const demo = await signedInClient(t, 'demo@example.com', 'agency');
    domainIds.demo = (await demo.post('/api/domains', { name: 'demo.example' })).json().id;
    ids.demo = await add(demo, domainIds.demo, heartbeat('Demo job'));
    await t.database.handle.db.update(users).set({ isTestAccount: true }).where(eq(users.email, 'demo@example.com'));
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('lists the active monitors of probed domains, with their plan and schedule, and nothing secret', async () => {
    const probed = await source().probedMonitors();
    expect(probed).toEqual([
      {
        id: ids.live,
        domainId: domainIds.live,
        type: 'tcp',
        plan: 'pro',
        intervalSeconds: 900,
        settings: { host: 'live.example', port: 22, tls: false, starttls: 'off', timeoutSeconds: 10 },
      },
      {
        id: ids.team,
        domainId: domainIds.team,
        type: 'heartbeat',
        plan: 'enterprise',
        intervalSeconds: 120,
        settings: { periodSeconds: 120, graceSeconds: 60 },
      },
    ]);
  });

  it('lists one domain’s probed monitors', async () => {
    expect((await source().monitorsOfDomain(domainIds.live)).map((m) => m.id)).toEqual([ids.live]);
    expect(await source().monitorsOfDomain(domainIds.gone)).toEqual([]);
    expect(await source().monitorsOfDomain(domainIds.demo)).toEqual([]);
  });

  it('gives an instance only for a probed monitor', async () => {
    expect(await source().instance(ids.live)).toEqual({
      id: ids.live,
      domainId: domainIds.live,
      type: 'tcp',
      name: 'SSH',
      settings: { host: 'live.example', port: 22, tls: false, starttls: 'off', timeoutSeconds: 10 },
      intervalSeconds: 900,
      downtimeMinutes: null,
      alertChannels: null,
      isActive: true,
    });
    for (const id of [ids.paused, ids.gone, ids.demo, '00000000-0000-4000-8000-000000000000']) {
      expect(await source().instance(id)).toBeUndefined();
    }
  });
});
