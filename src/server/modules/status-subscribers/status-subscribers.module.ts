import type { FastifyInstance } from 'fastify';
import type { BackgroundTasks } from '../../background-tasks';
import type { Database } from '../../db/client';
import type { Mailer } from '../../notifications/mailer';
import type { LimitStore } from '../../platform/limits';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { registerPublicSubscriptionRoutes } from './public-subscription.routes';
import { createSubscribersRepository } from './status-subscribers.repository';
import { createSubscribersService, DEFAULT_SUBSCRIBE_LIMITS, type SubscribeLimits } from './status-subscribers.service';
import { registerSubscriberRoutes } from './subscribers.routes';

export interface StatusSubscribersModuleDeps {
  db: Database;
  workspace: WorkspaceResolver;
  mailer: Mailer;
  /** Confirmation mails go out after the answer (the same answer whatever the address: decision 053). */
  background: BackgroundTasks;
  publicUrl: string;
  /** SESSION_SECRET: unsubscribe tokens are derived from it (subscriber-tokens.ts). */
  secret: string;
  /** Tests set their own. */
  limits?: Partial<SubscribeLimits>;
  limitStore: LimitStore;
}

/** Status page subscribers (issue 17, decision 053): the public subscription screens and the managers' list. */
export function registerStatusSubscribersModule(app: FastifyInstance, deps: StatusSubscribersModuleDeps): void {
  const subscribers = createSubscribersService({
    repo: createSubscribersRepository(deps.db),
    mailer: deps.mailer,
    background: deps.background,
    publicUrl: deps.publicUrl,
    secret: deps.secret,
    limits: { ...DEFAULT_SUBSCRIBE_LIMITS, ...deps.limits },
    limitStore: deps.limitStore,
    log: (message, data) => app.log.warn(data, message),
  });
  void registerPublicSubscriptionRoutes(app, { subscribers });
  registerSubscriberRoutes(app, { subscribers, workspace: deps.workspace });
}
