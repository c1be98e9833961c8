import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app';
import {
  alerts,
  alertThresholds,
  competitors,
  domains,
  fullAuditResults,
  maintenanceTargets,
  maintenanceWindows,
  monitors,
  partnerDomains,
  partners,
  renewalReminders,
  slackIntegrations,
  statusIncidents,
  statusPages,
  statusSubscribers,
  teamInvitations,
  teamMembers,
  teams,
  users,
  webhookIntegrations,
} from '../../../src/server/db/schema';
import Stripe from 'stripe';
import { STATUSPAGE_FILES } from '../../../src/server/modules/public-status/statuspage-api';
import { hashToken, randomToken } from '../../../src/server/modules/auth/tokens';
import {
  ROLE_OF_KEY_PERMISSION,
  roleAllows,
  type Permission,
} from '../../../src/server/modules/workspaces/permissions';
import { API_KEY_PERMISSIONS } from '../../../src/shared/constants/partner-api';
import { ApiClient, issueApiKey } from '../helpers/api-keys';
import { DATABASE_KINDS } from '../helpers/databases';
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe';
import { Client, createTestApp, signedInClient, validRegistration, type TestApp } from '../helpers/test-app';

/*
 * The authorization audit. Every route the app registers must have a case below, or this suite fails: a new
 * route cannot ship without saying who may call it. Workspace cases are then proven against a fresh team with
 * one user of each role, plus an outsider and an anonymous visitor.
 */

type Role = 'viewer' | 'member' | 'admin' | 'owner';
type Actor = Role | 'outsider';
/** The owner goes last: its success may delete the team or hand it over. */
const ROLES: Role[] = ['viewer', 'member', 'admin', 'owner'];

interface Req {
  method: string;
  url: string;
  payload?: unknown;
  /** Account cases: who sends it when not the outsider (a fresh account for calls that change or end it). */
  as?: Client;
  /** Headers beside the client's own (a raw upload's content type). */
  headers?: Record<string, string>;
}

interface Fixture {
  team: { id: string; slug: string };
  user: Record<Actor, { id: string; email: string }>;
  /** A monitored domain of the team. */
  domain(): Promise<string>;
  /** A finished full audit of one of the team's domains. */
  audit(): Promise<string>;
  /** An unread, unresolved alert on one of the team's domains. */
  alert(): Promise<string>;
  /** A Slack integration of the team. */
  slackIntegration(): Promise<string>;
  /** A generic webhook of the team. */
  webhookIntegration(): Promise<string>;
  /** An active competitor of one of the team's domains. */
  competitor(): Promise<{ id: string; domainId: string }>;
  /** A renewal reminder of the team. */
  renewalReminder(): Promise<string>;
  /** An alert threshold of the team, on one of its domains. */
  alertThreshold(): Promise<string>;
  /** A monitor on one of the team's domains (a heartbeat: it has a push URL). */
  monitor(): Promise<string>;
  /** A fresh, signed-in account of its own (for password changes and account deletion). */
  freshAccount(): Promise<{ client: Client; email: string; password: string }>;
  /** A fresh user who is a member of the team (never signs in). */
  member(): Promise<string>;
  /** A pending invitation to the team, to `email` or a fresh address. */
  invitation(email?: string): Promise<{ id: string; token: string }>;
  unique(): number;
  /** A confirmed subscriber of a status page of the team. */
  statusSubscriber(): Promise<{ pageId: string; subscriberId: string }>;
  /** A status page of the team (no components). */
  statusPage(): Promise<string>;
  /** A status page of the team claiming a custom domain (pending). */
  claimedStatusPage(): Promise<string>;
  /** An unresolved incident on a status page of the team. */
  incident(): Promise<string>;
  /** A maintenance window of the team covering one of its domains. */
  maintenanceWindow(): Promise<string>;
  /** An API key of the team (its id). */
  apiKey(): Promise<string>;
  /** The team owner's Enterprise subscription on the fake Stripe, set to cancel at the period's end. */
  subscription(): Promise<void>;
  /** A domain of the team linked to the team's partner account, under a fresh external id. */
  partnerDomain(): Promise<{ id: string; externalId: string }>;
}

type Case =
  /** Anyone, signed in or not. The probe must not answer 401. */
  | { access: 'public'; why: string; probe: Req }
  /** Operators of the installation only: 401 for visitors, 404 (not 403) for ordinary users. */
  | { access: 'operator'; probe: Req }
  /** Any signed-in user, acting on their own account; 401 for visitors. */
  | { access: 'account'; why: string; request(fx: Fixture): Req | Promise<Req> }
  /**
   * Acts in a workspace: the current one, or the team in the path. Each role gets 2xx when the permissions
   * table grants `permission`, else 403. `addressed` routes name a row (domain id, team slug): outsiders get 404.
   * `viewerMayCall` marks a state-changing route deliberately left open to viewers, with the reason.
   */
  | {
      access: 'workspace';
      permission: Permission;
      addressed: boolean;
      viewerMayCall?: string;
      request(fx: Fixture): Req | Promise<Req>;
    }
  /** About the caller's own membership: declared outcomes per actor, with the reason. */
  | { access: 'self'; why: string; expect: Record<Actor, number>; request(fx: Fixture): Req }
  /**
   * The partner API (/api/v1, decision 057), called with an API key of the team: 401 without one; a read, write and
   * admin key each get 2xx when the role their level stands for (ROLE_OF_KEY_PERMISSION) holds `permission`, else 403;
   * `addressed` routes answer 404 to another workspace's key.
   */
  | { access: 'api-key'; permission: Permission; addressed: boolean; request(fx: Fixture): Req | Promise<Req> };

const publicGet = (url: string, why: string): Case => ({ access: 'public', why, probe: { method: 'GET', url } });

