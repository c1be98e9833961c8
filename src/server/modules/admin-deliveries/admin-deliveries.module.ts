import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EngineOptions } from '../../engine';
import { createSendingChannels, DEFAULT_SEND_TIMEOUT_MS } from '../../notifications';
import type { Mailer } from '../../notifications/mailer';
import { createLimiter, type LimitStore } from '../../platform/limits';
import { createNotificationRepository } from '../../notifications/notification.repository';
import type { PartnerWebhooks } from '../partners/partner-webhooks';
import { createSubscriberNoticeJobs } from '../status-subscribers/subscriber-notices.service';
import { createAdminDeliveriesRepository } from './admin-deliveries.repository';
import { registerAdminDeliveriesRoutes } from './admin-deliveries.routes';
import { createAdminDeliveriesService } from './admin-deliveries.service';

/** Test e-mails per operator: enough to try a fix or two, not a way to send mail in bulk. */
export const TEST_MAIL_LIMIT = { max: 5, timeWindow: 60_000 };

export interface AdminDeliveriesModuleDeps {
  config: Pick<Config, 'publicUrl' | 'twilio' | 'sessionSecret'>;
  db: Database;
  mailer: Mailer;
  /** Resolvers and ALLOW_PRIVATE_TARGETS: resends go through the same SSRF guard as every delivery. */
  engineOptions: EngineOptions;
  testMailLimit?: { max: number; timeWindow: number };
  /** Where the limits count (the process's; shared by the web processes with REDIS_URL: decision 080). */
  limitStore: LimitStore;
  /** A partner's event is resent as its own webhook sends it (decision 081). */
  partnerWebhooks: Pick<PartnerWebhooks, 'resendOnce'>;
}

/** /admin/mailgun's API: every notification delivery, resends through the channel registry, a test e-mail. */
export function registerAdminDeliveriesModule(app: FastifyInstance, deps: AdminDeliveriesModuleDeps): void {
  const notifications = createNotificationRepository(deps.db);
  const channels = createSendingChannels({
    mailer: deps.mailer,
    twilio: deps.config.twilio,
    engine: deps.engineOptions,
    store: notifications.store,
  });
  const limit = deps.testMailLimit ?? TEST_MAIL_LIMIT;
  const service = createAdminDeliveriesService({
    repo: createAdminDeliveriesRepository(deps.db),
    notifications,
    channels,
    subscriberNotices: createSubscriberNoticeJobs({
      db: deps.db,
      mailer: deps.mailer,
      publicUrl: deps.config.publicUrl,
      secret: deps.config.sessionSecret,
    }),
    partnerEvents: deps.partnerWebhooks,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    mailTimeoutMs: DEFAULT_SEND_TIMEOUT_MS * 3,
    testMailLimiter: createLimiter(deps.limitStore, 'admin-test-mail', limit.max, limit.timeWindow),
  });
  registerAdminDeliveriesRoutes(app, { service });
}
