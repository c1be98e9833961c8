import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partnerDomainV1InputSchema,
  partnerDomainV1ItemSchema,
  partnerDomainV1PageSchema,
  partnerDomainV1QuerySchema,
  partnerDomainV1UpdateSchema,
} from '../../../shared/contracts/partners';
import type { Database } from '../../db/client';
import { createActivityRepository } from '../activity/activity.repository';
import { apiWorkspace } from '../api-keys/api-caller';
import { v1Schema } from '../api-v1/v1-schema';
import { createPartnerDomainsService } from './partner-domains.service';
import { createPartnersRepository } from './partners.repository';

const externalParams = z.object({ externalId: z.string().min(1).max(255) });

/**
 * /api/v1/partner/domains, inside the key-authenticated v1 plugin: an agency links our domains to its own ids and
 * finds them again by those ids. Same service and rules as the screens' /api/partner/domains.
 */
export function registerPartnerDomainsV1Routes(v1: FastifyInstance, { db }: { db: Database }) {
  const links = createPartnerDomainsService({
    repo: createPartnersRepository(db),
    activity: createActivityRepository(db),
  });
  const r = v1.withTypeProvider<ZodTypeProvider>();
  const tag = 'partner domains';

  r.get(
    '/partner/domains',
    {
      schema: v1Schema(tag, {
        summary: 'List your linked domains (filter by your own id)',
        querystring: partnerDomainV1QuerySchema,
        response: { 200: partnerDomainV1PageSchema },
      }),
    },
    async (request) => links.page(await apiWorkspace(request), request.query),
  );

  r.get(
    '/partner/domains/:externalId',
    {
      schema: v1Schema(tag, {
        summary: 'Find a linked domain by your own id',
        params: externalParams,
        response: { 200: partnerDomainV1ItemSchema },
      }),
    },
    async (request) => ({
      data: await links.get(await apiWorkspace(request), { externalId: request.params.externalId }),
    }),
  );

  r.post(
    '/partner/domains',
    {
      schema: v1Schema(
        tag,
        {
          summary: 'Link one of your domains to your own id and metadata',
          body: partnerDomainV1InputSchema,
          response: { 201: partnerDomainV1ItemSchema },
        },
        { post: true },
      ),
    },
    async (request, reply) =>
      reply.status(201).send({ data: await links.link(await apiWorkspace(request), request.body) }),
  );

  r.patch(
    '/partner/domains/:externalId',
    {
      schema: v1Schema(tag, {
        summary: 'Change the id or metadata of a link',
        params: externalParams,
        body: partnerDomainV1UpdateSchema,
        response: { 200: partnerDomainV1ItemSchema },
      }),
    },
    async (request) => ({
      data: await links.update(await apiWorkspace(request), { externalId: request.params.externalId }, request.body),
    }),
  );

  r.delete(
    '/partner/domains/:externalId',
    {
      schema: v1Schema(tag, {
        summary: 'Unlink (the domain stays)',
        params: externalParams,
        response: { 204: z.null().describe('Unlinked') },
      }),
    },
    async (request, reply) => {
      await links.unlink(await apiWorkspace(request), { externalId: request.params.externalId });
      return reply.status(204).send(null);
    },
  );
}
