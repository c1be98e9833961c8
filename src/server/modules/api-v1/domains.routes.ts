import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  v1CheckQuerySchema,
  v1CheckSchema,
  v1DomainListQuerySchema,
  v1List,
  v1One,
  v1UptimeQuerySchema,
  v1UptimeReportSchema,
} from '../../../shared/contracts/api-v1';
import { createDomainSchema, domainSchema, updateDomainSchema } from '../../../shared/contracts/domains';
import { sendJsonText } from '../../http/compressed-json';
import { apiWorkspace } from '../api-keys/api-caller';
import type { DomainDetailsService } from '../domain-details/domain-details.service';
import type { DomainsService } from '../domains/domains.service';
import { checkHistoryQuery } from './check-query';
import { keysetPage, pageOfListJson } from './cursor';
import { v1Schema } from './v1-schema';

const idParams = z.object({ id: z.string().max(64) });
const tag = 'domains';
const domainPageSchema = v1List(domainSchema);

/** Domains, their checks and their uptime report: the session API's services behind a key. */
export function registerV1DomainRoutes(
  v1: FastifyInstance,
  { domains, details }: { domains: DomainsService; details: DomainDetailsService },
): void {
  const r = v1.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/domains',
    {
      schema: v1Schema(tag, {
        summary: 'List domains, newest first',
        querystring: v1DomainListQuerySchema,
        response: { 200: domainPageSchema },
      }),
    },
    async (request, reply) => {
      const { includeDeleted, status, search } = request.query;
      const found = await domains.search(await apiWorkspace(request), {
        includeInactive: includeDeleted,
        status,
        search,
      });
      // sent as the JSON kept with the cached list: the same checks and bytes as the serializer's, made once a page
      const json = pageOfListJson(
        found,
        request.query,
        (d) => ({ at: d.createdAt, id: d.id }),
        (page) => JSON.stringify(domainPageSchema.parse(page)),
      );
      return sendJsonText(reply, json);
    },
  );

  r.post(
    '/domains',
    {
      schema: v1Schema(
        tag,
        {
          summary: 'Add a domain (re-adding a deleted name restores it)',
          body: createDomainSchema,
          response: { 201: v1One(domainSchema) },
        },
        { post: true },
      ),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await domains.create(await apiWorkspace(request), request.body) }),
  );

  r.get(
    '/domains/:id',
    { schema: v1Schema(tag, { summary: 'Read a domain', params: idParams, response: { 200: v1One(domainSchema) } }) },
    async (request) => ({
      data: await domains.get(await apiWorkspace(request), request.params.id),
    }),
  );

  r.patch(
    '/domains/:id',
    {
      schema: v1Schema(tag, {
        summary: "Change a domain's name, description or HTTP only setting (fields left out keep their value)",
        params: idParams,
        body: updateDomainSchema,
        response: { 200: v1One(domainSchema) },
      }),
    },
    async (request) => ({ data: await domains.update(await apiWorkspace(request), request.params.id, request.body) }),
  );

  r.delete(
    '/domains/:id',
    {
      schema: v1Schema(tag, {
        summary: 'Delete a domain (monitoring stops; paid plans can restore it)',
        params: idParams,
        response: { 204: z.null().describe('Deleted') },
      }),
    },
    async (request, reply) => {
      await domains.remove(await apiWorkspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/domains/:id/restore',
    {
      schema: v1Schema(
        tag,
        { summary: 'Restore a deleted domain', params: idParams, response: { 200: v1One(domainSchema) } },
        { post: true },
      ),
    },
    async (request) => ({ data: await domains.restore(await apiWorkspace(request), request.params.id) }),
  );

  r.get(
    '/domains/:id/checks',
    {
      schema: v1Schema(tag, {
        summary: "A domain's checks, newest first, in a time range",
        params: idParams,
        querystring: v1CheckQuerySchema,
        response: { 200: v1List(v1CheckSchema) },
      }),
    },
    async (request) => {
      const rows = await details.checkHistory(
        await apiWorkspace(request),
        request.params.id,
        checkHistoryQuery(request.query),
      );
      return keysetPage(rows, request.query.limit, (c) => ({ at: c.checkedAt, id: c.id }));
    },
  );

  r.get(
    '/domains/:id/uptime',
    {
      schema: v1Schema(tag, {
        summary: "A domain's uptime and SLA (maintenance left out) over a period of UTC days",
        params: idParams,
        querystring: v1UptimeQuerySchema,
        response: { 200: v1One(v1UptimeReportSchema) },
      }),
    },
    async (request) => ({
      data: await details.uptimeReport(await apiWorkspace(request), request.params.id, request.query),
    }),
  );
}
