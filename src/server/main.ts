import { existsSync } from 'node:fs';
import path from 'node:path';
import { subscriptionTierSchema } from '../shared/contracts/auth';
import { buildApp, DEFAULT_WEB_DIR } from './app';
import { CommandError, parseArgs, stringOption, type ParsedArgs } from './cli-args';
import { POSTGRES_BACKUP_ADVICE, restoreDataDir, writeBackupFile } from './cli/backup';
import { databaseDescription, ownDataDir, runDataOperation } from './cli/run-data-operation';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { createLighthouseRunner } from './modules/audits/lighthouse-runner';
import { createLighthouseScheduler } from './modules/audits/lighthouse-scheduler';
import { withDemoRefresh } from './modules/seed/demo-refresh-job';
import { startMaintenance } from './jobs/maintenance';
import { createJobsRuntime } from './jobs/runtime';
import { createWatchdog } from './jobs/watchdog/watchdog';
import { engineOptionsFromConfig } from './modules/scan/engine-options';
import { createMailer } from './notifications/mailer';
import { operatorRecipients } from './notifications/operator-recipients';
import { notificationJobs } from './notifications';
import { withRenewalReminders } from './modules/renewals/reminder-job';
import { schedulerCheckQueue } from './modules/security/check-queue';
import { describeSync, loadAndSyncResourceContent } from './modules/resources/resource-content-sync';
import { fromProjectRoot } from './paths';

const USAGE = `Usage: sitewarden <command>

  start [--role all|web|worker]     serve the site and API (web), run the engine (worker), or both (all; default)
  migrate                           apply database migrations (DATABASE_URL, else the embedded database)
  user create --email E --password P [--first F --last L] [--plan free|pro|agency|enterprise] [--admin]
  user plan --email E --plan free|pro|agency|enterprise
  seed demo                         create the demo workspace (demo@sitewarden.local)
  backup FILE                       copy the embedded database to FILE (a gzipped tarball), also while it runs
  restore FILE [--force]            replace the embedded database with FILE's (stop the server first)

Beside a running server on the embedded database, user, seed, migrate and backup run inside that server.
`;

class UsageError extends Error {}

async function ensureWebBuild(): Promise<void> {
  if (existsSync(path.join(DEFAULT_WEB_DIR, 'index.html'))) return;
  console.log('Building the web app (first start)...');
  const { build } = await import('vite');
  await build({ configFile: fromProjectRoot('vite.config.ts'), logLevel: 'warn' });
}

