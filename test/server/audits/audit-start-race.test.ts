import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullAuditResults } from '../../../src/server/db/schema';
import { createLighthouseScheduler } from '../../../src/server/jobs/lighthouse/lighthouse-scheduler';
import { DATABASE_KINDS } from '../helpers/databases';
import { createTestApp, signedInClient, type Client, type TestApp } from '../helpers/test-app';

const REQUESTS = 40;

/*
 * Starting a full audit is atomic per domain: 40 requests at the same moment (a double-clicking user, a retrying
 * script) start one audit, and every answer names it. Lighthouse is held (a stand-in that waits) so the audit stays
 * running while the requests arrive; its probes resolve through a closed local port.
 */
describe.each(DATABASE_KINDS)('concurrent full-audit starts on %s', (kind) => {
  let t: TestApp;
  let owner: Client;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));

  beforeAll(async () => {
    t = await createTestApp(kind, {
      lighthouse: createLighthouseScheduler({
        run: async () => {
          await held;
          throw new Error('Lighthouse is not run in this test');
        },
      }),
    });
    owner = await signedInClient(t, 'racer@audits.test', 'pro');
  });
  afterAll(async () => {
    release();
    await t?.close();
  });

  it(`start one audit for ${REQUESTS} requests, and every answer names it`, async () => {
    const domainId = (await owner.post('/api/domains', { name: 'race.audits.test' })).json<{ id: string }>().id;
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, () => owner.post(`/api/domains/${domainId}/full-audit`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(REQUESTS).fill(202));
    const ids = new Set(answers.map((a) => a.json<{ auditId: string }>().auditId));
    expect(ids.size).toBe(1);
    const rows = await t.database.handle.db
      .select()
      .from(fullAuditResults)
      .where(eq(fullAuditResults.domainId, domainId));
    expect(rows.map((r) => [r.id, r.status])).toEqual([[[...ids][0], 'running']]);

    // once it has ended, a new start is a new audit
    release();
    await expect
      .poll(async () => (await owner.get(`/api/audits/${[...ids][0]}`)).json<{ status: string }>().status, {
        timeout: 20_000,
      })
      .not.toBe('running');
    const next = await owner.post(`/api/domains/${domainId}/full-audit`);
    expect(next.statusCode).toBe(202);
    expect(next.json<{ auditId: string }>().auditId).not.toBe([...ids][0]);
  });
});
