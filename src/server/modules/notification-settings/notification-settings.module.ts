import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { EngineOptions } from '../../engine';
import type { DomainLifecycleListener } from '../../jobs/monitoring/domain-lifecycle';
import { createSendingChannels } from '../../notifications';
import type { Mailer } from '../../notifications/mailer';
import { createNotificationRepository } from '../../notifications/notification.repository';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createNotificationSettingsRepository } from './notification-settings.repository';
import { registerNotificationSettingsRoutes } from './notification-settings.routes';
import { createNotificationSettingsService } from './notification-settings.service';
import { createUrlPolicy } from './url-policy';

export interface NotificationSettingsModuleDeps {
  config: Pick<Config, 'publicUrl' | 'twilio'>;
  db: Database;
  workspace: WorkspaceResolver;
  mailer: Mailer;
  /** Resolvers and ALLOW_PRIVATE_TARGETS for the webhook URL checks and the test messages. */
  engineOptions: EngineOptions;
  /** The monitoring engine's hooks (preferencesChanged drops its cached thresholds). */
  lifecycle: DomainLifecycleListener;
}

/** GET/PUT /api/settings/alert-preferences, /api/integrations/slack|webhooks (+ /test), /api/notifications/deliveries. */
export function registerNotificationSettingsModule(app: FastifyInstance, deps: NotificationSettingsModuleDeps): void {
  const log = createNotificationRepository(deps.db);
  const channels = createSendingChannels({
    mailer: deps.mailer,
    twilio: deps.config.twilio,
    engine: deps.engineOptions,
    store: log.store,
  });
  const settings = createNotificationSettingsService({
    repo: createNotificationSettingsRepository(deps.db),
    channels,
    deliveries: log,
    urlAllowed: createUrlPolicy(deps.engineOptions),
    publicUrl: deps.config.publicUrl,
    smsAvailable: deps.config.twilio !== undefined,
    lifecycle: deps.lifecycle,
  });
  registerNotificationSettingsRoutes(app, { settings, workspace: deps.workspace });
}
