import { existsSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import { buildApp, DEFAULT_WEB_DIR } from '../app';
import { stringOption, UsageError, type ParsedArgs } from '../cli-args';
import { ownDataDir, type DataDirOwner } from './data-dir-owner';
import { loadConfig, type Config } from '../config';
import { boundHeapGrowth } from '../startup/heap-growth';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createLighthouseRunner } from '../jobs/lighthouse/lighthouse-runner';
import { createLighthouseScheduler } from '../jobs/lighthouse/lighthouse-scheduler';
import { withDemoRefresh } from '../modules/seed/demo-refresh-job';
import { maintenanceJobs, startMaintenance } from '../modules/housekeeping/housekeeping-jobs';
import { installedVersion } from '../jobs/heartbeat/heartbeat';
import { createJobsRuntime } from '../jobs/runtime';
import { createChangeFeed } from '../db/change-feed';
import { createWatchdog } from '../modules/watchdog/watchdog';
import { withInstanceCache } from '../modules/monitors/monitor-instance-cache';
import { createMonitorSource } from '../modules/monitors/monitor-source';
import { schedulerHeartbeatChecks } from '../modules/push/heartbeat-checks';
import { createSecretSealer } from '../secrets/secret-sealer';
import { engineOptionsFromConfig } from '../modules/scan/engine-options';
import { createMailer } from '../notifications/mailer';
import { operatorRecipients } from '../notifications/operator-recipients';
import { notificationJobs } from '../notifications';
import { withRenewalReminders } from '../modules/renewals/reminder-job';
import { withBillingGrace } from '../modules/billing/grace-job';
import { stripeResyncJobs } from '../modules/billing/subscription-resync-job';
import { createPlanChangeService } from '../modules/billing/plan-change.service';
import { createWorkspaceVersions } from '../db/workspace-versions';
import { createSessionCache } from '../http/session-cache';
import {
  createSubscriberNoticeJobs,
  withSubscriberNotices,
} from '../modules/status-subscribers/subscriber-notices.service';
import { withStatusPageIncidentJobs } from '../modules/status-pages/auto-incidents';
import { withMaintenanceHold } from '../modules/maintenance/maintenance-hold';
import { createPartnerWebhooks } from '../modules/partners/partner-webhooks';
import { withPartnerWebhooks } from '../modules/partners/partner-webhook-jobs';
import { schedulerCheckQueue } from '../modules/security/check-queue';
import { fromProjectRoot } from '../paths';
import { syncContent } from '../startup/content-sync';
import { listenEarly, type EarlyListener } from '../startup/early-listener';
import { createEmailVerificationRepository } from '../modules/auth/email-verification.repository';
import { countOf } from '../../shared/helpers/plural';
import { createStartupWork, type StartupStep } from '../startup/startup-work';

async function ensureWebBuild(): Promise<void> {
  if (existsSync(path.join(DEFAULT_WEB_DIR, 'index.html'))) return;
  console.log('Building the web app (first start)...');
  const { build } = await import('vite');
  await build({ configFile: fromProjectRoot('vite.config.ts'), logLevel: 'warn' });
}

/** `sitewarden start`: loaded only for this command, so the other commands do not import the app and the engine. */
export async function start(args: ParsedArgs): Promise<void> {
  boundHeapGrowth();
  const role = stringOption(args, 'role') ?? 'all';
  if (!['all', 'web', 'worker'].includes(role)) throw new UsageError(`Unknown role "${role}": use all, web or worker.`);
  const config = loadConfig();
  if (role !== 'all' && !config.redisUrl) {
    throw new UsageError(
      'Separate web and worker processes share their schedules through Redis: set REDIS_URL (and DATABASE_URL), or use --role all.',
    );
  }
  // the embedded database admits one process: this one, until it ends (decision 028); taken before the port, so a
  // second start names the holder instead of reporting the port taken
  const owner = await ownDataDir(config);
  const serves = role === 'all' || role === 'web';
  try {
    // The port first: /healthz answers while the rest starts, and the app takes the same server over once ready.
    const early = serves ? await listenEarly({ port: config.port, host: config.host }) : undefined;
    if (early)
      console.log(`Listening at ${early.url}: /healthz answers now, the site and API once the database is ready.`);
    try {
      await startProcess({ role, config, early, owner, build: serves && args.options['no-build'] !== true });
    } catch (error) {
      await early?.close();
      throw error;
    }
  } catch (error) {
    await owner?.release();
    throw error;
  }
}

