import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { subscriptionTierSchema } from '../shared/contracts/auth';
import { buildApp, DEFAULT_WEB_DIR } from './app';
import { CommandError, parseArgs, stringOption, type ParsedArgs } from './cli-args';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { runMigrations } from './db/migrate';
import { createUserCommand, setPlanCommand } from './modules/auth/user-admin';
import { withDemoRefresh } from './modules/seed/demo-refresh-job';
import { seedDemo } from './modules/seed/seed-demo';
import { startMaintenance } from './jobs/maintenance';
import { createJobsRuntime } from './jobs/runtime';
import { engineOptionsFromConfig } from './modules/scan/engine-options';
import { createMailer } from './notifications/mailer';
import { notificationJobs } from './notifications';
import { withRenewalReminders } from './modules/renewals/reminder-job';
import { schedulerCheckQueue } from './modules/security/check-queue';
import { fromProjectRoot } from './paths';
import { syncContent } from './startup/content-sync';
import { listenEarly, type EarlyListener } from './startup/early-listener';
import { createStartupWork, type StartupStep } from './startup/startup-work';

const USAGE = `Usage: sitewarden <command>

  start [--role all|web|worker]     serve the site and API (web), run the engine (worker), or both (all; default)
  migrate                           apply database migrations (DATABASE_URL, else the embedded database)
  user create --email E --password P [--first F --last L] [--plan free|pro|agency|enterprise] [--admin]
  user plan --email E --plan free|pro|agency|enterprise
  seed demo                         create the demo workspace (demo@sitewarden.local)
`;

class UsageError extends Error {}

async function withDatabase<T>(config: Config, fn: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(handle);
    return await fn(handle);
  } finally {
    await handle.close();
  }
}

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
  const serves = role === 'all' || role === 'web';
  // The port first: /healthz answers while the rest starts, and the app takes the same server over once ready.
  const early = serves ? await listenEarly({ port: config.port, host: config.host }) : undefined;
  if (early) console.log(`Listening at ${early.url}: /healthz answers now, the site and API once the database is ready.`);
  try {
    await startProcess({ role, config, early, build: serves && args.options['no-build'] !== true });
  } catch (error) {
    await early?.close();
    throw error;
  }
}

/**
 * Before serving: the web build on a first start, the database and its migrations, the app. After (startup-work.ts):
 * the content files, the worker, and through the worker's first job the demo workspace of a new installation.
 */
