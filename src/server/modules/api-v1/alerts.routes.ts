import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { v1AlertListQuerySchema, v1List, v1One, v1PageQuerySchema } from '../../../shared/contracts/api-v1';
import { alertSchema } from '../../../shared/contracts/alerts';
import {
  alertThresholdSchema,
  createAlertThresholdSchema,
  updateAlertThresholdSchema,
} from '../../../shared/contracts/alert-thresholds';
import { apiWorkspace } from '../api-keys/api-caller';
import type { AlertThresholdsService } from '../alert-thresholds/alert-thresholds.service';
import type { AlertsService } from '../alerts/alerts.service';
import { keysetAfter, keysetPage, pageOfList } from './cursor';
import { v1Schema } from './v1-schema';

const idParams = z.object({ id: z.string().max(64) });

/** Alerts (list, mark read, resolve) and the alert thresholds that raise them. */
export function registerV1AlertRoutes(
  v1: FastifyInstance,
  { alerts, thresholds }: { alerts: AlertsService; thresholds: AlertThresholdsService },
): void {
  const r = v1.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/alerts',
    {
      schema: v1Schema('alerts', {
        summary: 'List alerts, newest first, with filters',
        querystring: v1AlertListQuerySchema,
        response: { 200: v1List(alertSchema) },
      }),
    },
    async (request) => {
      const { cursor, limit, ...filter } = request.query;
      const rows = await alerts.list(await apiWorkspace(request), {
        ...filter,
        limit: limit + 1,
        after: keysetAfter(cursor),
      });
      return keysetPage(rows, limit, (a) => ({ at: a.createdAt, id: a.id }));
    },
  );
  r.post(
    '/alerts/:id/read',
    {
      schema: v1Schema(
        'alerts',
        { summary: 'Mark an alert read', params: idParams, response: { 200: v1One(alertSchema) } },
        { post: true },
      ),
    },
    async (request) => ({ data: await alerts.markRead(await apiWorkspace(request), request.params.id) }),
  );
  r.post(
    '/alerts/:id/resolve',
    {
      schema: v1Schema(
        'alerts',
        { summary: 'Resolve an alert', params: idParams, response: { 200: v1One(alertSchema) } },
        { post: true },
      ),
    },
    async (request) => ({ data: await alerts.resolve(await apiWorkspace(request), request.params.id) }),
  );

  const tag = 'alert thresholds';
  r.get(
    '/alert-thresholds',
    {
      schema: v1Schema(tag, {
        summary: 'List alert thresholds, newest first',
        querystring: v1PageQuerySchema,
        response: { 200: v1List(alertThresholdSchema) },
      }),
    },
    async (request) =>
      pageOfList(await thresholds.list(await apiWorkspace(request)), request.query, (t) => ({
        at: t.createdAt,
        id: t.id,
      })),
  );
  r.post(
    '/alert-thresholds',
    {
      schema: v1Schema(
        tag,
        {
          summary: 'Add an alert threshold',
          body: createAlertThresholdSchema,
          response: { 201: v1One(alertThresholdSchema) },
        },
        { post: true },
      ),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await thresholds.create(await apiWorkspace(request), request.body) }),
  );
  r.patch(
    '/alert-thresholds/:id',
    {
      schema: v1Schema(tag, {
        summary: 'Change an alert threshold',
        params: idParams,
        body: updateAlertThresholdSchema,
        response: { 200: v1One(alertThresholdSchema) },
      }),
    },
    async (request) => ({
      data: await thresholds.update(await apiWorkspace(request), request.params.id, request.body),
    }),
  );
  r.delete(
    '/alert-thresholds/:id',
    {
      schema: v1Schema(tag, {
        summary: 'Delete an alert threshold',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      }),
    },
    async (request, reply) => {
      await thresholds.remove(await apiWorkspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
