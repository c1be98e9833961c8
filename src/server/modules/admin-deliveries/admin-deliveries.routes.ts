import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDeliveryDetailSchema,
  adminDeliveryListSchema,
  adminDeliveryParamsSchema,
  adminDeliveryQuerySchema,
  adminDeliverySchema,
  testMailResultSchema,
  testMailSchema,
} from '../../../shared/contracts/admin-deliveries';
import { requireAdmin } from '../../http/session';
import type { AdminDeliveriesService } from './admin-deliveries.service';

/** /api/admin/deliveries (+ /:id, /:id/resend) and /api/admin/mail/test: administrators only, 404 for everyone else. */
export function registerAdminDeliveriesRoutes(
  app: FastifyInstance,
  { service }: { service: AdminDeliveriesService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/deliveries',
    {
      schema: {
        summary: "Every workspace's notification deliveries (administrators)",
        tags: ['admin'],
        querystring: adminDeliveryQuerySchema,
        response: { 200: adminDeliveryListSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { cursor, ...filter } = request.query;
      return service.list({ ...filter, before: cursor === undefined ? undefined : Number(cursor) });
    },
  );
  r.get(
    '/api/admin/deliveries/:id',
    {
      schema: {
        summary: 'A delivery with its attempts (administrators)',
        tags: ['admin'],
        params: adminDeliveryParamsSchema,
        response: { 200: adminDeliveryDetailSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return service.detail(Number(request.params.id));
    },
  );
  r.post(
    '/api/admin/deliveries/:id/resend',
    {
      schema: {
        summary: 'Send a delivery again (administrators)',
        tags: ['admin'],
        params: adminDeliveryParamsSchema,
        response: { 201: adminDeliverySchema },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      return reply.code(201).send(await service.resend(admin, Number(request.params.id)));
    },
  );
  r.post(
    '/api/admin/mail/test',
    {
      schema: {
        summary: 'Send a test e-mail (administrators)',
        tags: ['admin'],
        body: testMailSchema,
        response: { 200: testMailResultSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      return service.testMail(admin, request.body.to);
    },
  );
}