async function startProcess({ role, config, early, build }: { role: string; config: Config; early?: EarlyListener; build: boolean }): Promise<void> {
  const works = role === 'all' || role === 'worker';
  if (build) await ensureWebBuild();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);

  const stops: (() => Promise<void>)[] = [];
  const stopping = new AbortController();
  const engine = engineOptionsFromConfig(config);
  const mailer = createMailer(database.db, config.smtpUrl, config.mailFrom);
  // alerts reach people: e-mail (SMTP_URL or the outbox), SMS (TWILIO_*), Slack and webhooks, retried with backoff
  const notifications = withRenewalReminders(notificationJobs({ config, db: database.db, mailer, engine }), {
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
  });
  const jobs = createJobsRuntime({
    config,
    database,
    engine,
    // the public demo (/demo) is created on the first start and kept current, unless DEMO_WORKSPACE=off
    notifications: config.demoWorkspace ? withDemoRefresh(notifications, { database, signal: stopping.signal }) : notifications,
  });
  stops.push(() => jobs.close());

  const startup = createStartupWork();
  const steps: StartupStep[] = [];
  let log: Pick<FastifyBaseLogger, 'info' | 'warn'> = { info: (line: string) => console.log(line), warn: (line: string) => console.warn(line) };
  if (early) {
    const app = await buildApp({
      config,
      database,
      serverFactory: early.serverFactory,
      lifecycle: jobs.monitoring.lifecycle,
      // Rescan (Security Status card) queues monitoring checks on the same scheduler the workers take jobs from.
      checkQueue: schedulerCheckQueue(jobs.scheduler),
      // "starting" until the start-up work is done
      readiness: { startup: () => startup.readiness(), ...(config.redisUrl ? { redis: () => jobs.scheduler.ping() } : {}) },
    });
    await app.ready();
    early.handOver();
    log = app.log;
    log.info(
      `Sitewarden (${role}) at ${config.publicUrl} on the ${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}`,
    );
    stops.unshift(
      () => early.close(),
      () => app.close(),
    );
    // The content files (blog, resources library) into the database; a bad file stops the start, naming it.
    steps.push({
      name: 'content',
      run: async () => {
        const synced = await syncContent(database.db);
        for (const line of synced.report) log.info(line);
        for (const warning of synced.warnings) log.warn(warning);
      },
    });
  }
  if (works) {
    steps.push({
      name: 'worker',
      run: async () => {
        stops.push(startMaintenance({ database }));
        await jobs.startWorker();
        if (!early) console.log(`Sitewarden worker started on the ${database.kind} database.`);
      },
    });
  }

  let shuttingDown = false;
  const shutdown = (reason: string, exitCode = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${reason}, shutting down...`);
    stopping.abort();
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    void (async () => {
      for (const stop of stops) await stop().catch((err: unknown) => console.error(err));
      await database.close();
      process.exit(exitCode);
    })();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM received'));
  process.on('SIGINT', () => shutdown('SIGINT received'));

  startup.run(steps).then(
    (done) => log.info(done),
    (error: unknown) => {
      console.error(`sitewarden: the start failed: ${error instanceof Error ? error.message : String(error)}`);
      shutdown('Start-up work failed', 1);
    },
  );
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
    await withDatabase(config, async ({ db }) => {
      const created = await createUserCommand(db, {
        email,
        password,
        firstName: stringOption(args, 'first'),
        lastName: stringOption(args, 'last'),
        plan: plan.data,
        admin: args.options.admin === true,
      });
      console.log(`Created user ${created.email} (${created.subscriptionTier}${created.isAdmin ? ', admin' : ''}).`);
    });
    return;
  }
  if (sub === 'plan') {
    const plan = subscriptionTierSchema.safeParse(stringOption(args, 'plan'));
    if (!plan.success) throw new UsageError('--plan must be one of free, pro, agency, enterprise');
    await withDatabase(config, async (database) => {
      const userId = await setPlanCommand(database.db, email, plan.data);
      console.log(`${email} is now on the ${plan.data} plan.`);
      await rescheduleAfterPlanChange(config, database, userId);
    });
    return;
  }
  throw new UsageError(`Unknown user command "${sub ?? ''}".`);
}

/**
 * The new plan's check interval applies at once where schedules are shared (Redis). The embedded scheduler lives
 * in the server's process: it reads plans at start, and a running one notices the change at each domain's next
 * check (the job carries the plan it was scheduled for) once its context cache refreshes, within a minute.
 */
async function rescheduleAfterPlanChange(config: Config, database: DatabaseHandle, userId: string): Promise<void> {
  if (!config.redisUrl) return;
  const jobs = createJobsRuntime({ config, database, engine: engineOptionsFromConfig(config) });
  try {
    await jobs.monitoring.lifecycle.planChanged(userId);
    console.log('Monitoring schedules moved to the new check interval.');
  } finally {
    await jobs.close();
  }
}

export async function runCli(argv: string[]): Promise<void> {
  const args = parseArgs(argv);
  const command = args.positional[0];
  try {
    if (command === 'start') return await start(args);
    if (command === 'migrate') {
      const config = loadConfig();
      await withDatabase(config, async (h) => {
        console.log(`Migrations applied to the ${h.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL database'}.`);
      });
      return;
    }
    if (command === 'user') return await user(args);
    if (command === 'seed' && args.positional[1] === 'demo') {
      const config = loadConfig();
      await withDatabase(config, async (database) => {
        console.log((await seedDemo(database)) ?? 'The demo workspace is being made by another process (a worker) right now.');
      });
      return;
    }
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

