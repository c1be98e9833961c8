import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  partnerDomainInputSchema,
  partnerDomainSchema,
  partnerProfileInputSchema,
  partnerProfileSchema,
  partnerWebhookSecretSchema,
} from '../../../shared/contracts/partner-api';
import { partnerDomainListSchema, partnerDomainUpdateSchema } from '../../../shared/contracts/partners';
import { integrationTestResultSchema } from '../../../shared/contracts/notification-settings';
import { partnerDeliveryListSchema, partnerDeliveryQuerySchema } from '../../../shared/contracts/partner-webhooks';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { PartnerDomainsService } from './partner-domains.service';
import type { PartnerWebhooksService } from './partner-webhooks.service';
import type { PartnersService } from './partners.service';

const idParams = z.object({ id: z.string().max(64) });

/** /api/partner: the screens' API for the partner profile and partner domains (/partner). */
export function registerPartnerRoutes(
  app: FastifyInstance,
  {
    partners,
    links,
    webhooks,
    workspace,
  }: {
    partners: PartnersService;
    links: PartnerDomainsService;
    webhooks: PartnerWebhooksService;
    workspace: WorkspaceResolver;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partner'];

  r.get(
    '/api/partner',
    { schema: { summary: 'The partner settings and branding', tags, response: { 200: partnerProfileSchema } } },
    async (request) => partners.profile(await workspace(request)),
  );

  r.put(
    '/api/partner',
    {
      schema: {
        summary: 'Save the partner settings and branding',
        tags,
        body: partnerProfileInputSchema,
        response: { 200: partnerProfileSchema },
      },
    },
    async (request) => partners.update(await workspace(request), request.body),
  );

  r.post(
    '/api/partner/webhook-secret',
    {
      schema: {
        tags,
        summary: 'Make a new webhook signing secret (answered once)',
        response: { 201: partnerWebhookSecretSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await partners.rotateWebhookSecret(await workspace(request))),
  );

  r.post(
    '/api/partner/webhook-test',
    {
      schema: {
        tags,
        summary: 'Send a signed test event to the webhook address now (logged with the deliveries)',
        response: { 200: integrationTestResultSchema },
      },
    },
    async (request) => webhooks.test(await workspace(request)),
  );

  r.get(
    '/api/partner/deliveries',
    {
      schema: {
        tags,
        summary: 'Partner events sent to the webhook address, newest first (one row per attempt)',
        querystring: partnerDeliveryQuerySchema,
        response: { 200: partnerDeliveryListSchema },
      },
    },
    async (request) => webhooks.deliveries(await workspace(request), request.query),
  );

  r.get(
    '/api/partner/domains',
    {
      schema: {
        summary: "List domains linked to a partner's own ids",
        tags,
        response: { 200: partnerDomainListSchema },
      },
    },
    async (request) => ({
      data: await links.list(await workspace(request)),
    }),
  );

  r.post(
    '/api/partner/domains',
    {
      schema: {
        summary: "Link a domain to a partner's own id",
        tags,
        body: partnerDomainInputSchema,
        response: { 201: partnerDomainSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await links.link(await workspace(request), request.body)),
  );

  r.patch(
    '/api/partner/domains/:id',
    {
      schema: {
        summary: 'Change a partner domain link',
        tags,
        params: idParams,
        body: partnerDomainUpdateSchema,
        response: { 200: partnerDomainSchema },
      },
    },
    async (request) => links.update(await workspace(request), { id: request.params.id }, request.body),
  );

  r.delete(
    '/api/partner/domains/:id',
    {
      schema: {
        tags,
        summary: 'Unlink (the domain stays)',
        params: idParams,
        response: { 204: z.null().describe('Unlinked') },
      },
    },
    async (request, reply) => {
      await links.unlink(await workspace(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
