import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { v1CheckQuerySchema, v1CheckSchema, v1List, v1One, v1PageQuerySchema } from '../../../shared/contracts/api-v1';
import { createMonitorSchema, monitorSchema, updateMonitorSchema } from '../../../shared/contracts/monitors';
import { apiWorkspace } from '../api-keys/api-caller';
import type { DomainDetailsService } from '../domain-details/domain-details.service';
import type { MonitorsService } from '../monitors/monitors.service';
import { checkHistoryQuery } from './check-query';
import { keysetPage, pageOfList } from './cursor';
import { v1Schema } from './v1-schema';

const domainParams = z.object({ domainId: z.string().max(64) });
const idParams = z.object({ id: z.string().max(64) });
const tag = 'monitors';

/** A domain's monitors and their checks; pausing and resuming is `isActive` in an edit, as on the screens. */
export function registerV1MonitorRoutes(
  v1: FastifyInstance,
  { monitors, details }: { monitors: MonitorsService; details: DomainDetailsService },
): void {
  const r = v1.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/domains/:domainId/monitors',
    {
      schema: v1Schema(tag, {
        summary: "A domain's monitors, newest first",
        params: domainParams,
        querystring: v1PageQuerySchema,
        response: { 200: v1List(monitorSchema) },
      }),
    },
    async (request) => {
      const { data } = await monitors.list(await apiWorkspace(request), request.params.domainId);
      return pageOfList(data, request.query, (m) => ({ at: m.createdAt, id: m.id }));
    },
  );

  r.post(
    '/domains/:domainId/monitors',
    {
      schema: v1Schema(
        tag,
        {
          summary: 'Add a monitor to a domain',
          params: domainParams,
          body: createMonitorSchema,
          response: { 201: v1One(monitorSchema) },
        },
        { post: true },
      ),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await monitors.create(await apiWorkspace(request), request.params.domainId, request.body) }),
  );

  r.get(
    '/monitors/:id',
    { schema: v1Schema(tag, { summary: 'Read a monitor', params: idParams, response: { 200: v1One(monitorSchema) } }) },
    async (request) => ({
      data: await monitors.get(await apiWorkspace(request), request.params.id),
    }),
  );

  r.patch(
    '/monitors/:id',
    {
      schema: v1Schema(tag, {
        summary: 'Edit a monitor; isActive false pauses it, true resumes it',
        params: idParams,
        body: updateMonitorSchema,
        response: { 200: v1One(monitorSchema) },
      }),
    },
    async (request) => ({ data: await monitors.update(await apiWorkspace(request), request.params.id, request.body) }),
  );

  r.delete(
    '/monitors/:id',
    {
      schema: v1Schema(tag, {
        summary: 'Delete a monitor and its history',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      }),
    },
    async (request, reply) => {
      await monitors.remove(await apiWorkspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/monitors/:id/checks',
    {
      schema: v1Schema(tag, {
        summary: "A monitor's checks, newest first, in a time range",
        params: idParams,
        querystring: v1CheckQuerySchema,
        response: { 200: v1List(v1CheckSchema) },
      }),
    },
    async (request) => {
      const rows = await details.monitorCheckHistory(
        await apiWorkspace(request),
        request.params.id,
        checkHistoryQuery(request.query),
      );
      return keysetPage(rows, request.query.limit, (c) => ({ at: c.checkedAt, id: c.id }));
    },
  );
}
