import type { Config } from '../config';
import type { Database } from '../db/client';
import type { EngineOptions } from '../engine';
import { createMonitoringRepository } from '../jobs/monitoring/monitoring.repository';
import type { JobsExtension } from '../jobs/runtime';
import type { RunningJob, Scheduler } from '../jobs/scheduler/types';
import {
  consoleLog,
  createAlertNotifier,
  NOTIFY_RELEASE_JOB,
  type NotificationLog,
  type NotifyReleaseData,
} from './alert-notifier';
import { createChannelRegistry, type ChannelRegistry } from './channels/registry';
import type { TargetStore } from './channels/types';
import { createDeliveryService, DEFAULT_RETRY, NOTIFY_JOB, type NotifyJobData, type RetryPolicy } from './delivery';
import type { Mailer } from './mailer';
import { createNotificationRepository } from './notification.repository';
import { createOutboundHttp } from './outbound-http';

/** Per request to a receiver (Slack, webhook, Twilio) and per e-mail. */
export const DEFAULT_SEND_TIMEOUT_MS = 10_000;
export const INTERRUPTED_BY_RESTART = 'Interrupted by a restart before it could be sent';

/**
 * Every channel, sending through the SSRF-guarded HTTP client of `engine` within `timeoutMs` (e-mail gets three times
 * that): the delivery job's channels, and those of the screens that send at once (tests of an integration, resends).
 */
export function createSendingChannels(deps: {
  mailer: Mailer;
  twilio: Config['twilio'];
  engine: EngineOptions;
  store: TargetStore;
  timeoutMs?: number;
}): ChannelRegistry {
  const timeoutMs = deps.timeoutMs ?? DEFAULT_SEND_TIMEOUT_MS;
  return createChannelRegistry({
    mailer: deps.mailer,
    twilio: deps.twilio,
    http: createOutboundHttp(deps.engine, timeoutMs),
    store: deps.store,
    mailTimeoutMs: timeoutMs * 3,
  });
}

export interface NotificationsDeps {
  /** `sessionSecret` signs the Acknowledge links of alert e-mails (decision 073); without it they carry none. */
  config: Pick<Config, 'publicUrl' | 'twilio'> & Partial<Pick<Config, 'sessionSecret'>>;
  db: Database;
  mailer: Mailer;
  /** The engine's options: its resolvers and ALLOW_PRIVATE_TARGETS drive the SSRF guard of outbound requests. */
  engine: EngineOptions;
  /** Tests shorten the backoff. */
  retry?: Partial<RetryPolicy>;
  sendTimeoutMs?: number;
  now?: () => Date;
  log?: NotificationLog;
}

/** The notification layer of a process: channels, the delivery job, the notifier the monitoring engine calls. */
export function createNotifications(deps: NotificationsDeps & { scheduler: Scheduler }) {
  const now = deps.now ?? (() => new Date());
  const repo = createNotificationRepository(deps.db);
  const channels = createSendingChannels({
    mailer: deps.mailer,
    twilio: deps.config.twilio,
    engine: deps.engine,
    store: repo.store,
    timeoutMs: deps.sendTimeoutMs,
  });
  const retry = { ...DEFAULT_RETRY, ...deps.retry };
  const delivery = createDeliveryService({
    repo,
    channels,
    scheduler: deps.scheduler,
    retry,
    publicUrl: deps.config.publicUrl,
    now,
    ...(deps.config.sessionSecret ? { acknowledgeSecret: deps.config.sessionSecret } : {}),
  });
  const monitoringRepo = createMonitoringRepository(deps.db);
  const alerts = createAlertNotifier({
    repo,
    channels,
    delivery,
    scheduler: deps.scheduler,
    domainContext: (id) => monitoringRepo.domainContext(id),
    now,
    log: deps.log ?? consoleLog,
  });
  const handlers: Record<string, (job: RunningJob) => Promise<void>> = {
    [NOTIFY_JOB]: (job) => delivery.run(job.data as unknown as NotifyJobData, job),
    [NOTIFY_RELEASE_JOB]: (job) => alerts.release(job.data as unknown as NotifyReleaseData),
  };
  const log = deps.log ?? consoleLog;
  return {
    notifier: alerts.notifier,
    handlers,
    /**
     * The embedded scheduler keeps jobs in memory: deliveries still pending when the last process stopped have no
     * job left, so they are marked failed (visible in the delivery log) instead of looking pending forever.
     * BullMQ keeps them in Redis and carries on.
     */
    async start() {
      if (deps.scheduler.persistent) return;
      const failed = await repo.failInterrupted(now(), INTERRUPTED_BY_RESTART);
      if (failed > 0) log('warn', `${failed} delivery(ies) interrupted by a restart were marked failed`);
    },
    alerts,
    delivery,
    channels,
    repo,
  };
}

export type Notifications = ReturnType<typeof createNotifications>;

/** For `createJobsRuntime({ notifications })`: builds the layer on the runtime's scheduler. */
export function notificationJobs(deps: NotificationsDeps): (runtime: { scheduler: Scheduler }) => JobsExtension {
  return ({ scheduler }) => createNotifications({ ...deps, scheduler });
}
