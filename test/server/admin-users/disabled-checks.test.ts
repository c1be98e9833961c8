import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../../src/server/engine/testing/http-server';
import { LAB_SUFFIX, startLoopbackLab, type LoopbackLab } from '../../../src/server/engine/testing/loopback-lab';
import { notificationJobs } from '../../../src/server/notifications';
import { DATABASE_KINDS } from '../helpers/databases';
import { startEngineOnClock, type EngineOnClock } from '../helpers/engine-on-clock';
import { signedInClient, type Client } from '../helpers/test-app';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * A disabled account's checks pause (decision 062): on the engine's manual clock, its site stops being requested while
 * the account is disabled, and is requested again once it is enabled (the engine told as main.ts tells it).
 */
describe.each(DATABASE_KINDS)('checks of a disabled account on %s', (kind) => {
  let lab: LoopbackLab;
  let engine: EngineOnClock;
  let admin: Client;
  let hits = 0;
  const site = `disabled-owner.${LAB_SUFFIX}`;

  beforeAll(async () => {
    lab = await startLoopbackLab({ allowPrivateTargets: true });
    lab.addSite(site, { expiresInDays: 200 });
    engine = await startEngineOnClock(
      kind,
      lab,
      (app) =>
        notificationJobs({
          config: { publicUrl: app.config.publicUrl },
          db: app.database.handle.db,
          mailer: app.mailer,
          engine: lab.options,
          log: () => undefined,
        }),
      { planChanges: true },
    );
    lab.router.routes.set(site, (_req: IncomingMessage, res: ServerResponse) => {
      hits++;
      res.writeHead(200, { ...SECURITY_HEADERS, 'content-type': 'text/html' });
      res.end('<!doctype html><title>up</title>');
    });
    admin = await signedInClient(engine.t, 'operator@example.com');
  }, 60_000);

  afterAll(async () => {
    await engine?.close();
    await lab?.close();
  });

  it('stops requesting the site while the owner is disabled, and starts again on enable', async () => {
    const owner = await signedInClient(engine.t, 'owner@example.com', 'pro');
    expect((await owner.post('/api/domains', { name: site })).statusCode).toBe(201);
    await engine.advance(5 * SECOND);
    await engine.advance(2 * MINUTE);
    expect(hits).toBeGreaterThan(0);

    const id = (await admin.get('/api/admin/users?q=owner@')).json<{ data: { id: string }[] }>().data[0]!.id;
    expect((await admin.post(`/api/admin/users/${id}/disable`)).statusCode).toBe(200);
    const before = hits;
    await engine.advance(5 * MINUTE);
    expect(hits).toBe(before);

    expect((await admin.post(`/api/admin/users/${id}/enable`)).statusCode).toBe(200);
    await engine.advance(2 * MINUTE);
    expect(hits).toBeGreaterThan(before);
  });
});