async function start(args: ParsedArgs): Promise<void> {
  const role = stringOption(args, 'role') ?? 'all';
  if (!['all', 'web', 'worker'].includes(role)) throw new UsageError(`Unknown role "${role}": use all, web or worker.`);
  const config = loadConfig();
  if (role !== 'all' && !config.redisUrl) {
    throw new UsageError('Separate web and worker processes share their schedules through Redis: set REDIS_URL (and DATABASE_URL), or use --role all.');
  }
  // the embedded database admits one process: this one, until it ends (decision 028)
  const owner = await ownDataDir(config);
  if (role !== 'worker' && args.options['no-build'] !== true) await ensureWebBuild();

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);

  const stops: (() => Promise<void>)[] = [];
  let forgetUser: ((userId: string) => Promise<void>) | undefined;
  const engine = engineOptionsFromConfig(config);
  const mailer = createMailer(database.db, config.smtpUrl, config.mailFrom);
  // alerts reach people: e-mail (SMTP_URL or the outbox), SMS (TWILIO_*), Slack and webhooks, retried with backoff
  const notifications = withRenewalReminders(notificationJobs({ config, db: database.db, mailer, engine }), {
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
  });
  // One Lighthouse line per process: full audits, analyses and daily checks take turns across workspaces (decision 032).
  const lighthouse = createLighthouseScheduler({ run: createLighthouseRunner(engine, config.chromiumPath) });
  const jobs = createJobsRuntime({
    config,
    database,
    engine,
    lighthouse,
    // the public demo (/demo) is created on the first start and kept current, unless DEMO_WORKSPACE=off
    notifications: config.demoWorkspace ? withDemoRefresh(notifications, { db: database.db }) : notifications,
  });
  stops.push(() => jobs.close());
  // every process watches that checks keep pace, web ones too; one of them evaluates each minute (decision 029)
  stops.push(
    createWatchdog({
      db: database.db,
      mailer,
      operators: operatorRecipients(database.db, config.operatorEmails),
      intervalOverrideSeconds: config.checkIntervalSeconds,
    }).start(),
  );
  if (role === 'all' || role === 'worker') {
    stops.push(startMaintenance({ database }));
    await jobs.startWorker();
  }

  if (role === 'all' || role === 'web') {
    // The library's content files (content/resources) into the database; a bad file stops the start, naming it.
    const synced = await loadAndSyncResourceContent(database.db);
    for (const warning of synced.warnings) console.warn(warning);
    const app = await buildApp({
      config,
      database,
      lifecycle: jobs.monitoring.lifecycle,
      lighthouse,
      // Rescan (Security Status card) queues monitoring checks on the same scheduler the workers take jobs from.
      checkQueue: schedulerCheckQueue(jobs.scheduler),
      readiness: config.redisUrl ? { redis: () => jobs.scheduler.ping() } : {},
    });
    await app.listen({ port: config.port, host: config.host });
    app.log.info(describeSync(synced));
    app.log.info(
      `Sitewarden (${role}) at ${config.publicUrl} on the ${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}`,
    );
    forgetUser = (userId) => app.services.sessions.forgetUser(userId);
    stops.unshift(() => app.close());
  } else {
    console.log(`Sitewarden worker started on the ${database.kind} database.`);
  }
  // `sitewarden user ...` and the other data commands from now on run here, on this process's database handle
  owner?.serve({ database, planChanged: jobs.monitoring.lifecycle.planChanged, forgetUser });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down...`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    void (async () => {
      for (const stop of stops) await stop().catch((err: unknown) => console.error(err));
      await database.close();
      await owner?.release();
      process.exit(0);
    })();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** What a data command printed, wherever it ran (here, or inside the running server). */
function print(lines: string[]): void {
  for (const line of lines) console.log(line);
}

async function user(args: ParsedArgs): Promise<void> {
  const sub = args.positional[1];
  const config = loadConfig();
  const email = stringOption(args, 'email');
  if (!email) throw new UsageError('--email is required');
  if (sub === 'create') {
    const password = stringOption(args, 'password');
    if (!password) throw new UsageError('--password is required');
    const plan = subscriptionTierSchema.safeParse(stringOption(args, 'plan') ?? 'free');
    if (!plan.success) throw new UsageError('--plan must be one of free, pro, agency, enterprise');
    const input = {
      email,
      password,
      firstName: stringOption(args, 'first'),
      lastName: stringOption(args, 'last'),
      plan: plan.data,
      admin: args.options.admin === true,
    };
    print((await runDataOperation(config, 'user create', input)).lines);
    return;
  }
  if (sub === 'plan') {
    const plan = subscriptionTierSchema.safeParse(stringOption(args, 'plan'));
    if (!plan.success) throw new UsageError('--plan must be one of free, pro, agency, enterprise');
    print((await runDataOperation(config, 'user plan', { email, plan: plan.data })).lines);
    return;
  }
  throw new UsageError(`Unknown user command "${sub ?? ''}".`);
}

function backupFile(args: ParsedArgs, config: Config): string {
  const file = args.positional[1];
  if (!file) throw new UsageError(`${args.positional[0]} needs the backup's FILE`);
  if (config.databaseUrl) throw new CommandError(POSTGRES_BACKUP_ADVICE);
  return path.resolve(file);
}

async function backup(args: ParsedArgs): Promise<void> {
  const config = loadConfig();
  const file = backupFile(args, config);
  const { lines, payload = new Uint8Array() } = await runDataOperation(config, 'backup', {});
  writeBackupFile(file, payload);
  print([...lines, `Backed up the ${databaseDescription(config)} to ${file} (${(payload.byteLength / 1e6).toFixed(1)} MB).`]);
}

async function restore(args: ParsedArgs): Promise<void> {
  const config = loadConfig();
  print(await restoreDataDir(config.dataDir, backupFile(args, config), { force: args.options.force === true }));
}

export async function runCli(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  const command = args.positional[0];
  try {
    if (command === 'start') return await start(args);
    if (command === 'migrate') return print((await runDataOperation(loadConfig(), 'migrate', {})).lines);
    if (command === 'user') return await user(args);
    if (command === 'seed' && args.positional[1] === 'demo') return print((await runDataOperation(loadConfig(), 'seed demo', {})).lines);
    if (command === 'backup') return await backup(args);
    if (command === 'restore') return await restore(args);
    if (command === undefined || command === 'help' || args.options.help) {
      console.log(USAGE);
      return;
    }
    throw new UsageError(`Unknown command "${command}".`);
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      console.error(`sitewarden: ${err.message}\n\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    if (err instanceof CommandError) {
      console.error(`sitewarden: ${err.message}`);
      process.exitCode = 1;
      return;
    }
    throw err;
  }
}

