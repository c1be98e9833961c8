import { CommandError } from '../cli-args';
import type { Config } from '../config';
import { createChangeFeed, type ChangeFeed } from '../db/change-feed';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createSessionCache } from '../http/session-cache';
import { createJobsRuntime } from '../jobs/runtime';
import { createPlanChangeService } from '../modules/billing/plan-change.service';
import { engineOptionsFromConfig } from '../modules/scan/engine-options';
import { createWorkspaceVersions } from '../db/workspace-versions';
import { createMailer } from '../notifications/mailer';
import { embeddedDatabaseExists } from './backup';
import { openControlSocket, sendControlRequest, ControlUnavailableError, type ControlAnswer } from './control-socket';
import { DataDirBusyError, lockDataDir, type DataDirLock } from './data-dir-lock';
import {
  dataOperationHandler,
  isReadOnly,
  type DataOperationContext,
  type DataOperationInput,
  type DataOperationName,
} from './data-operations';

/** How the server names itself to those it refuses. */
const SERVER_COMMAND = 'sitewarden start';

/** Where the data is, for messages. */
export function databaseDescription(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  return config.databaseUrl ? 'PostgreSQL database' : `embedded database in ${config.dataDir}`;
}

/**
 * A data command of the CLI (decision 028). On PostgreSQL it opens the database itself, as many processes may.
 * On the embedded database it takes the DATA_DIR lock for its duration; when another process holds it, the command
 * goes to that process's control socket (a running server runs it on its own database handle), and is refused,
 * naming the holder, when nothing takes it there (another command is running). It never opens the files beside
 * their owner.
 */
export async function runDataOperation<N extends DataOperationName>(
  config: Config,
  name: N,
  input: DataOperationInput<N>,
): Promise<ControlAnswer> {
  if (config.databaseUrl) return runHere(config, name, input);
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir, `sitewarden ${name}`);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    return sendToHolder(config.dataDir, name, input, error);
  }
  try {
    return await runHere(config, name, input);
  } finally {
    await lock.release();
  }
}

async function sendToHolder(
  dataDir: string,
  name: DataOperationName,
  input: unknown,
  busy: DataDirBusyError,
): Promise<ControlAnswer> {
  try {
    return await sendControlRequest(dataDir, { operation: name, input });
  } catch (error) {
    if (!(error instanceof ControlUnavailableError)) throw error;
    // a server that takes no commands (Windows) is not about to finish; a command is
    const advice = busy.holder?.command === SERVER_COMMAND ? 'Stop it first.' : 'Try again once it has finished.';
    throw new CommandError(`${busy.message} ${advice}`);
  }
}

/** In this process, on a database it opens and closes. */
async function runHere(config: Config, name: DataOperationName, input: unknown): Promise<ControlAnswer> {
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

/** What `sitewarden start` on the embedded database holds for its whole life. */
export interface DataDirOwner {
  /** Takes the CLI's data commands from now on (those sent while starting waited for this). */
  serve(context: Omit<DataOperationContext, 'where' | 'server'>): void;
  release(): Promise<void>;
}

/**
 * Makes this server the only process on its DATA_DIR (undefined on PostgreSQL, which any number share), or throws
 * naming the holder. The control socket opens at once; commands wait until `serve`.
 */
export async function ownDataDir(config: Config): Promise<DataDirOwner | undefined> {
  if (config.databaseUrl) return undefined;
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir, SERVER_COMMAND);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new CommandError(
      `${error.message} One process at a time may open the embedded database: stop that one first (SIGTERM or Ctrl-C), or give this one another DATA_DIR.`,
    );
  }
  const control = await openControlSocket(config.dataDir).catch(async (error: unknown) => {
    await lock.release();
    throw error;
  });
  return {
    serve(context) {
      control.serve(
        dataOperationHandler({ ...context, where: databaseDescription(config), server: { pid: process.pid } }),
      );
    },
    async release() {
      await control.close();
      await lock.release();
    },
  };
}
