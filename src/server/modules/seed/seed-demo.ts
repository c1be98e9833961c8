import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domains, users } from '../../db/schema';
import { createHistoryWriter } from '../../jobs/monitoring/history-writer';
import { createMonitoringRepository } from '../../jobs/monitoring/monitoring.repository';
import { createInProcessScheduler } from '../../jobs/scheduler/in-process';
import { createAlertsRepository } from '../alerts/alerts.repository';
import { createAuthRepository } from '../auth/auth.repository';
import { hashPassword } from '../auth/password';
import { createDomainsRepository } from '../domains/domains.repository';
import type { Workspace } from '../workspaces/workspace';
import { writeDemoHistory } from './demo-history';
import { DEMO_PROFILES, seededRandom } from './demo-profiles';

export const DEMO_EMAIL = 'demo@sitewarden.local';
export const DEMO_PASSWORD = 'demo-password';
/** Agency keeps 90 days of history (SPEC §9.1), so the seeded 90 days survive the retention job. */
const DEMO_PLAN = 'agency';
const DEMO_SEED = 20_250_101;
const HALF_HOUR = 30 * 60_000;
/** Alerts older than this are marked read, as someone who uses the app would have. */
const READ_AFTER_MS = 3 * 24 * 60 * 60_000;

/**
 * `sitewarden seed demo`: the demo account (Agency plan, `is_test_account`) and its workspace: four made-up
 * sites under `.example` with 90 days of history. Running it again replaces the demo sites and their history
 * with a fresh copy ending now, so it is idempotent in what it leaves behind. The account is marked as a test
 * account, and the monitoring engine never probes a test account's domains (they do not resolve anyway).
 */
export async function seedDemo(db: Database, now: () => Date = () => new Date()): Promise<string> {
  const auth = createAuthRepository(db);
  let user = await auth.findUserByEmail(DEMO_EMAIL);
  const created = !user;
  user ??= await auth.createUser({
    email: DEMO_EMAIL,
    password: await hashPassword(DEMO_PASSWORD),
    firstName: 'Demo',
    lastName: 'User',
    subscriptionTier: DEMO_PLAN,
    isTestAccount: true,
  });
  if (!user) throw new Error('The demo account could not be created.');
  await db.update(users).set({ subscriptionTier: DEMO_PLAN, isTestAccount: true, updatedAt: now() }).where(eq(users.id, user.id));
  const ws: Workspace = { kind: 'personal', userId: user.id, teamId: null, role: 'owner', plan: DEMO_PLAN };

  // a fresh copy: the previous demo sites go with all their history (on delete cascade)
  const names = DEMO_PROFILES.map((p) => p.name);
  await db.delete(domains).where(and(eq(domains.userId, user.id), inArray(domains.name, names)));

  const repo = createMonitoringRepository(db);
  const sites = createDomainsRepository(db);
  const history = createHistoryWriter(db, { intervalMs: 60_000, maxRows: 2_000 });
  const scheduler = createInProcessScheduler();
  const rand = seededRandom(DEMO_SEED);
  const end = Math.floor(now().getTime() / HALF_HOUR) * HALF_HOUR;
  try {
    for (const profile of DEMO_PROFILES) {
      const row = await sites.insert(ws, { name: profile.name, description: profile.description });
      const domain = row && (await repo.domainContext(row.id));
      if (!domain) throw new Error(`The demo domain ${profile.name} could not be created.`);
      await writeDemoHistory({ repo, history, scheduler }, domain, profile, end, rand);
      await history.flush();
    }
  } finally {
    await history.close();
    await scheduler.close();
  }

  const alerts = createAlertsRepository(db);
  for (const { alert } of await alerts.list(ws, { unreadOnly: false, unresolvedOnly: false, limit: 1_000 })) {
    if (alert.createdAt.getTime() >= end - READ_AFTER_MS) continue;
    // a DNS change nobody objects to is acknowledged: nothing resolves it on its own
    const acknowledged = alert.type === 'dns_change' && !alert.isResolved ? { isResolved: true, resolvedAt: new Date(alert.createdAt.getTime() + HALF_HOUR) } : {};
    await alerts.update(ws, alert.id, { isRead: true, ...acknowledged });
  }
  const verb = created ? 'Created' : 'Refreshed';
  return `${verb} the demo workspace (${names.length} sites, 90 days of history): sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}.`;
}
