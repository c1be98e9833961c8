import Fastify, { type FastifyInstance, type FastifyServerFactory, type RouteOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createBackgroundTasks } from './background-tasks';
import type { Config } from './config';
import { createChangeFeed, type ChangeFeed } from './db/change-feed';
import type { DatabaseHandle } from './db/client';
import { registerAdminGuard } from './http/admin-guard';
import { registerErrorHandling } from './http/error-handler';
import { routeLimitStore } from './http/route-limit-store';
import { createLimitStore, createLimiter } from './platform/limits';
import { ipKey } from './http/rate-limit-key';
import { createMetrics, registerMetrics, type MetricsRegistry } from './http/metrics';
import { registerOriginCheck } from './http/origin-check';
import { registerPrivateAnswers } from './http/private-answers';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSessions } from './http/session';
import { registerSessionRequirement } from './http/route-security';
import { sessionOpenApiOptions } from './http/session-openapi';
import { trustProxyOption } from './http/trust-proxy';
import { registerStorableInputCheck } from './http/storable-input';
import { createSessionCache, type SessionCache } from './http/session-cache';
import { BOOT_SCRIPT_CSP_SOURCE, registerWebApp } from './http/web';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerAdminDeliveriesModule } from './modules/admin-deliveries/admin-deliveries.module';
import { registerAdminSystemRoutes } from './modules/admin-system/admin-system.routes';
import { registerAdminUsersModule } from './modules/admin-users/admin-users.routes';
import { createAuthRepository } from './modules/auth/auth.repository';
import { registerAuthRoutes, type RateLimit } from './modules/auth/auth.routes';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createEmailVerificationRepository } from './modules/auth/email-verification.repository';
import { registerEmailVerificationRoutes } from './modules/auth/email-verification.routes';
import { createEmailVerificationService } from './modules/auth/email-verification.service';
import { createSignInLimits, type SignInLimitSettings } from './modules/auth/sign-in-limits';
import { registerProviderRoutes } from './modules/auth/providers.routes';
import { createSignInProviders, type SignInProviderOptions } from './modules/auth/sign-in-providers';
import { createActivityRepository } from './modules/activity/activity.repository';
import { createAlertsRepository } from './modules/alerts/alerts.repository';
import { registerAlertRoutes } from './modules/alerts/alerts.routes';
import { createAcknowledgeLinks } from './modules/alerts/acknowledge-link.service';
import { registerAcknowledgeLinkRoutes } from './modules/alerts/acknowledge-link.routes';
import { createAlertsService } from './modules/alerts/alerts.service';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createDomainsRepository } from './modules/domains/domains.repository';
import { registerDomainRoutes } from './modules/domains/domains.routes';
import { registerDomainDetailsRoutes } from './modules/domain-details/domain-details.routes';
import { registerNotificationSettingsModule } from './modules/notification-settings/notification-settings.module';
import { registerAlertThresholdsModule } from './modules/alert-thresholds/alert-thresholds.module';
import { registerMonitorsModule } from './modules/monitors/monitors.module';
import { registerStatusPagesModule } from './modules/status-pages/status-pages.module';
import type { SubscriberNotices } from './modules/status-subscribers/subscriber-notices';
import type { IncidentEvents } from './modules/status-pages/incident-events';
import type { MonitorLifecycleListener } from './jobs/monitoring/family';
import { createSecretSealer } from './secrets/secret-sealer';
import { registerProfileModule } from './modules/profile/profile.module';
import { registerTrendsModule } from './modules/trends/trends.module';
import { registerBenchmarkingModule } from './modules/benchmarking/benchmarking.module';
import { registerBlogModule } from './modules/blog/blog.module';
import {
  createDomainsService,
  noopLifecycle,
  type DomainLifecycleListener,
  type DomainsService,
} from './modules/domains/domains.service';
import { createMonitoringHealth } from './modules/ops/monitoring-health';
import { monitorMetricsSource } from './modules/ops/monitor-metrics';
import { registerOpsRoutes } from './modules/ops/ops.routes';
import { registerAuditsModule } from './modules/audits/audits.module';
import { registerBillingModule } from './modules/billing/billing.module';
import { createPlanChangeService, type PlanChangeService } from './modules/billing/plan-change.service';
import { engineOptionsFromConfig } from './modules/scan/engine-options';
import { registerScanModule } from './modules/scan/scan.module';
import { DEFAULT_SCAN_LIMITS, type ScanLimits } from './modules/scan/scan.routes';
import type { EngineOptions } from './engine';
import { registerInvitationRoutes } from './modules/teams/invitations.routes';
import { createInvitationsService, type InvitationsService } from './modules/teams/invitations.service';
import { createTeamActivityRepository } from './modules/teams/team-activity.repository';
import { createTeamStore } from './modules/teams/team-store';
import { registerTeamRoutes } from './modules/teams/teams.routes';
import { createTeamsService, type TeamsService } from './modules/teams/teams.service';
import { registerWorkspaceRoutes } from './modules/workspaces/workspace.routes';
import { createWorkspaceResolver, type WorkspaceResolver } from './modules/workspaces/workspace.service';
import { createWorkspaceVersions } from './db/workspace-versions';
import { registerWebVitalsRoutes } from './modules/web-vitals/web-vitals.routes';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes';
import { registerApiReferenceRoutes } from './modules/api-reference/api-reference.routes';
import { registerApiV1 } from './modules/api-v1/api-v1.module';
import { registerApiKeysModule, type ApiKeysModuleDeps } from './modules/api-keys/api-keys.module';
import { createPartnerWebhooks } from './modules/partners/partner-webhooks';
import { registerPartnersModule } from './modules/partners/partners.module';
import { registerContactRoutes } from './modules/contact/contact.routes';
import { registerDemoReadOnlyGuard } from './modules/demo/read-only-guard';
import { registerDemoRoutes } from './modules/demo/demo.routes';
import { createLighthouseRequests } from './modules/audits/lighthouse-requests';
import { createLighthouseRunner } from './jobs/lighthouse/lighthouse-runner';
import { createLighthouseScheduler, type LighthouseScheduler } from './jobs/lighthouse/lighthouse-scheduler';
import type { Scheduler } from './jobs/scheduler/types';
import { createDemoService } from './modules/demo/demo.service';
import { registerPerformanceModule } from './modules/performance/performance.module';
import { registerRenewalRoutes } from './modules/renewals/renewals.routes';
import { registerResourcesModule } from './modules/resources/resources.module';
import type { CheckQueue } from './modules/security/check-queue';
import { registerSecurityRoutes } from './modules/security/security.routes';
import { registerPushModule, type PushModuleOptions } from './modules/push/push.module';
import { registerStatusSubscribersModule } from './modules/status-subscribers/status-subscribers.module';
import type { SubscribeLimits } from './modules/status-subscribers/status-subscribers.service';
import { registerMaintenanceModule } from './modules/maintenance/maintenance.module';
import { createCustomDomainRouter } from './modules/public-status/custom-domains';
import { registerPublicStatusModule } from './modules/public-status/public-status.module';
import type { RequestCheck } from './modules/push/push.service';
import { createMailer, type Mailer } from './notifications/mailer';
import { fromProjectRoot } from './paths';