const MATRIX: Record<string, Case> = {
  // Operations, docs and sign-in: no session by design.
  'GET /healthz': publicGet('/healthz', 'liveness probe'),
  'GET /readyz': publicGet('/readyz', 'readiness probe'),
  'GET /metrics': publicGet('/metrics', 'Prometheus scrape: this machine only, or the METRICS_TOKEN bearer'),
  'GET /api/docs': publicGet('/api/docs', 'API documentation'),
  'GET /api/docs/json': publicGet('/api/docs/json', 'OpenAPI document'),
  'GET /api/docs/yaml': publicGet('/api/docs/yaml', 'OpenAPI document'),
  'GET /api/docs/static/index.html': publicGet('/api/docs/static/index.html', 'API documentation'),
  'GET /api/docs/static/swagger-initializer.js': publicGet(
    '/api/docs/static/swagger-initializer.js',
    'API documentation',
  ),
  'GET /api/docs/static/*': publicGet('/api/docs/static/swagger-ui.css', 'API documentation assets'),
  'POST /api/auth/register': {
    access: 'public',
    why: 'sign-up',
    probe: { method: 'POST', url: '/api/auth/register', payload: {} },
  },
  'POST /api/auth/login': {
    access: 'public',
    why: 'sign-in',
    probe: { method: 'POST', url: '/api/auth/login', payload: {} },
  },
  'POST /api/auth/logout': {
    access: 'public',
    why: 'ends whatever session the browser has',
    probe: { method: 'POST', url: '/api/auth/logout' },
  },
  'POST /api/auth/forgot-password': {
    access: 'public',
    why: 'password reset request',
    probe: { method: 'POST', url: '/api/auth/forgot-password', payload: {} },
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    why: 'password reset with the e-mailed token',
    probe: { method: 'POST', url: '/api/auth/reset-password', payload: {} },
  },
  'POST /api/auth/verify-email': {
    access: 'public',
    why: "the confirmation link's button: the link may be opened where nobody is signed in (decision 076)",
    probe: { method: 'POST', url: '/api/auth/verify-email', payload: {} },
  },
  'GET /api/login': publicGet('/api/login', 'hosted-platform sign-in redirect'),
  'GET /api/callback': publicGet('/api/callback', 'hosted-platform sign-in callback'),
  'GET /auth/google': publicGet('/auth/google', 'Google sign-in redirect'),
  'GET /auth/google/callback': publicGet('/auth/google/callback', 'Google sign-in callback'),
  'POST /api/metrics/web-vitals': {
    access: 'public',
    why: "field data from Sitewarden's own pages, signed in or not",
    probe: { method: 'POST', url: '/api/metrics/web-vitals', payload: {} },
  },
  // Heartbeat push URLs (decision 049): the secret token in the path is the key; no session is read.
  ...Object.fromEntries(
    ['', '/start', '/fail', '/:exitCode'].flatMap((suffix) =>
      (['GET', 'POST'] as const).map((method): [string, Case] => [
        `${method} /api/push/:token${suffix}`,
        {
          access: 'public',
          why: 'a cron job reports in with the secret token of its heartbeat monitor; no sign-in',
          probe: { method, url: `/api/push/${'t'.repeat(43)}${suffix.replace(':exitCode', '0')}` },
        },
      ]),
    ),
  ),
  'POST /api/scan': {
    access: 'public',
    why: 'the free domain scan of the landing page (rate-limited per visitor)',
    probe: { method: 'POST', url: '/api/scan', payload: { domain: 'probe.audit.test', checkTypes: ['dns'] } },
  },
  'GET /api/scan': publicGet(
    '/api/scan?domain=never-scanned.audit.test',
    "reads back the caller's own last scan of a domain: a visitor's (cookie) or the workspace's (decision 031)",
  ),
  'GET /api/invitations/:token': publicGet(
    '/api/invitations/unknown-token',
    'the e-mailed link shows the invitation before sign-in',
  ),

  'POST /api/analytics/pageview': {
    access: 'public',
    why: "first-party page views of Sitewarden's own pages, signed in or not",
    probe: { method: 'POST', url: '/api/analytics/pageview', payload: { path: '/pricing' } },
  },
  'GET /api/contact/form-token': publicGet('/api/contact/form-token', 'the contact form is for visitors'),
  'POST /api/contact': {
    access: 'public',
    why: 'the contact form is for visitors (rate-limited, spam-checked)',
    probe: { method: 'POST', url: '/api/contact', payload: {} },
  },
  'GET /api/auth/session': publicGet('/api/auth/session', 'the browser asks who is signed in: null for a visitor'),
  'GET /api/auth/installation': publicGet(
    '/api/auth/installation',
    'the sign-up screen says when the first account becomes the administrator',
  ),
  'GET /api/demo': publicGet('/api/demo', '/demo says whether the demo is ready before a visitor tries it'),
  'POST /api/demo/session': {
    access: 'public',
    why: '"Try the demo" signs a visitor in to the read-only demo account',
    probe: { method: 'POST', url: '/api/demo/session' },
  },
  'GET /api/reference': publicGet('/api/reference', 'the public API reference of /api-docs'),
  'GET /sitemap.xml': publicGet('/sitemap.xml', 'for search engines'),
  // the addresses people type for sign-up and sign-in (decision 069): redirects to /auth in its mode
  'GET /signup': publicGet('/signup', 'a redirect to sign-up'),
  'GET /sign-up': publicGet('/sign-up', 'a redirect to sign-up'),
  'GET /register': publicGet('/register', 'a redirect to sign-up'),
  'GET /login': publicGet('/login', 'a redirect to sign-in'),
  'GET /log-in': publicGet('/log-in', 'a redirect to sign-in'),
  'GET /signin': publicGet('/signin', 'a redirect to sign-in'),
  'GET /sign-in': publicGet('/sign-in', 'a redirect to sign-in'),
  'GET /robots.txt': publicGet('/robots.txt', 'for search engines'),
  // The blog: published posts from the repository's files, read-only.
  'GET /api/blog/posts': publicGet('/api/blog/posts', 'the public blog'),
  'GET /api/blog/posts/:slug': publicGet('/api/blog/posts/what-is-domain-monitoring', 'the public blog'),
  'GET /api/blog/taxonomy': publicGet('/api/blog/taxonomy', 'the public blog'),
  'GET /blog/rss.xml': publicGet('/blog/rss.xml', 'the blog feed'),
  'GET /blog/atom.xml': publicGet('/blog/atom.xml', 'the blog feed'),
  'GET /blog/page/1': publicGet('/blog/page/1', 'redirect to /blog'),
  'GET /blog/category/:category/page/1': publicGet('/blog/category/dns/page/1', 'redirect to the category'),
  'GET /blog/tag/:tag/page/1': publicGet('/blog/tag/dns/page/1', 'redirect to the tag'),
  'GET /api/admin/outbox': { access: 'operator', probe: { method: 'GET', url: '/api/admin/outbox' } },
  'GET /api/admin/contact-messages': {
    access: 'operator',
    probe: { method: 'GET', url: '/api/admin/contact-messages' },
  },
  'GET /api/admin/web-vitals': { access: 'operator', probe: { method: 'GET', url: '/api/admin/web-vitals' } },
  // The resources library: read by everyone, kept by the installation's operators.
  'GET /api/resources': publicGet('/api/resources', 'the public resources library'),
  'GET /api/resources/:slug': publicGet('/api/resources/no-such-resource', 'a public resource page'),
  'GET /api/resource-categories': publicGet('/api/resource-categories', 'the filters of the public library'),
  'POST /api/resources/:slug/views': {
    access: 'public',
    why: 'a resource page reports its view, signed in or not (rate-limited)',
    probe: { method: 'POST', url: '/api/resources/no-such-resource/views' },
  },
  'GET /api/resources/:slug/download': publicGet(
    '/api/resources/no-such-resource/download',
    'downloads of public resources',
  ),
  'GET /api/admin/resources': { access: 'operator', probe: { method: 'GET', url: '/api/admin/resources' } },
  'GET /api/admin/resources/:id': {
    access: 'operator',
    probe: { method: 'GET', url: `/api/admin/resources/${crypto.randomUUID()}` },
  },
  'POST /api/admin/resources': {
    access: 'operator',
    probe: { method: 'POST', url: '/api/admin/resources', payload: {} },
  },
  'PATCH /api/admin/resources/:id': {
    access: 'operator',
    probe: { method: 'PATCH', url: `/api/admin/resources/${crypto.randomUUID()}`, payload: {} },
  },
  'DELETE /api/admin/resources/:id': {
    access: 'operator',
    probe: { method: 'DELETE', url: `/api/admin/resources/${crypto.randomUUID()}` },
  },
  'GET /api/admin/resource-categories': {
    access: 'operator',
    probe: { method: 'GET', url: '/api/admin/resource-categories' },
  },
  'POST /api/admin/resource-categories': {
    access: 'operator',
    probe: { method: 'POST', url: '/api/admin/resource-categories', payload: {} },
  },
  'PATCH /api/admin/resource-categories/:id': {
    access: 'operator',
    probe: { method: 'PATCH', url: `/api/admin/resource-categories/${crypto.randomUUID()}`, payload: {} },
  },
  'DELETE /api/admin/resource-categories/:id': {
    access: 'operator',
    probe: { method: 'DELETE', url: `/api/admin/resource-categories/${crypto.randomUUID()}` },
  },
  // /admin/mailgun: every notification delivery, resends and a test e-mail (decision 061).
  'GET /api/admin/deliveries': { access: 'operator', probe: { method: 'GET', url: '/api/admin/deliveries' } },
  'GET /api/admin/deliveries/:id': { access: 'operator', probe: { method: 'GET', url: '/api/admin/deliveries/1' } },
  'POST /api/admin/deliveries/:id/resend': {
    access: 'operator',
    probe: { method: 'POST', url: '/api/admin/deliveries/1/resend' },
  },
  'POST /api/admin/mail/test': {
    access: 'operator',
    probe: { method: 'POST', url: '/api/admin/mail/test', payload: { to: 'matrix@example.org' } },
  },
  // The installation's accounts (/admin/users): bodies are read only for administrators.
  'GET /api/admin/users': { access: 'operator', probe: { method: 'GET', url: '/api/admin/users' } },
  'GET /api/admin/users/:id': {
    access: 'operator',
    probe: { method: 'GET', url: `/api/admin/users/${crypto.randomUUID()}` },
  },
  'PUT /api/admin/users/:id/plan': {
    access: 'operator',
    probe: { method: 'PUT', url: `/api/admin/users/${crypto.randomUUID()}/plan`, payload: {} },
  },
  'PUT /api/admin/users/:id/admin': {
    access: 'operator',
    probe: { method: 'PUT', url: `/api/admin/users/${crypto.randomUUID()}/admin`, payload: {} },
  },
  'POST /api/admin/users/:id/disable': {
    access: 'operator',
    probe: { method: 'POST', url: `/api/admin/users/${crypto.randomUUID()}/disable` },
  },
  'POST /api/admin/users/:id/enable': {
    access: 'operator',
    probe: { method: 'POST', url: `/api/admin/users/${crypto.randomUUID()}/enable` },
  },
  'GET /api/admin/audit': { access: 'operator', probe: { method: 'GET', url: '/api/admin/audit' } },

  // The caller's own account: every signed-in user, whatever their workspace.
  'GET /api/auth/user': {
    access: 'account',
    why: 'the current user',
    request: () => ({ method: 'GET', url: '/api/auth/user' }),
  },
  'GET /api/auth/email-verification': {
    access: 'account',
    why: "where the caller's own address stands (the banner)",
    request: () => ({ method: 'GET', url: '/api/auth/email-verification' }),
  },
  'POST /api/auth/email-change': {
    access: 'account',
    why: "a new address for the caller's own account, with the password",
    request: async (fx) => {
      const { client, password } = await fx.freshAccount();
      const email = `moved${fx.unique()}@audit.test`;
      return {
        method: 'POST',
        url: '/api/auth/email-change',
        payload: { email, currentPassword: password },
        as: client,
      };
    },
  },
  'DELETE /api/auth/email-change': {
    access: 'account',
    why: "forgets the caller's own address change",
    request: () => ({ method: 'DELETE', url: '/api/auth/email-change' }),
  },
  'POST /api/auth/email-verification/resend': {
    access: 'account',
    why: "a new link to the caller's own address waiting for one",
    request: async (fx) => {
      const { client, password } = await fx.freshAccount();
      const email = `waiting${fx.unique()}@audit.test`;
      await client.post('/api/auth/email-change', { email, currentPassword: password });
      return { method: 'POST', url: '/api/auth/email-verification/resend', as: client };
    },
  },
  'GET /api/workspace': {
    access: 'account',
    why: "the caller's current workspace: its plan (the plan badge), their role there, whether it is the demo",
    request: () => ({ method: 'GET', url: '/api/workspace' }),
  },
  'GET /api/profile': {
    access: 'account',
    why: "the caller's own account",
    request: () => ({ method: 'GET', url: '/api/profile' }),
  },
  'PATCH /api/profile': {
    access: 'account',
    why: "the caller's own names and time zone",
    request: () => ({ method: 'PATCH', url: '/api/profile', payload: { timezone: 'Europe/Paris' } }),
  },
  'POST /api/profile/password': {
    access: 'account',
    why: "the caller's own password, with the current one",
    request: async (fx) => {
      const { client, password } = await fx.freshAccount();
      return {
        method: 'POST',
        url: '/api/profile/password',
        payload: { currentPassword: password, newPassword: 'another-password' },
        as: client,
      };
    },
  },
  'DELETE /api/profile': {
    access: 'account',
    why: "the caller's own account, confirmed with its e-mail and password",
    request: async (fx) => {
      const { client, email, password } = await fx.freshAccount();
      return { method: 'DELETE', url: '/api/profile', payload: { email, password }, as: client };
    },
  },
  'GET /api/teams': {
    access: 'account',
    why: "the caller's own teams",
    request: () => ({ method: 'GET', url: '/api/teams' }),
  },
  'POST /api/teams': {
    access: 'account',
    why: 'anyone may start a team and own it',
    request: (fx) => ({ method: 'POST', url: '/api/teams', payload: { name: `New team ${fx.unique()}` } }),
  },
  'POST /api/teams/personal/switch': {
    access: 'account',
    why: 'everyone has a personal workspace',
    request: () => ({ method: 'POST', url: '/api/teams/personal/switch' }),
  },
  'POST /api/invitations/:token/accept': {
    access: 'account',
    why: 'the invited address answers its own invitation',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/invitations/${(await fx.invitation(fx.user.outsider.email)).token}/accept`,
    }),
  },
  'POST /api/invitations/:token/decline': {
    access: 'account',
    why: 'the invited address answers its own invitation',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/invitations/${(await fx.invitation(fx.user.outsider.email)).token}/decline`,
    }),
  },

  // Domains: the current workspace.
  'GET /api/domains': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/domains' }),
  },
  'POST /api/domains': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: false,
    request: (fx) => ({ method: 'POST', url: '/api/domains', payload: { name: `new${fx.unique()}.example.com` } }),
  },
  'GET /api/domains/:id': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}` }),
  },
  // The panels of a domain's page (modules/domain-details): the domain must be the current workspace's.
  'GET /api/domains/:id/response-times': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/response-times` }),
  },
  'GET /api/domains/:id/uptime-days': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/uptime-days` }),
  },
  'GET /api/domains/:id/outages': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/outages` }),
  },
  'GET /api/domains/:id/checks': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/checks` }),
  },
  'GET /api/domains/:id/certificate': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/certificate` }),
  },
  'GET /api/domains/:id/dns': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/dns` }),
  },
  'GET /api/domains/:id/registration': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/registration` }),
  },
  'GET /api/domains/:id/security': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/security` }),
  },
  'PATCH /api/domains/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/domains/${await fx.domain()}`,
      payload: { description: 'changed' },
    }),
  },
  'DELETE /api/domains/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/domains/${await fx.domain()}` }),
  },
  'POST /api/domains/:id/restore': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'POST', url: `/api/domains/${await fx.domain()}/restore` }),
  },

  'POST /api/domains/:id/full-audit': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'POST', url: `/api/domains/${await fx.domain()}/full-audit` }),
  },
  'GET /api/audits/:id': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/audits/${await fx.audit()}` }),
  },

  'GET /api/dashboard/stats': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/dashboard/stats' }),
  },
  'GET /api/alerts': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/alerts' }),
  },
  'PATCH /api/alerts/:id/read': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'PATCH', url: `/api/alerts/${await fx.alert()}/read` }),
  },
  'PATCH /api/alerts/:id/resolve': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'PATCH', url: `/api/alerts/${await fx.alert()}/resolve` }),
  },
  'POST /api/alerts/:id/acknowledge': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'POST', url: `/api/alerts/${await fx.alert()}/acknowledge` }),
  },
  'DELETE /api/alerts/:id/acknowledge': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/alerts/${await fx.alert()}/acknowledge` }),
  },

  // Notifications: preferences are the caller's own row, guarded by the role in the current workspace;
  // integrations and the delivery log belong to the workspace.
  'GET /api/settings/alert-preferences': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/settings/alert-preferences' }),
  },
  'PUT /api/settings/alert-preferences': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: false,
    request: () => ({ method: 'PUT', url: '/api/settings/alert-preferences', payload: { channelEmail: true } }),
  },
  'GET /api/integrations/slack': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/integrations/slack' }),
  },
  'POST /api/integrations/slack': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: false,
    request: () => ({
      method: 'POST',
      url: '/api/integrations/slack',
      payload: { channelName: '#audit', webhookUrl: 'https://hooks.audit.test/services/T0/B0/x' },
    }),
  },
  'PATCH /api/integrations/slack/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/integrations/slack/${await fx.slackIntegration()}`,
      payload: { channelName: '#changed' },
    }),
  },
  'DELETE /api/integrations/slack/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/integrations/slack/${await fx.slackIntegration()}` }),
  },
  'POST /api/integrations/slack/:id/test': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'POST', url: `/api/integrations/slack/${await fx.slackIntegration()}/test` }),
  },
  'GET /api/integrations/webhooks': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/integrations/webhooks' }),
  },
  'POST /api/integrations/webhooks': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: false,
    request: () => ({
      method: 'POST',
      url: '/api/integrations/webhooks',
      payload: { url: 'https://hooks.audit.test/in' },
    }),
  },
  'PATCH /api/integrations/webhooks/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/integrations/webhooks/${await fx.webhookIntegration()}`,
      payload: { isActive: false },
    }),
  },
  'DELETE /api/integrations/webhooks/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/integrations/webhooks/${await fx.webhookIntegration()}` }),
  },
  'POST /api/integrations/webhooks/:id/test': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/integrations/webhooks/${await fx.webhookIntegration()}/test`,
    }),
  },
  'GET /api/notifications/deliveries': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/notifications/deliveries' }),
  },

  // Alert thresholds: the current workspace's rules, on its domains.
  'GET /api/alert-thresholds': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/alert-thresholds' }),
  },
  'POST /api/alert-thresholds': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: false,
    request: async (fx) => ({
      method: 'POST',
      url: '/api/alert-thresholds',
      payload: {
        domainId: await fx.domain(),
        metric: 'response_time',
        warningThreshold: 3000,
        criticalThreshold: null,
      },
    }),
  },
  'PATCH /api/alert-thresholds/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/alert-thresholds/${await fx.alertThreshold()}`,
      payload: { enabled: false },
    }),
  },
  'DELETE /api/alert-thresholds/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/alert-thresholds/${await fx.alertThreshold()}` }),
  },

  // Monitors of the workspace's domains (issue 16).
  'GET /api/domains/:domainId/monitors': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/monitors` }),
  },
  'POST /api/domains/:domainId/monitors': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/domains/${await fx.domain()}/monitors`,
      payload: { type: 'heartbeat', name: 'Nightly backup', settings: { periodSeconds: 86_400 } },
    }),
  },
  'GET /api/monitors/:id': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/monitors/${await fx.monitor()}` }),
  },
  'PATCH /api/monitors/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/monitors/${await fx.monitor()}`,
      payload: { isActive: false },
    }),
  },
  'DELETE /api/monitors/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/monitors/${await fx.monitor()}` }),
  },
  'GET /api/monitors/:id/history': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/monitors/${await fx.monitor()}/history` }),
  },
  'GET /api/monitors/:id/checks': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/monitors/${await fx.monitor()}/checks` }),
  },
  'GET /api/monitors/:id/outages': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/monitors/${await fx.monitor()}/outages` }),
  },
  'GET /api/monitors/:id/pings': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/monitors/${await fx.monitor()}/pings` }),
  },
  'POST /api/monitors/:id/push-token': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'POST', url: `/api/monitors/${await fx.monitor()}/push-token` }),
  },

  // Status pages: subscribers (issue 17, decision 053). The public subscription needs no session: the e-mailed tokens
  // are the keys; the managers' list and export are the workspace's.
  'POST /public/status/:slug/subscribe': {
    access: 'public',
    why: "a status page's visitor subscribes by e-mail (double opt-in; the same answer whoever is subscribed)",
    probe: { method: 'POST', url: '/public/status/no-such-page/subscribe', payload: { email: 'visitor@audit.test' } },
  },
  'GET /public/status/:slug/confirm': publicGet(
    '/public/status/no-such-page/confirm?token=unknown',
    'the link of the confirmation e-mail (shows a button)',
  ),
  'POST /public/status/:slug/confirm': {
    access: 'public',
    why: "the confirmation screen's button: the e-mailed token is the key, no cookie",
    probe: { method: 'POST', url: '/public/status/no-such-page/confirm?token=unknown' },
  },
  'GET /public/status/verify-success': publicGet(
    '/public/status/verify-success?page=no-such-page',
    'the "subscription confirmed" screen',
  ),
  'GET /public/status/unsubscribe': publicGet(
    '/public/status/unsubscribe?token=unknown',
    "an e-mail's unsubscribe link (shows a button)",
  ),
  'POST /public/status/unsubscribe': {
    access: 'public',
    why: 'RFC 8058 one-click unsubscribe: mail clients post without a cookie',
    probe: { method: 'POST', url: '/public/status/unsubscribe?token=unknown' },
  },
  'GET /public/alerts/acknowledge': publicGet(
    '/public/alerts/acknowledge?token=unknown',
    "an alert e-mail's Acknowledge link (shows a button)",
  ),
  'POST /public/alerts/acknowledge': {
    access: 'public',
    why: "an alert e-mail's Acknowledge button: the signed token names the alert and its recipient, no session",
    probe: { method: 'POST', url: '/public/alerts/acknowledge?token=unknown' },
  },
  'GET /api/status-pages/:id/subscribers': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({
      method: 'GET',
      url: `/api/status-pages/${(await fx.statusSubscriber()).pageId}/subscribers`,
    }),
  },
  'GET /api/status-pages/:id/subscribers.csv': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({
      method: 'GET',
      url: `/api/status-pages/${(await fx.statusSubscriber()).pageId}/subscribers.csv`,
    }),
  },
  'DELETE /api/status-pages/:id/subscribers/:subscriberId': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => {
      const { pageId, subscriberId } = await fx.statusSubscriber();
      return { method: 'DELETE', url: `/api/status-pages/${pageId}/subscribers/${subscriberId}` };
    },
  },

  // Status pages: management (issue 17).
  'GET /api/status-pages': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/status-pages' }),
  },
  'POST /api/status-pages': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: false,
    request: () => ({ method: 'POST', url: '/api/status-pages', payload: { name: 'Audit status' } }),
  },
  'GET /api/status-pages/:id': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/status-pages/${await fx.statusPage()}` }),
  },
  'PATCH /api/status-pages/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/status-pages/${await fx.statusPage()}`,
      payload: { name: 'Renamed' },
    }),
  },
  'POST /api/status-pages/:id/custom-domain/verify': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/status-pages/${await fx.claimedStatusPage()}/custom-domain/verify`,
    }),
  },
  'DELETE /api/status-pages/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/status-pages/${await fx.statusPage()}` }),
  },
  'GET /api/status-pages/:id/components': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/status-pages/${await fx.statusPage()}/components` }),
  },
  'PUT /api/status-pages/:id/components': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/status-pages/${await fx.statusPage()}/components`,
      payload: { components: [{ domainId: await fx.domain() }] },
    }),
  },
  'PUT /api/status-pages/:id/assets/:kind': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PUT',
      url: `/api/status-pages/${await fx.statusPage()}/assets/logo`,
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]),
      headers: { 'content-type': 'image/png' },
    }),
  },
  'DELETE /api/status-pages/:id/assets/:kind': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/status-pages/${await fx.statusPage()}/assets/favicon` }),
  },
  'GET /public/status-assets/:assetId': publicGet(
    '/public/status-assets/00000000-0000-4000-8000-000000000000',
    "a status page's logo or favicon: public pages' for anyone, a private page's with the page's own access rule",
  ),
  'GET /api/status-pages/:id/incidents': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/status-pages/${await fx.statusPage()}/incidents` }),
  },
  'POST /api/status-pages/:id/incidents': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/status-pages/${await fx.statusPage()}/incidents`,
      payload: { title: 'Outage', message: 'Looking into it.' },
    }),
  },
  'GET /api/incidents/:id': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/incidents/${await fx.incident()}` }),
  },
  'PATCH /api/incidents/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/incidents/${await fx.incident()}`,
      payload: { impact: 'major' },
    }),
  },
  'DELETE /api/incidents/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/incidents/${await fx.incident()}` }),
  },
  'POST /api/incidents/:id/updates': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/incidents/${await fx.incident()}/updates`,
      payload: { status: 'resolved', message: 'Fixed.' },
    }),
  },

  // Maintenance windows of the workspace (issue 17).
  'GET /api/maintenance-windows': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/maintenance-windows' }),
  },
  'POST /api/maintenance-windows': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: false,
    request: async (fx) => ({
      method: 'POST',
      url: '/api/maintenance-windows',
      payload: {
        title: 'Database upgrade',
        startsAt: '2030-01-05T02:00:00Z',
        endsAt: '2030-01-05T04:00:00Z',
        targets: [{ domainId: await fx.domain() }],
        notifySubscribers: false,
      },
    }),
  },
  'PATCH /api/maintenance-windows/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/maintenance-windows/${await fx.maintenanceWindow()}`,
      payload: { title: 'Longer upgrade' },
    }),
  },
  'DELETE /api/maintenance-windows/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/maintenance-windows/${await fx.maintenanceWindow()}` }),
  },

  // Status pages: the public page, its JSON, feeds, widget and badges (issue 17). No session needed: private pages
  // answer their members (session read there), the holders of their password's cookie, and 403/404 to everyone else.
  'GET /status/:slug': publicGet('/status/acme', 'the old address of a public status page: a permanent redirect'),
  'GET /public/status/:slug': publicGet('/public/status/no-such-page', 'a public status page'),
  'POST /public/status/:slug/unlock': {
    access: 'public',
    why: "a private status page's password form",
    probe: { method: 'POST', url: '/public/status/no-such-page/unlock', payload: { password: 'guess' } },
  },
  ...Object.fromEntries(
    STATUSPAGE_FILES.map((file) => [
      `GET /public/status/:slug/api/v2/${file}`,
      publicGet(`/public/status/no-such-page/api/v2/${file}`, 'Statuspage v2 JSON of a public status page'),
    ]),
  ),
  'GET /public/status/:slug/assets/:assetId': publicGet(
    '/public/status/no-such-page/assets/00000000-0000-4000-8000-000000000000',
    "the page's logo or favicon under its path (a private page's unlock cookie goes there): the page's access rule",
  ),
  'GET /public/status/:slug/incidents/:incidentId': publicGet(
    '/public/status/no-such-page/incidents/00000000-0000-4000-8000-000000000000',
    "an incident's public page: the page's access rule",
  ),
  'GET /public/status/:slug/feed.rss': publicGet('/public/status/no-such-page/feed.rss', 'incidents feed'),
  'GET /public/status/:slug/feed.atom': publicGet('/public/status/no-such-page/feed.atom', 'incidents feed'),
  'GET /public/status/:slug/widget': publicGet('/public/status/no-such-page/widget', 'the embeddable status widget'),
  'GET /public/status/:slug/widget.js': publicGet('/public/status/no-such-page/widget.js', "the widget's snippet"),
  'GET /public/status/:slug/badges/status.svg': publicGet(
    '/public/status/no-such-page/badges/status.svg',
    'README badge',
  ),
  'GET /public/status/:slug/badges/uptime.svg': publicGet(
    '/public/status/no-such-page/badges/uptime.svg?period=7d',
    'README badge',
  ),
  'GET /public/status/:slug/badges/components/:componentId.svg': publicGet(
    '/public/status/no-such-page/badges/components/c1.svg',
    'README badge',
  ),

  // The Partner API screen: keys and usage of the current workspace (issue 18, decision 056). Everyone lists them;
  // the owner and admins manage them (settings:manage).
  'GET /api/partner-api/keys': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/partner-api/keys' }),
  },
  'POST /api/partner-api/keys': {
    access: 'workspace',
    permission: 'settings:manage',
    addressed: false,
    request: (fx) => ({ method: 'POST', url: '/api/partner-api/keys', payload: { name: `Audit key ${fx.unique()}` } }),
  },
  'PATCH /api/partner-api/keys/:id': {
    access: 'workspace',
    permission: 'settings:manage',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/partner-api/keys/${await fx.apiKey()}`,
      payload: { name: 'Renamed key' },
    }),
  },
  'DELETE /api/partner-api/keys/:id': {
    access: 'workspace',
    permission: 'settings:manage',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/partner-api/keys/${await fx.apiKey()}` }),
  },
  'GET /api/partner-api/usage': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/partner-api/usage?days=7' }),
  },
  'GET /api/v1/usage': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/v1/usage' }),
  },

  // Billing (issue 19): the workspace's plan is its owner's; the owner and team admins manage it, on a fake Stripe.
  'GET /api/billing': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/billing' }),
  },
  'POST /api/billing/checkout': {
    access: 'workspace',
    permission: 'billing:manage',
    addressed: false,
    request: () => ({ method: 'POST', url: '/api/billing/checkout', payload: { plan: 'pro' } }),
  },
  'POST /api/billing/portal': {
    access: 'workspace',
    permission: 'billing:manage',
    addressed: false,
    request: async (fx) => (await fx.subscription(), { method: 'POST', url: '/api/billing/portal' }),
  },
  'POST /api/billing/preview': {
    access: 'workspace',
    permission: 'billing:manage',
    addressed: false,
    request: async (fx) => (
      await fx.subscription(),
      { method: 'POST', url: '/api/billing/preview', payload: { plan: 'enterprise' } }
    ),
  },
  'POST /api/billing/change-plan': {
    access: 'workspace',
    permission: 'billing:manage',
    addressed: false,
    request: async (fx) => (
      await fx.subscription(),
      { method: 'POST', url: '/api/billing/change-plan', payload: { plan: 'enterprise' } }
    ),
  },
  'POST /api/billing/cancel': {
    access: 'workspace',
    permission: 'billing:manage',
    addressed: false,
    request: async (fx) => (await fx.subscription(), { method: 'POST', url: '/api/billing/cancel' }),
  },
  'POST /api/billing/resume': {
    access: 'workspace',
    permission: 'billing:manage',
    addressed: false,
    request: async (fx) => (await fx.subscription(), { method: 'POST', url: '/api/billing/resume' }),
  },
  'PUT /api/billing/active-domains': {
    access: 'workspace',
    permission: 'billing:manage',
    addressed: false,
    request: async (fx) => ({
      method: 'PUT',
      url: '/api/billing/active-domains',
      payload: { domainIds: [await fx.domain()] },
    }),
  },
  'POST /api/billing/webhook': {
    access: 'public',
    why: "Stripe's signed events carry no session: the signature over the raw body is the check (400 without it)",
    probe: { method: 'POST', url: '/api/billing/webhook', payload: { id: 'evt_probe', type: 'invoice.paid' } },
  },
  // The partner API (issue 18, decision 057): key-authenticated, sessionless; its document is public.
  'GET /api/v1/openapi.json': publicGet('/api/v1/openapi.json', 'the OpenAPI 3.1 document of the partner API'),
  'GET /api/v1/domains': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/v1/domains' }),
  },
  'POST /api/v1/domains': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: false,
    request: (fx) => ({ method: 'POST', url: '/api/v1/domains', payload: { name: `v1-${fx.unique()}.audit.test` } }),
  },
  'GET /api/v1/domains/:id': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/v1/domains/${await fx.domain()}` }),
  },
  'PATCH /api/v1/domains/:id': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/v1/domains/${await fx.domain()}`,
      payload: { description: 'Shop' },
    }),
  },
  'DELETE /api/v1/domains/:id': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/v1/domains/${await fx.domain()}` }),
  },
  'POST /api/v1/domains/:id/restore': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'POST', url: `/api/v1/domains/${await fx.domain()}/restore` }),
  },
  'GET /api/v1/domains/:id/checks': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/v1/domains/${await fx.domain()}/checks` }),
  },
  'GET /api/v1/domains/:id/uptime': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/v1/domains/${await fx.domain()}/uptime` }),
  },
  'GET /api/v1/domains/:domainId/monitors': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/v1/domains/${await fx.domain()}/monitors` }),
  },
  'POST /api/v1/domains/:domainId/monitors': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v1/domains/${await fx.domain()}/monitors`,
      payload: { type: 'heartbeat', name: 'Nightly backup', settings: { periodSeconds: 86_400 } },
    }),
  },
  'GET /api/v1/monitors/:id': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/v1/monitors/${await fx.monitor()}` }),
  },
  'PATCH /api/v1/monitors/:id': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/v1/monitors/${await fx.monitor()}`,
      payload: { isActive: false },
    }),
  },
  'DELETE /api/v1/monitors/:id': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/v1/monitors/${await fx.monitor()}` }),
  },
  'GET /api/v1/monitors/:id/checks': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/v1/monitors/${await fx.monitor()}/checks` }),
  },
  'GET /api/v1/alerts': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/v1/alerts' }),
  },
  'POST /api/v1/alerts/:id/read': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'POST', url: `/api/v1/alerts/${await fx.alert()}/read` }),
  },
  'POST /api/v1/alerts/:id/resolve': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'POST', url: `/api/v1/alerts/${await fx.alert()}/resolve` }),
  },
  'GET /api/v1/alert-thresholds': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/v1/alert-thresholds' }),
  },
  'POST /api/v1/alert-thresholds': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: false,
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v1/alert-thresholds',
      payload: {
        domainId: await fx.domain(),
        metric: 'response_time',
        warningThreshold: 3000,
        criticalThreshold: null,
      },
    }),
  },
  'PATCH /api/v1/alert-thresholds/:id': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/v1/alert-thresholds/${await fx.alertThreshold()}`,
      payload: { enabled: false },
    }),
  },
  'DELETE /api/v1/alert-thresholds/:id': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/v1/alert-thresholds/${await fx.alertThreshold()}` }),
  },
  'GET /api/v1/status-pages': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/v1/status-pages' }),
  },
  'GET /api/v1/status-pages/:id': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/v1/status-pages/${await fx.statusPage()}` }),
  },
  'GET /api/v1/status-pages/:id/incidents': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/v1/status-pages/${await fx.statusPage()}/incidents` }),
  },
  'POST /api/v1/status-pages/:id/incidents': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v1/status-pages/${await fx.statusPage()}/incidents`,
      payload: { title: 'Outage', message: 'Looking into it.' },
    }),
  },
  'GET /api/v1/incidents/:id': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/v1/incidents/${await fx.incident()}` }),
  },
  'PATCH /api/v1/incidents/:id': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/v1/incidents/${await fx.incident()}`,
      payload: { impact: 'major' },
    }),
  },
  'POST /api/v1/incidents/:id/updates': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/v1/incidents/${await fx.incident()}/updates`,
      payload: { status: 'resolved', message: 'Fixed.' },
    }),
  },
  'GET /api/v1/maintenance-windows': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/v1/maintenance-windows' }),
  },
  'POST /api/v1/maintenance-windows': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: false,
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v1/maintenance-windows',
      payload: {
        title: 'Database upgrade',
        startsAt: '2030-01-05T02:00:00Z',
        endsAt: '2030-01-05T04:00:00Z',
        targets: [{ domainId: await fx.domain() }],
        notifySubscribers: false,
      },
    }),
  },
  'PATCH /api/v1/maintenance-windows/:id': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/v1/maintenance-windows/${await fx.maintenanceWindow()}`,
      payload: { title: 'Longer upgrade' },
    }),
  },
  'DELETE /api/v1/maintenance-windows/:id': {
    access: 'api-key',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/v1/maintenance-windows/${await fx.maintenanceWindow()}` }),
  },
  'GET /api/v1/members': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/v1/members' }),
  },
  // The partner programme (issue 18, decision 058): profile and partner domains of the current workspace, on paid
  // plans; reading is for every role, managing is settings. /api/v1/partner/domains is the same with a key.
  'GET /api/partner': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/partner' }),
  },
  'PUT /api/partner': {
    access: 'workspace',
    permission: 'settings:manage',
    addressed: false,
    request: () => ({
      method: 'PUT',
      url: '/api/partner',
      payload: { companyName: 'Audit agency', contactEmail: 'agency@audit.test' },
    }),
  },
  'POST /api/partner/webhook-secret': {
    access: 'workspace',
    permission: 'settings:manage',
    addressed: false,
    request: () => ({ method: 'POST', url: '/api/partner/webhook-secret' }),
  },
  // partner events (decision 081): a signed test to the webhook address is settings; the log is for every role
  'POST /api/partner/webhook-test': {
    access: 'self',
    why: 'settings:manage, then the setup: the team has no webhook address yet, so admins and the owner get 409 (an outsider acts in a workspace of their own)',
    expect: { outsider: 409, viewer: 403, member: 403, admin: 409, owner: 409 },
    request: () => ({ method: 'POST', url: '/api/partner/webhook-test' }),
  },
  'GET /api/partner/deliveries': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/partner/deliveries' }),
  },
  'GET /api/partner/domains': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/partner/domains' }),
  },
  'POST /api/partner/domains': {
    access: 'workspace',
    permission: 'settings:manage',
    addressed: false,
    request: async (fx) => ({
      method: 'POST',
      url: '/api/partner/domains',
      payload: { domainId: await fx.domain(), externalId: `client-${fx.unique()}` },
    }),
  },
  'PATCH /api/partner/domains/:id': {
    access: 'workspace',
    permission: 'settings:manage',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/partner/domains/${(await fx.partnerDomain()).id}`,
      payload: { metadata: { plan: 'gold' } },
    }),
  },
  'DELETE /api/partner/domains/:id': {
    access: 'workspace',
    permission: 'settings:manage',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/partner/domains/${(await fx.partnerDomain()).id}` }),
  },
  'GET /api/v1/partner/domains': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/v1/partner/domains' }),
  },
  'GET /api/v1/partner/domains/:externalId': {
    access: 'api-key',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/v1/partner/domains/${(await fx.partnerDomain()).externalId}` }),
  },
  'POST /api/v1/partner/domains': {
    access: 'api-key',
    permission: 'settings:manage',
    addressed: false,
    request: async (fx) => ({
      method: 'POST',
      url: '/api/v1/partner/domains',
      payload: { domainId: await fx.domain(), externalId: `client-${fx.unique()}` },
    }),
  },
  'PATCH /api/v1/partner/domains/:externalId': {
    access: 'api-key',
    permission: 'settings:manage',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/v1/partner/domains/${(await fx.partnerDomain()).externalId}`,
      payload: { metadata: {} },
    }),
  },
  'DELETE /api/v1/partner/domains/:externalId': {
    access: 'api-key',
    permission: 'settings:manage',
    addressed: true,
    request: async (fx) => ({
      method: 'DELETE',
      url: `/api/v1/partner/domains/${(await fx.partnerDomain()).externalId}`,
    }),
  },

  // The engine's health for operators (/admin/system, issue 20).
  'GET /api/admin/system': { access: 'operator', probe: { method: 'GET', url: '/api/admin/system' } },

  // Performance, security and renewals of the current workspace.
  'GET /api/performance/aggregate': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/performance/aggregate?range=7d' }),
  },
  'GET /api/domains/:id/performance': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/performance` }),
  },
  'POST /api/domains/:id/performance/analyze': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'POST', url: `/api/domains/${await fx.domain()}/performance/analyze` }),
  },
  'GET /api/domains/:id/performance/analysis': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/domains/${await fx.domain()}/performance/analysis` }),
  },
  'GET /api/security/summary': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/security/summary' }),
  },
  'POST /api/security/rescan': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: false,
    request: async (fx) => {
      await fx.domain();
      return { method: 'POST', url: '/api/security/rescan' };
    },
  },
  'GET /api/renewals': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/renewals' }),
  },
  'GET /api/renewal-reminders': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/renewal-reminders' }),
  },
  'POST /api/renewal-reminders': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: false,
    request: (fx) => ({
      method: 'POST',
      url: '/api/renewal-reminders',
      // Two days ahead: today in every time zone is at most one day past today in UTC.
      payload: {
        title: `Renew ${fx.unique()}`,
        type: 'hosting',
        date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      },
    }),
  },
  'DELETE /api/renewal-reminders/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/renewal-reminders/${await fx.renewalReminder()}` }),
  },

  // Trends, analytics and benchmarking: the current workspace's history and competitors.
  'GET /api/trends': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/trends?domainId=${await fx.domain()}&range=7d` }),
  },
  'GET /api/analytics': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/analytics?range=24h' }),
  },
  'GET /api/trends/export.csv': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/trends/export.csv?range=7d' }),
  },
  'GET /api/competitors': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: false,
    request: () => ({ method: 'GET', url: '/api/competitors' }),
  },
  'POST /api/competitors': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: '/api/competitors',
      payload: { domainId: await fx.domain(), competitorUrl: `https://rival${fx.unique()}.audit.test` },
    }),
  },
  'PATCH /api/competitors/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/competitors/${(await fx.competitor()).id}`,
      payload: { isActive: false },
    }),
  },
  'DELETE /api/competitors/:id': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/competitors/${(await fx.competitor()).id}` }),
  },
  'GET /api/benchmarks': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: async (fx) => ({ method: 'GET', url: `/api/benchmarks?domainId=${await fx.domain()}` }),
  },
  'POST /api/benchmarks/run': {
    access: 'workspace',
    permission: 'monitoring:write',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: '/api/benchmarks/run',
      payload: { domainId: (await fx.competitor()).domainId },
    }),
  },

  // Teams: the team in the path, whatever the caller's current workspace.
  'GET /api/teams/:slug': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: (fx) => ({ method: 'GET', url: `/api/teams/${fx.team.slug}` }),
  },
  'PATCH /api/teams/:slug': {
    access: 'workspace',
    permission: 'settings:manage',
    addressed: true,
    request: (fx) => ({
      method: 'PATCH',
      url: `/api/teams/${fx.team.slug}`,
      payload: { description: `changed ${fx.unique()}` },
    }),
  },
  'DELETE /api/teams/:slug': {
    access: 'workspace',
    permission: 'team:delete',
    addressed: true,
    request: (fx) => ({ method: 'DELETE', url: `/api/teams/${fx.team.slug}` }),
  },
  'GET /api/teams/:slug/activity': {
    access: 'workspace',
    permission: 'workspace:read',
    addressed: true,
    request: (fx) => ({ method: 'GET', url: `/api/teams/${fx.team.slug}/activity` }),
  },
  'PATCH /api/teams/:slug/members/:userId': {
    access: 'workspace',
    permission: 'members:manage',
    addressed: true,
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/teams/${fx.team.slug}/members/${await fx.member()}`,
      payload: { role: 'viewer' },
    }),
  },
  'DELETE /api/teams/:slug/members/:userId': {
    access: 'workspace',
    permission: 'members:manage',
    addressed: true,
    request: async (fx) => ({ method: 'DELETE', url: `/api/teams/${fx.team.slug}/members/${await fx.member()}` }),
  },
  'POST /api/teams/:slug/transfer': {
    access: 'workspace',
    permission: 'ownership:transfer',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/teams/${fx.team.slug}/transfer`,
      payload: { userId: await fx.member() },
    }),
  },
  'POST /api/teams/:slug/invitations': {
    access: 'workspace',
    permission: 'members:manage',
    addressed: true,
    request: (fx) => ({
      method: 'POST',
      url: `/api/teams/${fx.team.slug}/invitations`,
      payload: { email: `invitee${fx.unique()}@audit.test`, role: 'member' },
    }),
  },
  'GET /api/teams/:slug/invitations': {
    access: 'workspace',
    permission: 'members:manage',
    addressed: true,
    request: (fx) => ({ method: 'GET', url: `/api/teams/${fx.team.slug}/invitations` }),
  },
  'POST /api/teams/:slug/invitations/:id/resend': {
    access: 'workspace',
    permission: 'members:manage',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/teams/${fx.team.slug}/invitations/${(await fx.invitation()).id}/resend`,
    }),
  },
  'POST /api/teams/:slug/invitations/:id/link': {
    access: 'workspace',
    permission: 'members:manage',
    addressed: true,
    request: async (fx) => ({
      method: 'POST',
      url: `/api/teams/${fx.team.slug}/invitations/${(await fx.invitation()).id}/link`,
    }),
  },
  'DELETE /api/teams/:slug/invitations/:id': {
    access: 'workspace',
    permission: 'members:manage',
    addressed: true,
    request: async (fx) => ({
      method: 'DELETE',
      url: `/api/teams/${fx.team.slug}/invitations/${(await fx.invitation()).id}`,
    }),
  },

  // The caller's own membership.
  'POST /api/teams/:id/switch': {
    access: 'self',
    why: 'every member, whatever the role, may work in the team; others cannot tell it exists',
    expect: { outsider: 404, viewer: 200, member: 200, admin: 200, owner: 200 },
    request: (fx) => ({ method: 'POST', url: `/api/teams/${fx.team.id}/switch` }),
  },
  'POST /api/teams/:slug/leave': {
    access: 'self',
    why: 'every member may leave (viewers too); the owner must transfer ownership first',
    expect: { outsider: 404, viewer: 200, member: 200, admin: 200, owner: 409 },
    request: (fx) => ({ method: 'POST', url: `/api/teams/${fx.team.slug}/leave` }),
  },
};

