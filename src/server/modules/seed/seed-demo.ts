import { eq } from 'drizzle-orm';
import type { ChangeFeed } from '../../db/change-feed';
import type { DatabaseHandle } from '../../db/client';
import { domains } from '../../db/schema';
import { runExclusive } from '../../db/exclusive';
import { defaultPace, type Pace } from '../../event-loop';
import { createHistoryWriter } from '../../jobs/monitoring/history-writer';
import { createMonitoringRepository } from '../../jobs/monitoring/monitoring.repository';
import { createInProcessScheduler } from '../../jobs/scheduler/in-process';
import { createAlertsRepository } from '../alerts/alerts.repository';
import { hashPassword } from '../auth/password';
import { createDomainsRepository } from '../domains/domains.repository';
import type { Workspace } from '../workspaces/workspace';
import { DEMO_HISTORY_DAYS, writeDemoHistory } from './demo-history';
import { writeDemoMonitors } from './demo-monitors';
import { writeDemoStatus } from './demo-status';
import { DEMO_MONITORS } from './demo-monitors';
import { DEMO_PROFILES, seededRandom } from './demo-profiles';
import { createDemoWorkspaceRepository, DEMO_PLAN } from './demo-workspace.repository';
import { ADVISORY_LOCK_IDS } from '../../db/lock-ids';
import { workspaceKey } from '../../db/workspace-versions';

export const DEMO_EMAIL = 'demo@sitewarden.local';
export const DEMO_PASSWORD = 'demo-password';
/** The holder account a fresh copy is built in, and the one the previous copy leaves through (demo-workspace.repository). */
export const DEMO_NEXT_EMAIL = 'demo-next@sitewarden.local';
export const DEMO_RETIRED_EMAIL = 'demo-retired@sitewarden.local';
const DEMO_SEED = 20_250_101;
const HALF_HOUR = 30 * 60_000;
const DAY = 24 * 60 * 60_000;
/** Alerts older than this are marked read, as someone who uses the app would have. */
const READ_AFTER_MS = 3 * 24 * 60 * 60_000;
/** Arbitrary constant: the advisory lock that keeps two processes from seeding the demo at once. */
const DEMO_SEED_LOCK_ID = ADVISORY_LOCK_IDS.demoSeed;
/**
 * Rows per history insert: a 2,000-row insert holds the embedded database (and with it the event loop) for a few
 * hundred ms on a busy machine; 250 rows stay in the tens of ms.
 */
const HISTORY_BATCH_ROWS = 250;

export interface SeedDemoOptions {
  now?: () => Date;
  /** Gives the event loop its turns (event-loop.ts); the server's requests and timers go on while the demo is made. */
  pace?: Pace;
  /**
   * Where the processes' caches hear that the demo changed (decision 022): its domain list and dashboard, and the
   * status page that moved out of its address. Without it they catch up when their entries expire (seconds).
   */
  feed?: ChangeFeed;
}

/**
 * `sitewarden seed demo`, and the workers' demo refresh: the demo account (Agency plan, `is_test_account`) and its
 * workspace of four made-up sites under `.example` with 90 days of history, monitors of several kinds with a month of
 * history (demo-monitors.ts), a status page with its incident history and maintenance windows (demo-status.ts). Each run builds a fresh copy ending now
 * in a holder account, then moves it into the demo account in one short transaction (the previous copy leaves the
 * same way and is deleted afterwards): visitors see the old demo or the complete new one, never a half-written
 * one, and the demo account exists only once its first copy is complete (the demo is "being prepared" until then).
 * The monitoring engine never probes a test account's domains (they do not resolve anyway).
 *
 * Paced: the work gives the event loop a turn every few ms, so a server making its demo keeps answering. Returns
 * undefined when another process (or call) is seeding the demo at this moment.
 */
