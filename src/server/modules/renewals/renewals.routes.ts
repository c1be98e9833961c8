import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRenewalReminderSchema,
  renewalReminderSchema,
  renewalsResponseSchema,
} from '../../../shared/contracts/renewals';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/session';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createRenewalsRepository } from './renewals.repository';
import { createRenewalsService } from './renewals.service';

const idParams = z.object({ id: z.string().max(64) });

/** SPEC §2.14 Upcoming Renewals, and the reminders the issue stores (the spec's dialog only confirmed locally). */
export function registerRenewalRoutes(
  app: FastifyInstance,
  { db, workspace }: { db: Database; workspace: WorkspaceResolver },
): void {
  const renewals = createRenewalsService({ repo: createRenewalsRepository(db) });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['renewals'];

  r.get(
    '/api/renewals',
    {
      schema: {
        tags,
        summary: 'Certificate and registration expiry dates and reminders, soonest first',
        response: { 200: renewalsResponseSchema },
      },
    },
    async (request) => renewals.list(await workspace(request), requireUser(request).timezone),
  );

  r.get(
    '/api/renewal-reminders',
    {
      schema: { tags, summary: "The workspace's renewal reminders", response: { 200: z.array(renewalReminderSchema) } },
    },
    async (request) => renewals.reminders(await workspace(request)),
  );

  r.post(
    '/api/renewal-reminders',
    {
      schema: {
        tags,
        summary: 'Add a renewal reminder (e-mailed on its date)',
        body: createRenewalReminderSchema,
        response: { 201: renewalReminderSchema },
      },
    },
    async (request, reply) => {
      const ws = await workspace(request);
      return reply.status(201).send(await renewals.createReminder(ws, request.body, requireUser(request).timezone));
    },
  );

  r.delete(
    '/api/renewal-reminders/:id',
    {
      schema: {
        tags,
        summary: 'Delete a renewal reminder',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await renewals.deleteReminder(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