export const DEFAULT_WEB_DIR = fromProjectRoot('dist/web');

export interface AppLimits {
  /** Sign-in attempts per address, whatever the e-mail. */
  login: RateLimit;
  /** Sign-ups per address. */
  register: RateLimit;
  /** Password-reset requests and resets per address. */
  reset: RateLimit;
  /** Sign-in attempts per address and e-mail, and failures per e-mail (decision 030). */
  signIn: SignInLimitSettings;
  /** Password-reset e-mails per e-mail address (mailbox), from every caller together. */
  resetEmail: RateLimit;
  /** Confirmation e-mails per account, sign-up's first one included (decision 076). */
  verificationEmail: RateLimit;
}

export const DEFAULT_LIMITS: AppLimits = {
  login: { max: 20, timeWindow: 60_000 },
  register: { max: 20, timeWindow: 60 * 60_000 },
  reset: { max: 10, timeWindow: 15 * 60_000 },
  signIn: {
    pair: { max: 10, timeWindow: 15 * 60_000 },
    email: { max: 20, timeWindow: 15 * 60_000 },
    pairUnderAttack: 3,
  },
  resetEmail: { max: 10, timeWindow: 15 * 60_000 },
  verificationEmail: { max: 3, timeWindow: 15 * 60_000 },
};

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mailer?: Mailer;
  /** Extra readiness checks, e.g. the queue's Redis connection. */
  readiness?: Record<string, () => Promise<void>>;
  /** The process's scheduler, for the queue depths /admin/system shows (main.ts: the jobs runtime's). */
  queue?: Pick<Scheduler, 'kind' | 'queueStats'>;
  limits?: Partial<AppLimits>;
  webDir?: string;
  /** Told when domains start or stop being monitored (the scheduler). */
  lifecycle?: DomainLifecycleListener;
  /** Told when a domain's monitors are added, edited, paused, resumed or deleted (the monitoring engine). */
  monitorLifecycle?: MonitorLifecycleListener;
  logger?: boolean | { level: string };
  /** Scans per minute for visitors and signed-in users; tests raise or lower them. */
  scanLimits?: Partial<ScanLimits>;
  /** Tests only: engine settings the environment cannot express (loopback ports, test roots). */
  engineOptionOverrides?: Partial<EngineOptions>;
  /** The server to build the app on, already listening (startup/early-listener.ts); by default Fastify's own. */
  serverFactory?: FastifyServerFactory;
  /** Told about every route as it is registered (the authorization audit lists them all). */
  onRoute?: (route: RouteOptions) => void;
  /** Runs monitoring checks now (the Security Status card's Rescan); without it Rescan answers 503. */
  checkQueue?: CheckQueue;
  /** Tests only: how the server reaches sign-in providers (a fetch that trusts a loopback provider's test CA). */
  signInProviderFetch?: SignInProviderOptions['fetch'];
  /**
   * The process's Lighthouse scheduler (full audits, 'Analyze Performance'); main.ts shares it with the jobs runtime's
   * daily checks, tests build one around a Lighthouse stand-in. By default one of its own on CHROMIUM_PATH.
   */
  lighthouse?: LighthouseScheduler;
  /** Tests only: the resources library's content folder (download files), instead of content/resources. */
  resourceContentDir?: string;
  /** Runs a heartbeat monitor's check now, when its push URL reports a failure (the monitoring scheduler). */
  requestHeartbeatCheck?: RequestCheck;
  /** Tests and the bench: the push URLs' limits and batching (decision 049). */
  push?: PushModuleOptions;
  /** Tells status page subscribers of incidents and maintenance (the jobs runtime's queue); without it nobody is told. */
  subscriberNotices?: SubscriberNotices;
  /** Tells partners' webhooks of incidents opened and resolved (the jobs runtime's queue); without it nobody is told. */
  partnerEvents?: IncidentEvents;
  /** Tests: the public subscribe limits (decision 053). */
  subscribeLimits?: Partial<SubscribeLimits>;
  /** Tests and the bench: how /api/v1 usage is batched before it is written (decision 056). */
  apiUsage?: ApiKeysModuleDeps['usage'];
  /** The process's change feed (main.ts shares it with the jobs runtime; its owner closes it); by default the app's own. */
  feed?: ChangeFeed;
}

