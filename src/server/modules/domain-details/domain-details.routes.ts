import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificatePanelSchema,
  checkLogQuerySchema,
  checkLogSchema,
  dnsPanelSchema,
  outageListQuerySchema,
  outageListSchema,
  registrationPanelSchema,
  responseTimesQuerySchema,
  responseTimesSchema,
  securityPanelSchema,
  uptimeDaysSchema,
} from '../../../shared/contracts/domain-details';
import type { Database } from '../../db/client';
import { createDomainsRepository } from '../domains/domains.repository';
import { createMaintenanceRepository } from '../maintenance/maintenance.repository';
import { createMonitorsRepository } from '../monitors/monitors.repository';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { createDomainDetailsRepository } from './domain-details.repository';
import { createDomainDetailsService, type DomainDetailsService } from './domain-details.service';

const params = z.object({ id: z.string().max(64) });

/** The panels of a domain's page (/domains/{id}): one GET each, from the domain's stored history. Returns the service (the partner API shares it). */
export function registerDomainDetailsRoutes(
  app: FastifyInstance,
  { db, workspace }: { db: Database; workspace: WorkspaceResolver },
): DomainDetailsService {
  const details = createDomainDetailsService({
    repo: createDomainDetailsRepository(db),
    domains: createDomainsRepository(db),
    maintenance: createMaintenanceRepository(db),
    monitors: createMonitorsRepository(db),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['domains'];

  r.get(
    '/api/domains/:id/response-times',
    {
      schema: {
        tags,
        summary: "A domain's response times over a range its plan keeps",
        params,
        querystring: responseTimesQuerySchema,
        response: { 200: responseTimesSchema },
      },
    },
    async (request) => details.responseTimes(await workspace(request), request.params.id, request.query.range),
  );
  r.get(
    '/api/domains/:id/uptime-days',
    {
      schema: {
        tags,
        summary: "A domain's uptime per UTC day, with minutes of outage",
        params,
        response: { 200: uptimeDaysSchema },
      },
    },
    async (request) => details.uptimeDays(await workspace(request), request.params.id),
  );
  r.get(
    '/api/domains/:id/outages',
    {
      schema: {
        tags,
        summary: "A domain's outages, newest first",
        params,
        querystring: outageListQuerySchema,
        response: { 200: outageListSchema },
      },
    },
    async (request) => details.outages(await workspace(request), request.params.id, request.query),
  );
  r.get(
    '/api/domains/:id/checks',
    {
      schema: {
        tags,
        summary: "A domain's stored checks, newest first, by family and status",
        params,
        querystring: checkLogQuerySchema,
        response: { 200: checkLogSchema },
      },
    },
    async (request) => {
      const { type, status, page, pageSize } = request.query;
      return details.checks(await workspace(request), request.params.id, { type, status }, { page, pageSize });
    },
  );
  r.get(
    '/api/domains/:id/certificate',
    {
      schema: {
        tags,
        summary: "The certificate a domain's latest TLS check got, with its chain",
        params,
        response: { 200: certificatePanelSchema },
      },
    },
    async (request) => details.certificate(await workspace(request), request.params.id),
  );
  r.get(
    '/api/domains/:id/dns',
    {
      schema: { tags, summary: "A domain's DNS records and their changes", params, response: { 200: dnsPanelSchema } },
    },
    async (request) => details.dns(await workspace(request), request.params.id),
  );
  r.get(
    '/api/domains/:id/registration',
    {
      schema: {
        tags,
        summary: "A domain's registration facts and their source (RDAP or WHOIS)",
        params,
        response: { 200: registrationPanelSchema },
      },
    },
    async (request) => details.registration(await workspace(request), request.params.id),
  );
  r.get(
    '/api/domains/:id/security',
    {
      schema: {
        tags,
        summary: "A domain's security headers and blacklist results",
        params,
        response: { 200: securityPanelSchema },
      },
    },
    async (request) => details.security(await workspace(request), request.params.id),
  );
  return details;
}