/**
 * Before serving: the web build on a first start, the database and its migrations, the app. After (startup-work.ts):
 * the content files, the worker, and through the worker's first job the demo workspace of a new installation.
 */
async function startProcess({
  role,
  config,
  early,
  owner,
  build,
}: {
  role: string;
  config: Config;
  early?: EarlyListener;
  owner?: DataDirOwner;
  build: boolean;
}): Promise<void> {
  const works = role === 'all' || role === 'worker';
  if (build) await ensureWebBuild();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);

  const stops: (() => Promise<void>)[] = [];
  const stopping = new AbortController();
  const engine = engineOptionsFromConfig(config);
  const mailer = createMailer(database.db, config.smtpUrl, config.mailFrom);
  // one change feed for the app and the jobs: an automatic incident must reach the public pages' caches, and the
  // alert hold's window cache must hear the app's changes (decisions 022, 054)
  const feed = createChangeFeed(database, (error) => console.warn('cache change feed', error));
  // alerts reach people: e-mail (SMTP_URL or the outbox), SMS (TWILIO_*), Slack and webhooks, retried with backoff;
  // a downtime alert also opens (and its recovery resolves) the incident of status pages that ask for it, and status
  // page subscribers hear of incidents and maintenance through the same queue (decision 053). Alerts are held while a
  // maintenance window covers them (decision 054): outermost, so neither notices nor automatic incidents happen.
  // The one plan-change path of this process (decision 059): the CLI's `user plan` (through the control socket) and
  // the past-due grace job. Sessions and cached lists forget through the feed, which the app's caches hear too.
  const plans = createPlanChangeService({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    sessions: createSessionCache({ ttlMs: 0, feed }),
    versions: createWorkspaceVersions({ feed }),
    // the jobs runtime is made below; a plan changes only once this process runs
    lifecycle: { planChanged: (userId) => jobs.monitoring.lifecycle.planChanged(userId) },
  });
  const subscriberNoticeJobs = createSubscriberNoticeJobs({
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
  });
  // a partner's webhook hears of its workspace's outages and incidents (decision 081), signed, retried and logged
  const partnerWebhooks = createPartnerWebhooks({
    db: database.db,
    sealer: createSecretSealer(config.secretsKey),
    engine,
    publicUrl: config.publicUrl,
  });
  const notifications = withBillingGrace(
    withMaintenanceHold(
      withSubscriberNotices(
        withStatusPageIncidentJobs(
          withPartnerWebhooks(
            withRenewalReminders(notificationJobs({ config, db: database.db, mailer, engine }), {
              db: database.db,
              mailer,
              publicUrl: config.publicUrl,
            }),
            partnerWebhooks,
          ),
          { db: database.db, feed, notices: subscriberNoticeJobs.notices, events: partnerWebhooks.events },
        ),
        subscriberNoticeJobs,
      ),
      { db: database.db, feed },
    ),
    { db: database.db, plans, graceDays: config.billingGraceDays },
  );
  // One Lighthouse line per process: full audits, analyses and daily checks take turns across workspaces (decision 032).
  const lighthouse = createLighthouseScheduler({ run: createLighthouseRunner(engine, config.chromiumPath) });
  // a domain's monitors (modules/monitors), their secrets opened with the installation's key for their checks
  // kept per process, forgotten on the change feed when a monitor changes (decision 070)
  const monitors = withInstanceCache(createMonitorSource(database.db, createSecretSealer(config.secretsKey)), feed);
  const jobs = createJobsRuntime({
    config,
    database,
    engine,
    lighthouse,
    monitors,
    feed,
    heartbeat: {
      role,
      version: installedVersion(),
      everyMs: config.heartbeatSeconds ? config.heartbeatSeconds * 1000 : undefined,
    },
    // the public demo (/demo) is created on the first start and kept current, unless DEMO_WORKSPACE=off
    notifications: config.demoWorkspace
      ? withDemoRefresh(notifications, { database, signal: stopping.signal, feed })
      : notifications,
    // the features' housekeeping: retention, the partner API's usage, custom domains (modules/housekeeping)
    extensions: [
      () => maintenanceJobs({ database, engine, publicUrl: config.publicUrl, feed }),
      // with Stripe, every subscription is also re-read daily: a webhook Stripe gave up on is repaired (decision 083)
      () => stripeResyncJobs({ db: database.db, plans, config }),
    ],
  });
  stops.push(() => jobs.close());
  // after the jobs: their last incidents still tell the other processes
  stops.push(() => feed.close());
  // every process watches that checks keep pace, web ones too; one of them evaluates each minute (decision 029)
  stops.push(
    createWatchdog({
      db: database.db,
      mailer,
      operators: operatorRecipients(database.db, config.operatorEmails),
      intervalOverrideSeconds: config.checkIntervalSeconds,
      monitors,
    }).start(),
  );

  let forgetUser: ((userId: string) => Promise<void>) | undefined;
  const startup = createStartupWork();
  const steps: StartupStep[] = [];
  let log: Pick<FastifyBaseLogger, 'info' | 'warn'> = {
    info: (line: string) => console.log(line),
    warn: (line: string) => console.warn(line),
  };
  if (early) {
    const app = await buildApp({
      config,
      database,
      serverFactory: early.serverFactory,
      feed,
      lifecycle: jobs.monitoring.lifecycle,
      monitorLifecycle: jobs.monitoring.monitorLifecycle,
      lighthouse,
      // Rescan (Security Status card) queues monitoring checks on the same scheduler the workers take jobs from.
      checkQueue: schedulerCheckQueue(jobs.scheduler),
      // a heartbeat's failure (or its recovery) is checked at once instead of at the next silence check
      requestHeartbeatCheck: schedulerHeartbeatChecks(jobs.scheduler),
      subscriberNotices: subscriberNoticeJobs.notices(jobs.scheduler),
      partnerEvents: partnerWebhooks.events(jobs.scheduler),
      // "starting" until the start-up work is done
      queue: jobs.scheduler,
      readiness: {
        startup: () => startup.readiness(),
        ...(config.redisUrl ? { redis: () => jobs.scheduler.ping() } : {}),
      },
    });
    await app.ready();
    early.handOver();
    log = app.log;
    forgetUser = (userId) => app.services.sessions.forgetUser(userId);
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
    // EMAIL_VERIFICATION off (or auto without SMTP): addresses left waiting by an earlier setting count as confirmed
    if (!config.emailVerification) {
      steps.push({
        name: 'addresses',
        run: async () => {
          const confirmed = await createEmailVerificationRepository(database.db).confirmAllWaiting(new Date());
          if (confirmed > 0)
            log.info(
              `${countOf(confirmed, 'e-mail address', 'e-mail addresses')} confirmed: EMAIL_VERIFICATION is off`,
            );
        },
      });
    }
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

  // `sitewarden user ...` and the other data commands from now on run here, on this process's database handle
  owner?.serve({
    database,
    plans,
    movesSchedules: true,
    forgetUser,
    planChanged: (userId) => jobs.monitoring.lifecycle.planChanged(userId),
    feed,
  });

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
      await owner?.release();
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
