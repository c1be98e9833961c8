import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import { migrationsFolder } from '../../../src/server/db/migrate';
import { createMonitoringRepository } from '../../../src/server/jobs/monitoring/monitoring.repository';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../helpers/databases';

/**
 * Migration 0015 gives registration alerts their own type (decision 077). Rows stored the way the old code stored
 * them (alerts of type ssl_expiry, integrations subscribed to it) go through the migration's statements again on a
 * migrated database (each statement changes only rows still in the old form), and the engine's resolutions then
 * keep certificate and registration apart.
 */
const MIGRATION = '0015_registration_expiry_alert_type';
const statements = readFileSync(path.join(migrationsFolder, `${MIGRATION}.sql`), 'utf8')
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter(Boolean);

describe.each(DATABASE_KINDS)('migration 0015 on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
  });

  it('re-types stored registration alerts, so that a certificate renewal closes none of them and a registration renewal closes its own', async () => {
    database = await createTestDatabase(kind);
    const db = database.handle.db;

    const [user] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email) values ('owner@example.com') returning id`,
    );
    const [domain] = await queryRows<{ id: string }>(
      db,
      sql`insert into domains (user_id, name) values (${user!.id}, 'shop.example.com') returning id`,
    );
    const alert = (title: string, metadata: Record<string, unknown>) =>
      sql`(${domain!.id}, ${user!.id}, 'ssl_expiry', 'warning', ${title}, 'Renew it.', ${JSON.stringify(metadata)}::jsonb)`;
    await db.execute(sql`
      insert into alerts (domain_id, user_id, type, severity, title, message, metadata) values
        ${alert('registration, filed before its metric', { kind: 'registration', daysUntilExpiry: 20, step: 30 })},
        ${alert('registration', { kind: 'registration', daysUntilExpiry: 20, step: 30, metric: 'registration-expiry' })},
        ${alert('not registered', { kind: 'registration', metric: 'registration-status', consecutiveAnswers: 2 })},
        ${alert('certificate', { kind: 'ssl', daysUntilExpiry: 20, step: 30 })},
        ${alert('certificate not trusted', { reason: 'self-signed', metric: 'certificate-trust' })}`);
    await db.execute(sql`
      insert into slack_integrations (user_id, webhook_url, alert_types) values
        (${user!.id}, 'https://hooks.slack.com/services/a', '["ssl_expiry","downtime"]'::jsonb),
        (${user!.id}, 'https://hooks.slack.com/services/b', '["downtime"]'::jsonb)`);
    await db.execute(sql`
      insert into webhook_integrations (user_id, url, secret, alert_types) values
        (${user!.id}, 'https://example.com/a', 's', '["ssl_expiry"]'::jsonb),
        (${user!.id}, 'https://example.com/b', 's', '["security"]'::jsonb)`);

    for (const statement of statements) await db.execute(sql.raw(statement));

    const alerts = () =>
      queryRows<{ title: string; type: string; metric: string | null; is_resolved: boolean }>(
        db,
        sql`select title, type, metadata->>'metric' as metric, is_resolved from alerts order by title`,
      );
    expect(await alerts()).toEqual([
      { title: 'certificate', type: 'ssl_expiry', metric: null, is_resolved: false },
      { title: 'certificate not trusted', type: 'ssl_expiry', metric: 'certificate-trust', is_resolved: false },
      { title: 'not registered', type: 'registration_expiry', metric: 'registration-status', is_resolved: false },
      { title: 'registration', type: 'registration_expiry', metric: 'registration-expiry', is_resolved: false },
      {
        title: 'registration, filed before its metric',
        type: 'registration_expiry',
        metric: 'registration-expiry',
        is_resolved: false,
      },
    ]);
    const subscribed = await queryRows<{ url: string; alert_types: string[] }>(
      db,
      sql`select webhook_url as url, alert_types from slack_integrations
          union all select url, alert_types from webhook_integrations order by url`,
    );
    expect(subscribed).toEqual([
      { url: 'https://example.com/a', alert_types: ['ssl_expiry', 'registration_expiry'] },
      { url: 'https://example.com/b', alert_types: ['security'] },
      { url: 'https://hooks.slack.com/services/a', alert_types: ['ssl_expiry', 'downtime', 'registration_expiry'] },
      { url: 'https://hooks.slack.com/services/b', alert_types: ['downtime'] },
    ]);

    // what the engine does on a renewed certificate, then on a renewed registration (jobs/evaluate/expiry.ts)
    const repo = createMonitoringRepository(db);
    const renewedCertificate = await repo.resolveAlerts(domain!.id, 'ssl_expiry', new Date());
    expect(renewedCertificate.map((a) => a.title)).toEqual(['certificate']);
    const renewedRegistration = await repo.resolveAlerts(
      domain!.id,
      'registration_expiry',
      new Date(),
      'registration-expiry',
    );
    expect(renewedRegistration.map((a) => a.title).sort()).toEqual([
      'registration',
      'registration, filed before its metric',
    ]);
    expect((await alerts()).filter((a) => !a.is_resolved).map((a) => a.title)).toEqual([
      'certificate not trusted',
      'not registered',
    ]);
  });
});
