import type { Config } from '../config';
import { createChangeFeed, type ChangeFeed } from '../db/change-feed';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createWorkspaceVersions } from '../db/workspace-versions';
import { createSessionCache } from '../http/session-cache';
import { createJobsRuntime } from '../jobs/runtime';
import { createPlanChangeService } from '../modules/billing/plan-change.service';
import { engineOptionsFromConfig } from '../modules/scan/engine-options';
import { createMailer } from '../notifications/mailer';
import { CommandError } from '../cli-args';
import { embeddedDatabaseExists } from './backup';
import type { ControlAnswer } from './control-socket';
import { dataOperationHandler, isReadOnly, type DataOperationContext, type DataOperationName } from './data-operations';
import { databaseDescription } from './data-place';

/** In this process, on a database it opens and closes. */
export async function runOperationHere(
  config: Config,
  name: DataOperationName,
  input: unknown,
): Promise<ControlAnswer> {
  const readOnly = isReadOnly(name);
  if (readOnly && !config.databaseUrl && !embeddedDatabaseExists(config.dataDir)) {
    throw new CommandError(`There is no database in ${config.dataDir} yet.`);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // servers sharing a PostgreSQL database hear what the command changed (a disabled user's sessions) at once
  const feed = createChangeFeed(database);
  try {
    if (!readOnly) await runMigrations(database);
    return await dataOperationHandler(localContext(config, database, feed))({ operation: name, input });
  } finally {
    await feed.close();
    await database.close();
  }
}

/**
 * The CLI's own process reaches schedules shared through Redis and moves them at once. Without Redis, schedules
 * live in each server's process: on the embedded database the command ran inside the server instead (through its
 * socket), or no server runs and the next one schedules from the database at its start; a server on PostgreSQL
 * notices at each domain's next check (the job carries the plan it was scheduled for; a disabled account's checks
 * are skipped), and its reconcile moves the schedules within a minute.
 */
function localContext(config: Config, database: DatabaseHandle, feed: ChangeFeed): DataOperationContext {
  const planChanged = config.redisUrl ? (userId: string) => moveSchedules(config, database, userId) : undefined;
  // running servers' caches forget through the change feed (LISTEN/NOTIFY), as for a change made in one of them;
  // a server that misses it still drops a session after SESSION_CACHE_MS (decision 022)
  const sessions = createSessionCache({ ttlMs: 0, feed });
  const plans = createPlanChangeService({
    db: database.db,
    mailer: createMailer(database.db, config.smtpUrl, config.mailFrom),
    publicUrl: config.publicUrl,
    sessions,
    versions: createWorkspaceVersions({ feed }),
    lifecycle: { planChanged },
  });
  return {
    database,
    where: databaseDescription(config),
    plans,
    movesSchedules: config.redisUrl !== undefined,
    forgetUser: (userId) => sessions.forgetUser(userId),
    planChanged,
    feed,
  };
}

async function moveSchedules(config: Config, database: DatabaseHandle, userId: string): Promise<void> {
  const jobs = createJobsRuntime({ config, database, engine: engineOptionsFromConfig(config) });
  try {
    await jobs.monitoring.lifecycle.planChanged(userId);
  } finally {
    await jobs.close();
  }
}