export async function seedDemo(database: DatabaseHandle, options: SeedDemoOptions = {}): Promise<string | undefined> {
  const outcome = await runExclusive(database, DEMO_SEED_LOCK_ID, () => buildAndMoveIn(database, options));
  return outcome.ran ? outcome.value : undefined;
}

async function buildAndMoveIn(
  database: DatabaseHandle,
  { now = () => new Date(), pace = defaultPace, feed }: SeedDemoOptions,
): Promise<string> {
  const { db } = database;
  const accounts = createDemoWorkspaceRepository(db);
  // what a run that was stopped half-way left behind (under the lock, nobody else is using them)
  for (const email of [DEMO_NEXT_EMAIL, DEMO_RETIRED_EMAIL]) {
    const leftover = await accounts.findAccount(email);
    if (leftover) await accounts.removeHolder(leftover.id, pace);
  }

  const holderId = await accounts.createHolder(DEMO_NEXT_EMAIL);
  const ws: Workspace = { kind: 'personal', userId: holderId, teamId: null, role: 'owner', plan: DEMO_PLAN };
  const repo = createMonitoringRepository(db);
  const sites = createDomainsRepository(db);
  const history = createHistoryWriter(db, { intervalMs: 60_000, maxRows: HISTORY_BATCH_ROWS });
  const scheduler = createInProcessScheduler();
  const rand = seededRandom(DEMO_SEED);
  // the monitors draw from their own sequence, so the sites' history stays what it was before they existed
  const monitorRand = seededRandom(DEMO_SEED + 1);
  const seededAt = now();
  const end = Math.floor(seededAt.getTime() / HALF_HOUR) * HALF_HOUR;
  try {
    for (const profile of DEMO_PROFILES) {
      const row = await sites.insert(ws, { name: profile.name, description: profile.description });
      // monitored since its history starts: the status page counts a component from when its domain was added
      if (row)
        await db
          .update(domains)
          .set({ createdAt: new Date(end - DEMO_HISTORY_DAYS * DAY) })
          .where(eq(domains.id, row.id));
      const domain = row && (await repo.domainContext(row.id));
      if (!domain) throw new Error(`The demo domain ${profile.name} could not be created.`);
      await writeDemoHistory({ repo, history, scheduler, pace }, domain, profile, end, rand);
      await writeDemoMonitors({ db, repo, history, scheduler, pace }, domain, end, monitorRand);
      await history.flush();
    }
  } finally {
    await history.close();
    await scheduler.close();
  }

  await writeDemoStatus(db, ws, end);

  const alerts = createAlertsRepository(db);
  for (const { alert } of await alerts.list(ws, { unreadOnly: false, unresolvedOnly: false, limit: 1_000 })) {
    if (alert.createdAt.getTime() >= end - READ_AFTER_MS) continue;
    // a DNS change nobody objects to is acknowledged: nothing resolves it on its own
    const acknowledged =
      alert.type === 'dns_change' && !alert.isResolved
        ? { isResolved: true, resolvedAt: new Date(alert.createdAt.getTime() + HALF_HOUR) }
        : {};
    await alerts.update(ws, alert.id, { isRead: true, ...acknowledged });
    await pace();
  }

  const moved = await accounts.moveIntoAccount(holderId, {
    email: DEMO_EMAIL,
    passwordHash: () => hashPassword(DEMO_PASSWORD),
    retiredEmail: DEMO_RETIRED_EMAIL,
    seededAt,
  });
  await feed?.publish({ type: 'workspace', key: workspaceKey({ userId: moved.accountId, teamId: null }) });
  for (const pageId of moved.retiredPageIds) await feed?.publish({ type: 'status-page', pageId });
  if (moved.retiredId) await accounts.removeHolder(moved.retiredId, pace);
  const verb = moved.created ? 'Created' : 'Refreshed';
  return `${verb} the demo workspace (${DEMO_PROFILES.length} sites, 90 days of history, ${DEMO_MONITORS.length + 1} monitors, a status page and maintenance): sign in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}.`;
}
