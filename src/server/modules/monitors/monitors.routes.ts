import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMonitorSchema,
  monitorListSchema,
  monitorSchema,
  updateMonitorSchema,
} from '../../../shared/contracts/monitors';
import {
  monitorCheckLogQuerySchema,
  monitorCheckLogSchema,
  monitorHistoryQuerySchema,
  monitorHistorySchema,
  monitorOutagesQuerySchema,
  monitorOutagesSchema,
  monitorPingLogQuerySchema,
  monitorPingLogSchema,
} from '../../../shared/contracts/monitor-details';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { MonitorHistoryService } from './monitor-history.service';
import type { MonitorsService } from './monitors.service';

const domainParams = z.object({ domainId: z.string().max(64) });
const idParams = z.object({ id: z.string().max(64) });

/** A domain's monitors (issue 16): list and add under the domain, read, edit, delete and new push URL by id. Thin: the service decides. */
export function registerMonitorRoutes(
  app: FastifyInstance,
  {
    monitors,
    history,
    workspace,
  }: { monitors: MonitorsService; history: MonitorHistoryService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitors'];

  r.get(
    '/api/domains/:domainId/monitors',
    {
      schema: { summary: "List a domain's monitors", tags, params: domainParams, response: { 200: monitorListSchema } },
    },
    async (request) => monitors.list(await workspace(request), request.params.domainId),
  );

  r.post(
    '/api/domains/:domainId/monitors',
    {
      schema: {
        summary: 'Add a monitor to a domain',
        tags,
        params: domainParams,
        body: createMonitorSchema,
        response: { 201: monitorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await monitors.create(await workspace(request), request.params.domainId, request.body)),
  );

  r.get(
    '/api/monitors/:id',
    {
      schema: {
        summary: 'A monitor with its status, sparkline and uptime',
        tags,
        params: idParams,
        response: { 200: monitorSchema },
      },
    },
    async (request) => monitors.get(await workspace(request), request.params.id),
  );

  r.patch(
    '/api/monitors/:id',
    {
      schema: {
        summary: 'Change a monitor',
        tags,
        params: idParams,
        body: updateMonitorSchema,
        response: { 200: monitorSchema },
      },
    },
    async (request) => monitors.update(await workspace(request), request.params.id, request.body),
  );

  r.delete(
    '/api/monitors/:id',
    {
      schema: { summary: 'Delete a monitor', tags, params: idParams, response: { 204: z.null().describe('Deleted') } },
    },
    async (request, reply) => {
      await monitors.remove(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/monitors/:id/push-token',
    {
      schema: {
        summary: "Issue a heartbeat monitor's new push URL",
        tags,
        params: idParams,
        response: { 200: monitorSchema },
      },
    },
    async (request) => monitors.resetPushToken(await workspace(request), request.params.id),
  );

  // the monitor's page (decision 075): its history, page by page
  r.get(
    '/api/monitors/:id/history',
    {
      schema: {
        tags,
        summary: "A monitor's uptime and response times over a range its plan keeps",
        params: idParams,
        querystring: monitorHistoryQuerySchema,
        response: { 200: monitorHistorySchema },
      },
    },
    async (request) => history.history(await workspace(request), request.params.id, request.query.range),
  );
  r.get(
    '/api/monitors/:id/checks',
    {
      schema: {
        tags,
        summary: "A monitor's stored checks, newest first",
        params: idParams,
        querystring: monitorCheckLogQuerySchema,
        response: { 200: monitorCheckLogSchema },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      return history.checks(await workspace(request), request.params.id, status, { page, pageSize });
    },
  );
  r.get(
    '/api/monitors/:id/outages',
    {
      schema: {
        tags,
        summary: "A monitor's outages, newest first",
        params: idParams,
        querystring: monitorOutagesQuerySchema,
        response: { 200: monitorOutagesSchema },
      },
    },
    async (request) => history.outages(await workspace(request), request.params.id, request.query),
  );
  r.get(
    '/api/monitors/:id/pings',
    {
      schema: {
        tags,
        summary: "A heartbeat's pings, newest first, and when the next is due",
        params: idParams,
        querystring: monitorPingLogQuerySchema,
        response: { 200: monitorPingLogSchema },
      },
    },
    async (request) => history.pings(await workspace(request), request.params.id, request.query),
  );
}
