import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminFlagBodySchema,
  adminPlanBodySchema,
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
} from '../../../shared/contracts/admin-users';
import type { Database } from '../../db/client';
import type { SessionCache } from '../../http/session-cache';
import { requireAdmin } from '../../http/session';
import type { PlanChanges } from '../billing/plan-changes';
import type { DomainLifecycleListener } from '../domains/domains.service';
import { createAdminUsersRepository } from './admin-users.repository';
import { createAdminUsersService } from './admin-users.service';

export interface AdminUsersModuleDeps {
  db: Database;
  plans: PlanChanges;
  sessions: Pick<SessionCache, 'forgetUser'>;
  lifecycle: Pick<DomainLifecycleListener, 'planChanged'>;
}

const tags = ['admin'];

/** /api/admin/users and /api/admin/audit (issue 20): administrators only (http/admin-guard.ts), 404 for everyone else. */
export function registerAdminUsersModule(app: FastifyInstance, deps: AdminUsersModuleDeps): void {
  const service = createAdminUsersService({ repo: createAdminUsersRepository(deps.db), ...deps });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const operator = (request: Parameters<typeof requireAdmin>[0]) => {
    const admin = requireAdmin(request);
    return { id: admin.id, email: admin.email };
  };

  r.get(
    '/api/admin/users',
    {
      schema: {
        summary: 'List accounts (administrators)',
        tags,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema },
      },
    },
    async (request) => service.list(request.query),
  );

  r.get(
    '/api/admin/users/:id',
    {
      schema: {
        summary: 'An account in detail (administrators)',
        tags,
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  r.put(
    '/api/admin/users/:id/plan',
    {
      schema: {
        summary: "Set an account's plan (administrators)",
        tags,
        params: adminUserParamsSchema,
        body: adminPlanBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => service.changePlan(operator(request), request.params.id, request.body.plan),
  );

  r.put(
    '/api/admin/users/:id/admin',
    {
      schema: {
        summary: 'Grant or take away administration (administrators)',
        tags,
        params: adminUserParamsSchema,
        body: adminFlagBodySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => service.setAdmin(operator(request), request.params.id, request.body.isAdmin),
  );

  r.post(
    '/api/admin/users/:id/disable',
    {
      schema: {
        summary: 'Disable an account and end its sessions (administrators)',
        tags,
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => service.disable(operator(request), request.params.id),
  );

  r.post(
    '/api/admin/users/:id/enable',
    {
      schema: {
        summary: 'Enable a disabled account (administrators)',
        tags,
        params: adminUserParamsSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => service.enable(operator(request), request.params.id),
  );

  r.get(
    '/api/admin/audit',
    {
      schema: {
        summary: "The administrators' audit log (administrators)",
        tags,
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema },
      },
    },
    async (request) => service.audit(request.query.limit, request.query.cursor),
  );
}
