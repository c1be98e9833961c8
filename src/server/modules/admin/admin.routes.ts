import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxListSchema, outboxQuerySchema } from '../../../shared/contracts/admin-mail';
import type { Database } from '../../db/client';
import { requireAdmin } from '../../http/session';
import { listOutbox } from '../../notifications/mailer';

export function registerAdminRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/outbox',
    {
      schema: {
        summary: 'Mail kept in the outbox (administrators)',
        tags: ['admin'],
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      const rows = await listOutbox(db, request.query);
      return {
        data: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      };
    },
  );
}