/** Routes that manage the team, who is in it and with which role: closed to members (and viewers). */
const MEMBER_MANAGEMENT =
  /^(?:(?:PATCH|DELETE) \/api\/teams\/:slug$|[A-Z]+ \/api\/teams\/:slug\/(?:members|invitations|transfer)\b)/;

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Every route buildApp registers, from Fastify's onRoute hook; the HEAD twins of GET routes are Fastify's own. */
async function registeredRoutes(t: TestApp): Promise<string[]> {
  const found = new Set<string>();
  const app = await buildApp({
    config: t.config,
    database: t.database.handle,
    mailer: t.mailer,
    webDir: '/nonexistent-web-dir',
    logger: false,
    onRoute: (route) => {
      for (const method of [route.method].flat()) found.add(`${method} ${route.url}`);
    },
  });
  await app.ready();
  await app.close();
  return [...found].filter((r) => !(r.startsWith('HEAD ') && found.has(r.replace(/^HEAD /, 'GET ')))).sort();
}

describe('the authorization matrix declares sound rules', () => {
  const workspaceCases = Object.entries(MATRIX).flatMap(([route, c]) =>
    c.access === 'workspace' ? [[route, c] as const] : [],
  );

  it('closes every state-changing workspace route to viewers, but for the declared exceptions', () => {
    for (const [route, c] of workspaceCases) {
      if (!route.startsWith('GET ') && !c.viewerMayCall) expect(roleAllows('viewer', c.permission), route).toBe(false);
    }
    // Adding an exception means changing this list on purpose (full audits left it: decision 032).
    expect(workspaceCases.filter(([, c]) => c.viewerMayCall).map(([route]) => route)).toEqual([]);
  });

  it('closes member management to members', () => {
    const managed = workspaceCases.filter(([route]) => MEMBER_MANAGEMENT.test(route));
    expect(managed.map(([route]) => route).sort()).toEqual([
      'DELETE /api/teams/:slug',
      'DELETE /api/teams/:slug/invitations/:id',
      'DELETE /api/teams/:slug/members/:userId',
      'GET /api/teams/:slug/invitations',
      'PATCH /api/teams/:slug',
      'PATCH /api/teams/:slug/members/:userId',
      'POST /api/teams/:slug/invitations',
      'POST /api/teams/:slug/invitations/:id/link',
      'POST /api/teams/:slug/invitations/:id/resend',
      'POST /api/teams/:slug/transfer',
    ]);
    for (const [route, c] of managed) expect(roleAllows('member', c.permission), route).toBe(false);
  });

  it('marks every partner API route that names a row as addressed, and lets admin keys do everything', () => {
    for (const [route, c] of Object.entries(MATRIX)) {
      if (c.access !== 'api-key') continue;
      expect(roleAllows(ROLE_OF_KEY_PERMISSION.admin, c.permission), route).toBe(true);
      if (route.includes('/:')) expect(c.addressed, route).toBe(true);
      if (!route.startsWith('GET ')) expect(roleAllows(ROLE_OF_KEY_PERMISSION.read, c.permission), route).toBe(false);
    }
  });

  it('lets the owner do everything and marks every route that names a row as addressed', () => {
    for (const [route, c] of workspaceCases) {
      expect(roleAllows('owner', c.permission), route).toBe(true);
      if (route.includes('/:')) expect(c.addressed, route).toBe(true);
    }
  });
});

