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
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { PartnerDomainsService } from './partner-domains.service';
import type { PartnersService } from './partners.service';

const idParams = z.object({ id: z.string().max(64) });

/** /api/partner: the screens' API for the partner profile and partner domains (/partner). */
export function registerPartnerRoutes(
  app: FastifyInstance,
  { partners, links, workspace }: { partners: PartnersService; links: PartnerDomainsService; workspace: WorkspaceResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partner'];

  r.get('/api/partner', { schema: { tags, response: { 200: partnerProfileSchema } } }, async (request) => partners.profile(await workspace(request)));

  r.put('/api/partner', { schema: { tags, body: partnerProfileInputSchema, response: { 200: partnerProfileSchema } } }, async (request) =>
    partners.update(await workspace(request), request.body),
  );

  r.post(
    '/api/partner/webhook-secret',
    { schema: { tags, summary: 'Make a new webhook signing secret (answered once)', response: { 201: partnerWebhookSecretSchema } } },
    async (request, reply) => reply.status(201).send(await partners.rotateWebhookSecret(await workspace(request))),
  );

  r.get('/api/partner/domains', { schema: { tags, response: { 200: partnerDomainListSchema } } }, async (request) => ({
    data: await links.list(await workspace(request)),
  }));

  r.post('/api/partner/domains', { schema: { tags, body: partnerDomainInputSchema, response: { 201: partnerDomainSchema } } }, async (request, reply) =>
    reply.status(201).send(await links.link(await workspace(request), request.body)),
  );

  r.patch(
    '/api/partner/domains/:id',
    { schema: { tags, params: idParams, body: partnerDomainUpdateSchema, response: { 200: partnerDomainSchema } } },
    async (request) => links.update(await workspace(request), { id: request.params.id }, request.body),
  );

  r.delete('/api/partner/domains/:id', { schema: { tags, summary: 'Unlink (the domain stays)', params: idParams } }, async (request, reply) => {
    await links.unlink(await workspace(request), { id: request.params.id });
    return reply.status(204).send();
  });
}
