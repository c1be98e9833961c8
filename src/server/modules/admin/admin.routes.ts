import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { requireAdmin } from '../../http/session';
import { listOutbox } from '../../notifications/mailer';

export function registerAdminRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/outbox',
    { schema: { tags: ['admin'], querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) } },
    async (request) => {
      requireAdmin(request);
      const rows = await listOutbox(db, request.query.limit);
      return {
        data: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      };
    },
  );
}