describe.each(DATABASE_KINDS)('authorization audit on %s', (kind) => {
  let t: TestApp;
  let routes: string[];
  const clients = {} as Record<Actor, Client>;
  let fakeStripe: FakeStripe;
  let stripe: Stripe;
  const cast = {} as Record<Actor, { id: string; email: string }>;
  let counter = 0;
  const unique = () => ++counter;

  beforeAll(async () => {
    // Probes go nowhere: a closed resolver port and no Chromium. Only the answers of the routes matter here.
    // Billing's Stripe calls reach a fake Stripe on loopback (its events are never delivered: only who may ask matters)
    fakeStripe = await startFakeStripe();
    const base = new URL(fakeStripe.url);
    stripe = new Stripe('sk_test_audit', { host: base.hostname, port: base.port, protocol: 'http' });
    t = await createTestApp(kind, {
      env: {
        DNS_SERVERS: '127.0.0.1:9',
        CHROMIUM_PATH: '/nonexistent/chromium',
        STRIPE_SECRET_KEY: 'sk_test_audit',
        STRIPE_WEBHOOK_SECRET: fakeStripe.webhookSecret,
        STRIPE_BASE_URL: fakeStripe.url,
        // new addresses wait for their link, so the routes of verification answer as they do with SMTP
        EMAIL_VERIFICATION: 'on',
      },
      // Rescans queue checks nowhere: only who may ask matters here.
      checkQueue: { enqueue: async () => undefined },
    });
    routes = await registeredRoutes(t);
    // the installation's first account becomes its administrator (decision 045): an operator, none of the actors
    await signedInClient(t, 'operator@audit.test');
    for (const actor of ['owner', 'admin', 'member', 'viewer', 'outsider'] as const) {
      const email = `${actor}@audit.test`;
      // Enterprise owner: plan limits never stand in for a permission check here.
      clients[actor] = await signedInClient(t, email, actor === 'owner' ? 'enterprise' : 'pro');
      cast[actor] = { id: (await clients[actor].get('/api/auth/user')).json<{ id: string }>().id, email };
    }
  });
  afterAll(async () => {
    await t?.close();
    await fakeStripe?.close();
  });

  /** A fresh team with one user per role, current for all of them; the outsider works in their personal workspace. */
  async function fixture(): Promise<Fixture> {
    const db = t.database.handle.db;
    const [team] = await db
      .insert(teams)
      .values({ name: 'Audit team', slug: `audit-${unique()}`, ownerId: cast.owner.id })
      .returning();
    const teamId = team!.id;
    await db.insert(teamMembers).values(ROLES.map((role) => ({ teamId, userId: cast[role].id, role })));
    await db
      .update(users)
      .set({ currentTeamId: teamId })
      .where(
        inArray(
          users.id,
          ROLES.map((role) => cast[role].id),
        ),
      );
    await db.update(users).set({ currentTeamId: null }).where(eq(users.id, cast.outsider.id));
    async function domain(): Promise<string> {
      // `.test` names and an unreachable resolver: audits started here touch nothing outside this machine.
      const [row] = await db
        .insert(domains)
        .values({ name: `d${unique()}.audit.test`, userId: cast.owner.id, teamId })
        .returning({ id: domains.id });
      return row!.id;
    }
    return {
      team: { id: teamId, slug: team!.slug },
      user: cast,
      unique,
      domain,
      async subscription() {
        const [owner] = await db.select().from(users).where(eq(users.id, cast.owner.id));
        let subscriptionId = owner!.stripeSubscriptionId;
        if (!subscriptionId) {
          const customer = await stripe.customers.create({ email: cast.owner.email });
          const session = await stripe.checkout.sessions.create({
            mode: 'subscription',
            customer: customer.id,
            line_items: [{ price: 'price_enterprise', quantity: 1 }],
            success_url: 'http://localhost:3000/billing',
          });
          subscriptionId = fakeStripe.completeCheckout(session.id).id;
          await db
            .update(users)
            .set({ stripeCustomerId: customer.id, stripeSubscriptionId: subscriptionId, subscriptionStatus: 'active' })
            .where(eq(users.id, cast.owner.id));
        }
        const sub = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
        await db
          .update(users)
          .set({ subscriptionCancelAt: new Date(sub.cancel_at! * 1000) })
          .where(eq(users.id, cast.owner.id));
      },
      async audit() {
        const [row] = await db
          .insert(fullAuditResults)
          .values({ domainId: await domain(), status: 'completed', overallScore: 80, completedAt: new Date() })
          .returning({ id: fullAuditResults.id });
        return row!.id;
      },
      async alert() {
        const [row] = await db
          .insert(alerts)
          .values({
            domainId: await domain(),
            userId: cast.owner.id,
            teamId,
            type: 'downtime',
            severity: 'critical',
            title: 'Down',
            message: 'The site did not answer.',
          })
          .returning({ id: alerts.id });
        return row!.id;
      },
      async slackIntegration() {
        const [row] = await db
          .insert(slackIntegrations)
          .values({
            userId: cast.owner.id,
            teamId,
            channelName: '#audit',
            webhookUrl: 'https://hooks.audit.test/services/T0/B0/x',
          })
          .returning({ id: slackIntegrations.id });
        return row!.id;
      },
      async webhookIntegration() {
        const [row] = await db
          .insert(webhookIntegrations)
          .values({ userId: cast.owner.id, teamId, url: 'https://hooks.audit.test/in', secret: 'whsec_audit' })
          .returning({ id: webhookIntegrations.id });
        return row!.id;
      },
      async competitor() {
        const domainId = await domain();
        const [row] = await db
          .insert(competitors)
          .values({
            userId: cast.owner.id,
            teamId,
            domainId,
            name: 'Rival',
            competitorUrl: `https://rival${unique()}.audit.test`,
          })
          .returning({ id: competitors.id });
        return { id: row!.id, domainId };
      },
      async renewalReminder() {
        const [row] = await db
          .insert(renewalReminders)
          .values({ userId: cast.owner.id, teamId, title: 'Hosting', type: 'hosting', date: '2099-01-01' })
          .returning({ id: renewalReminders.id });
        return row!.id;
      },
      async alertThreshold() {
        const [row] = await db
          .insert(alertThresholds)
          .values({ userId: cast.owner.id, teamId, domainId: await domain(), metric: 'lcp', warningThreshold: 2500 })
          .returning({ id: alertThresholds.id });
        return row!.id;
      },
      async monitor() {
        const [row] = await db
          .insert(monitors)
          .values({
            domainId: await domain(),
            type: 'heartbeat',
            name: 'Backup',
            settings: { periodSeconds: 86_400, graceSeconds: 300 },
            intervalSeconds: 86_400,
          })
          .returning({ id: monitors.id });
        return row!.id;
      },
      async freshAccount() {
        const email = `account${unique()}@audit.test`;
        return { client: await signedInClient(t, email), email, password: validRegistration(email).password };
      },
      async member() {
        const [user] = await db
          .insert(users)
          .values({ email: `extra${unique()}@audit.test` })
          .returning({ id: users.id });
        await db.insert(teamMembers).values({ teamId, userId: user!.id, role: 'member' });
        return user!.id;
      },
      async invitation(email) {
        const token = randomToken();
        const [row] = await db
          .insert(teamInvitations)
          .values({
            teamId,
            email: email ?? `invitee${unique()}@audit.test`,
            role: 'member',
            token: hashToken(token),
            invitedBy: cast.owner.id,
            expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
          })
          .returning({ id: teamInvitations.id });
        return { id: row!.id, token };
      },
      async statusSubscriber() {
        const [page] = await db
          .insert(statusPages)
          .values({ userId: cast.owner.id, teamId, slug: `audit-page-${unique()}`, name: 'Audit status' })
          .returning({ id: statusPages.id });
        const [row] = await db
          .insert(statusSubscribers)
          .values({
            statusPageId: page!.id,
            email: `reader${unique()}@audit.test`,
            isVerified: true,
            confirmedAt: new Date(),
          })
          .returning({ id: statusSubscribers.id });
        return { pageId: page!.id, subscriberId: row!.id };
      },
      async statusPage() {
        const [row] = await db
          .insert(statusPages)
          .values({ userId: cast.owner.id, teamId, name: 'Audit status', slug: `audit-status-${unique()}` })
          .returning({ id: statusPages.id });
        return row!.id;
      },
      async claimedStatusPage() {
        const n = unique();
        const [row] = await db
          .insert(statusPages)
          .values({
            userId: cast.owner.id,
            teamId,
            name: 'Audit status',
            slug: `audit-status-${n}`,
            customDomain: `status-${n}.audit.test`,
            customDomainToken: 'a'.repeat(32),
          })
          .returning({ id: statusPages.id });
        return row!.id;
      },
      async incident() {
        const [page] = await db
          .insert(statusPages)
          .values({ userId: cast.owner.id, teamId, name: 'Audit status', slug: `audit-status-${unique()}` })
          .returning({ id: statusPages.id });
        const [row] = await db
          .insert(statusIncidents)
          .values({ statusPageId: page!.id, title: 'Outage' })
          .returning({ id: statusIncidents.id });
        return row!.id;
      },
      async maintenanceWindow() {
        const [row] = await db
          .insert(maintenanceWindows)
          .values({
            userId: cast.owner.id,
            teamId,
            title: 'Upgrade',
            startsAt: new Date('2030-01-05T02:00:00Z'),
            endsAt: new Date('2030-01-05T04:00:00Z'),
          })
          .returning({ id: maintenanceWindows.id });
        await db.insert(maintenanceTargets).values({ windowId: row!.id, domainId: await domain() });
        return row!.id;
      },
      async apiKey() {
        return (await issueApiKey(db, cast.owner.email, { teamId })).id;
      },
      async partnerDomain() {
        const [found] = await db.select({ id: partners.id }).from(partners).where(eq(partners.teamId, teamId)).limit(1);
        const partnerId =
          found?.id ??
          (
            await db
              .insert(partners)
              .values({ userId: cast.owner.id, teamId, companyName: 'Audit team', contactEmail: cast.owner.email })
              .returning()
          )[0]!.id;
        const externalId = `client-${unique()}`;
        const [row] = await db
          .insert(partnerDomains)
          .values({ partnerId, domainId: await domain(), externalId })
          .returning({ id: partnerDomains.id });
        return { id: row!.id, externalId };
      },
    };
  }

  const send = (client: Client, req: Req) => client.request(req.method, req.url, req.payload, req.headers);
  const label = (actor: string, req: Req, status: number, body: string) =>
    `${actor}: ${req.method} ${req.url} -> ${status} ${body}`;

  it('has a case for every registered route, and no case for a route that does not exist', () => {
    expect(
      routes.filter((r) => !(r in MATRIX)),
      'routes without a case in the matrix',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !routes.includes(r)),
      'cases for routes that are not registered',
    ).toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (_route, c) => {
    const anonymous = new Client(t.app);
    if (c.access === 'public') {
      const res = await send(anonymous, c.probe);
      expect(res.statusCode, label('anonymous', c.probe, res.statusCode, res.body)).not.toBe(401);
      expect(res.statusCode, label('anonymous', c.probe, res.statusCode, res.body)).toBeLessThan(500);
      return;
    }
    if (c.access === 'operator') {
      expect((await send(anonymous, c.probe)).statusCode).toBe(401);
      expect((await send(clients.owner, c.probe)).statusCode).toBe(404);
      return;
    }

    const fx = await fixture();
    if (c.access === 'api-key') {
      const db = t.database.handle.db;
      const req = await c.request(fx);
      const bare = await send(anonymous, req);
      expect(bare.statusCode, label('no key', req, bare.statusCode, bare.body)).toBe(401);
      if (c.addressed) {
        const outsiderKey = new ApiClient(
          t.app,
          (await issueApiKey(db, cast.outsider.email, { permission: 'admin' })).key,
        );
        const res = await outsiderKey.request(req.method, req.url, req.payload, req.headers);
        expect(res.statusCode, label('outsider key', req, res.statusCode, res.body)).toBe(404);
      }
      for (const level of API_KEY_PERMISSIONS) {
        const key = new ApiClient(
          t.app,
          (await issueApiKey(db, cast.owner.email, { permission: level, teamId: fx.team.id })).key,
        );
        const next = await c.request(fx);
        const res = await key.request(next.method, next.url, next.payload, next.headers);
        const message = label(`${level} key`, next, res.statusCode, res.body);
        if (roleAllows(ROLE_OF_KEY_PERMISSION[level], c.permission))
          expect(isSuccess(res.statusCode), message).toBe(true);
        else expect(res.statusCode, message).toBe(403);
      }
      return;
    }
    const first = await c.request(fx);
    const anon = await send(anonymous, first);
    expect(anon.statusCode, label('anonymous', first, anon.statusCode, anon.body)).toBe(401);

    if (c.access === 'account') {
      const req = await c.request(fx);
      const res = await send(req.as ?? clients.outsider, req);
      expect(isSuccess(res.statusCode), label('outsider', req, res.statusCode, res.body)).toBe(true);
      return;
    }

    if (c.access === 'self') {
      for (const actor of ['outsider', ...ROLES] as const) {
        const req = c.request(fx);
        const res = await send(clients[actor], req);
        expect(res.statusCode, label(actor, req, res.statusCode, res.body)).toBe(c.expect[actor]);
      }
      return;
    }

    if (c.addressed) {
      const req = await c.request(fx);
      const res = await send(clients.outsider, req);
      expect(res.statusCode, label('outsider', req, res.statusCode, res.body)).toBe(404);
    }
    for (const role of ROLES) {
      const req = await c.request(fx);
      const res = await send(clients[role], req);
      const message = label(role, req, res.statusCode, res.body);
      if (roleAllows(role, c.permission)) expect(isSuccess(res.statusCode), message).toBe(true);
      else expect(res.statusCode, message).toBe(403);
    }
  });
});
