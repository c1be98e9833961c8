import type { FastifyInstance } from 'fastify';
import { requireAdmin } from './session';

/** The operators' API: every route under it is for the installation's administrators only. */
export const ADMIN_API_PREFIX = '/api/admin/';

/**
 * Refuses whoever is not an administrator on every /api/admin/* route before any of the request is read: 401 signed
 * out, 404 signed in (requireAdmin: the surface does not announce itself). An onRequest hook, so neither the body's
 * parsing nor the route's schema answers first (a 400 naming the schema's fields would tell a visitor what is there).
 * Registered after the session hook; the routes still call requireAdmin for the operator they act as.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith(ADMIN_API_PREFIX)) requireAdmin(request);
  });
}