export interface AppServices {
  auth: AuthService;
  mailer: Mailer;
  metrics: MetricsRegistry;
  workspace: WorkspaceResolver;
  domains: DomainsService;
  teams: TeamsService;
  invitations: InvitationsService;
  /** Signed-in sessions looked up recently; told when a user changes outside a request. */
  sessions: SessionCache;
  /** The one path by which a plan changes (Stripe, the admin screens, the CLI's `user plan`); decision 059. */
  plans: PlanChangeService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Builds the HTTP application. Used by `sitewarden start` and by tests (through `app.inject`). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  // status pages on their own domains (issue 17): Host -> the page's path, before routing, from an in-memory map
  const customDomains = createCustomDomainRouter(config.publicUrl);
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may name the client (TRUST_PROXY; default loopback): per-address limits count it.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    rewriteUrl: (request) => customDomains.rewrite(request.headers.host, request.url ?? '/'),
    ...(deps.serverFactory ? { serverFactory: deps.serverFactory } : {}),
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before any plugin: its routes get the hook too.
  registerStorableInputCheck(app);

  const metrics = createMetrics();
  registerMetrics(app, metrics);

  await app.register(fastifyCookie, { secret: config.sessionSecret });
  registerSecurityHeaders(app, { bootScriptSource: BOOT_SCRIPT_CSP_SOURCE, https: config.secureCookies });
  // Every limit counts in one store, shared by the web processes through Redis when REDIS_URL is set (decision 080).
  const limitStore = await createLimitStore(config.redisUrl, (error) =>
    app.log.warn({ err: error }, 'limits: Redis unreachable, counting in this process'),
  );
  app.addHook('onClose', () => limitStore.close());
  // Limits are set per route (login, registration, scan, partner API); a global limit would also hit the docs.
  await app.register(fastifyRateLimit, {
    global: false,
    store: routeLimitStore(limitStore),
    keyGenerator: ipKey,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: 'Too many requests. Please slow down and try again.',
      code: 'RATE_LIMITED',
      details: { retryAfter: Math.ceil(ctx.ttl / 1000) },
    }),
  });
  // The session API's document; /api/v1 has its own 3.1 document (/api/v1/openapi.json, modules/api-v1/openapi.ts)
  await app.register(fastifySwagger, sessionOpenApiOptions({ publicUrl: config.publicUrl }));
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const mailer = deps.mailer ?? createMailer(database.db, config.smtpUrl, config.mailFrom);
  // What this process's caches must forget; on PostgreSQL other processes may change things too (decision 022).
  // main.ts passes the process's feed (shared with the jobs runtime) and closes it; otherwise the app owns one.
  const feed = deps.feed ?? createChangeFeed(database, (error) => app.log.warn({ err: error }, 'cache change feed'));
  app.addHook('onReady', () => feed.started);
  if (!deps.feed) app.addHook('onClose', () => feed.close());
  const sessions = createSessionCache({ ttlMs: config.sessionCacheMs, feed });
  const versions = createWorkspaceVersions({ feed });
  // Work answered requests leave behind (reset e-mails); closing waits for it before the database goes.
  const background = createBackgroundTasks((error, message) => app.log.error({ err: error }, message));
  app.addHook('onClose', () => background.settled());
  const authRepo = createAuthRepository(database.db);
  const auth = createAuthService({
    repo: authRepo,
    mailer,
    publicUrl: config.publicUrl,
    signInLimits: createSignInLimits(limitStore, limits.signIn),
    resetLimiter: createLimiter(limitStore, 'reset-email', limits.resetEmail.max, limits.resetEmail.timeWindow),
    sessions,
    background,
    defaultPlan: config.defaultPlan,
    emailVerification: config.emailVerification,
  });
  const verification = createEmailVerificationService({
    repo: createEmailVerificationRepository(database.db),
    users: authRepo,
    mailer,
    publicUrl: config.publicUrl,
    required: config.emailVerification,
    limiter: createLimiter(
      limitStore,
      'verification-email',
      limits.verificationEmail.max,
      limits.verificationEmail.timeWindow,
    ),
    background,
    sessions,
  });
  const db = database.db;
  const workspace = createWorkspaceResolver(db);
  const activity = createActivityRepository(db);
  const domains = createDomainsService({
    repo: createDomainsRepository(db),
    activity,
    lifecycle: deps.lifecycle ?? noopLifecycle,
    versions,
    allowPrivateTargets: config.allowPrivateTargets,
  });
  const teamStore = createTeamStore(db);
  const teams = createTeamsService({
    store: teamStore,
    activity,
    activityLog: createTeamActivityRepository(db),
    lifecycle: deps.lifecycle ?? noopLifecycle,
    sessions,
  });
  const invitations = createInvitationsService({
    store: teamStore,
    activity,
    mailer,
    publicUrl: config.publicUrl,
    sessions,
  });
  const plans = createPlanChangeService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    sessions,
    lifecycle: deps.lifecycle ?? noopLifecycle,
    versions,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  app.decorate('services', { auth, mailer, metrics, workspace, domains, teams, invitations, sessions, plans });

  registerSessions(app, { auth, secureCookies: config.secureCookies });
  // After the session hook: /api/admin/* refuses non-administrators before their request is read.
  registerAdminGuard(app);
  // After the session hook too: a route that needs a session refuses visitors before their request is read.
  registerSessionRequirement(app);
  registerPrivateAnswers(app);
  registerOriginCheck(app, config.publicUrl);
  // After the session hook: it needs to know who is calling.
  registerDemoReadOnlyGuard(app);

  registerOpsRoutes(app, {
    database,
    metrics,
    readiness: deps.readiness ?? {},
    monitoring: createMonitoringHealth(database.db),
    metricsToken: config.metricsToken,
    metricSources: config.metricsMonitors ? [monitorMetricsSource(database.db, config)] : [],
  });
  registerAuthRoutes(app, { auth, verification, secureCookies: config.secureCookies, limits });
  registerEmailVerificationRoutes(app, { verification, limit: limits.reset });
  registerProviderRoutes(app, {
    config,
    auth,
    providers: createSignInProviders({ config, fetch: deps.signInProviderFetch }),
  });
  registerAdminRoutes(app, { db: database.db });
  registerAdminSystemRoutes(app, {
    database,
    readiness: deps.readiness ?? {},
    monitoring: createMonitoringHealth(database.db),
    queue: deps.queue,
  });
  registerAdminUsersModule(app, { db: database.db, plans, sessions, lifecycle: deps.lifecycle ?? noopLifecycle });
  registerWebVitalsRoutes(app, { db: database.db });
  registerAnalyticsRoutes(app, { db: database.db });
  registerContactRoutes(app, {
    db: database.db,
    mailer,
    secret: config.sessionSecret,
    operatorEmails: config.operatorEmails,
    publicUrl: config.publicUrl,
  });
  registerDemoRoutes(app, {
    auth,
    demo: createDemoService({ repo: authRepo, workersMakeDemo: config.demoWorkspace }),
    secureCookies: config.secureCookies,
  });
  registerBlogModule(app, { db, publicUrl: config.publicUrl });
  registerWorkspaceRoutes(app, { workspace });
  registerDomainRoutes(app, { domains, workspace });
  const details = registerDomainDetailsRoutes(app, { db, workspace });
  const alerts = createAlertsService({ repo: createAlertsRepository(db), activity, versions });
  registerAlertRoutes(app, { alerts, workspace });
  await registerAcknowledgeLinkRoutes(app, {
    links: createAcknowledgeLinks({ db, alerts, secret: config.sessionSecret }),
    publicUrl: config.publicUrl,
  });
  registerDashboardRoutes(app, {
    dashboard: createDashboardService({ domains, versions, monitors: createDashboardRepository(db) }),
    workspace,
  });
  const engineOptions = engineOptionsFromConfig(config, deps.engineOptionOverrides);
  registerScanModule(app, {
    config,
    db,
    workspace,
    engineOptions,
    limits: { ...DEFAULT_SCAN_LIMITS, ...deps.scanLimits },
  });
  const lighthouse =
    deps.lighthouse ?? createLighthouseScheduler({ run: createLighthouseRunner(engineOptions, config.chromiumPath) });
  // One count per workspace for audits and analyses together: both are Lighthouse runs.
  const lighthouseRequests = createLighthouseRequests({ scheduler: lighthouse, store: limitStore });
  registerAuditsModule(app, { db, workspace, engineOptions, requests: lighthouseRequests });
  registerPerformanceModule(app, { db, workspace, engineOptions, requests: lighthouseRequests });
  registerSecurityRoutes(app, { db, workspace, checks: deps.checkQueue ?? null });
  registerPushModule(app, { db, feed, limitStore, requestCheck: deps.requestHeartbeatCheck, ...deps.push });
  registerRenewalRoutes(app, { db, workspace });
  registerTrendsModule(app, { db, workspace });
  registerBenchmarkingModule(app, { db, workspace, engineOptions });
  registerNotificationSettingsModule(app, {
    config,
    db,
    workspace,
    mailer,
    engineOptions,
    lifecycle: deps.lifecycle ?? noopLifecycle,
  });
  const sealer = createSecretSealer(config.secretsKey);
  // the partner's test event, its log and /admin/mailgun's resends post as the jobs' partner events do (decision 081)
  const partnerWebhooks = createPartnerWebhooks({ db, sealer, engine: engineOptions, publicUrl: config.publicUrl });
  registerAdminDeliveriesModule(app, { config, db, mailer, engineOptions, limitStore, partnerWebhooks });
  const thresholds = registerAlertThresholdsModule(app, {
    db,
    workspace,
    lifecycle: deps.lifecycle ?? noopLifecycle,
    smsAvailable: config.twilio !== undefined,
  });
  const monitors = registerMonitorsModule(app, {
    db,
    workspace,
    sealer,
    publicUrl: config.publicUrl,
    lifecycle: deps.monitorLifecycle,
    feed,
  });
  const { pages, incidents } = registerStatusPagesModule(app, {
    db,
    workspace,
    publicUrl: config.publicUrl,
    engine: engineOptions,
    feed,
    notices: deps.subscriberNotices,
    limitStore,
    incidentEvents: deps.partnerEvents,
  });
  const maintenance = registerMaintenanceModule(app, { db, workspace, feed, notices: deps.subscriberNotices });
  registerProfileModule(app, {
    db,
    lifecycle: deps.lifecycle ?? noopLifecycle,
    secureCookies: config.secureCookies,
    passwordLimit: limits.login,
    sessions,
  });
  registerTeamRoutes(app, { teams });
  await registerBillingModule(app, { config, db, mailer, workspace, plans });
  registerInvitationRoutes(app, { invitations });
  registerStatusSubscribersModule(app, {
    db,
    workspace,
    mailer,
    background,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    limits: deps.subscribeLimits,
    limitStore,
  });
  registerPartnersModule(app, { db, workspace, sealer, hooks: partnerWebhooks, feed });
  const apiKeys = await registerApiKeysModule(app, {
    db,
    workspace,
    feed,
    mailer,
    background,
    publicUrl: config.publicUrl,
    redisUrl: config.redisUrl,
    usage: deps.apiUsage,
  });
  const v1 = await registerApiV1(app, {
    db,
    keys: apiKeys,
    publicUrl: config.publicUrl,
    domains,
    details,
    monitors,
    alerts,
    thresholds,
    teams,
    pages,
    incidents,
    maintenance,
  });
  registerApiReferenceRoutes(app, { openApi: v1.openApi });
  const resourcePages = registerResourcesModule(app, { db, contentDir: deps.resourceContentDir });
  registerPublicStatusModule(app, {
    db,
    feed,
    publicUrl: config.publicUrl,
    secureCookies: config.secureCookies,
    resolveSession: (token) => auth.resolveSession(token),
    domains: customDomains,
    webDir: deps.webDir ?? DEFAULT_WEB_DIR,
    limitStore,
  });

  // the public pages say how plans are paid for: through Stripe only when this installation has it
  await registerWebApp(
    app,
    deps.webDir ?? DEFAULT_WEB_DIR,
    config.publicUrl,
    [resourcePages],
    config.stripe ? 'stripe' : 'operator',
  );
  return app;
}
