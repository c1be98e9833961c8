import { v1Schema } from '../api-v1/v1-schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKeyListSchema,
  apiKeySchema,
  apiUsageQuerySchema,
  apiUsageSchema,
  createApiKeySchema,
  createdApiKeySchema,
  updateApiKeySchema,
} from '../../../shared/contracts/partner-api';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import { requireApiCaller } from './api-caller';
import type { ApiKeysService } from './api-keys.service';

const idParams = z.object({ id: z.string().max(64) });

/** /api/partner-api: the signed-in screens' API keys and usage of the current workspace. */
export function registerApiKeyRoutes(
  app: FastifyInstance,
  { keys, workspace }: { keys: ApiKeysService; workspace: WorkspaceResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['partner-api'];

  r.get(
    '/api/partner-api/keys',
    { schema: { summary: 'List API keys', tags, response: { 200: apiKeyListSchema } } },
    async (request) => keys.list(await workspace(request)),
  );

  r.post(
    '/api/partner-api/keys',
    {
      schema: {
        summary: 'Create an API key (shown once)',
        tags,
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await keys.create(await workspace(request), request.body)),
  );

  r.patch(
    '/api/partner-api/keys/:id',
    {
      schema: {
        summary: 'Change an API key',
        tags,
        params: idParams,
        body: updateApiKeySchema,
        response: { 200: apiKeySchema },
      },
    },
    async (request) => keys.update(await workspace(request), request.params.id, request.body),
  );

  r.delete(
    '/api/partner-api/keys/:id',
    {
      schema: { summary: 'Revoke an API key', tags, params: idParams, response: { 204: z.null().describe('Revoked') } },
    },
    async (request, reply) => {
      await keys.revoke(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/partner-api/usage',
    {
      schema: {
        summary: "The partner API's usage",
        tags,
        querystring: apiUsageQuerySchema,
        response: { 200: apiUsageSchema },
      },
    },
    async (request) => keys.usage(await workspace(request), request.query.days),
  );
}

/** GET /api/v1/usage: the calling key's workspace's usage and quota, as the Partner API screen shows it. */
export function registerV1UsageRoute(v1: FastifyInstance, { keys }: { keys: ApiKeysService }) {
  v1.withTypeProvider<ZodTypeProvider>().get(
    '/usage',
    {
      schema: v1Schema('usage', {
        summary: "The workspace's API calls per day and per endpoint, and this month's quota",
        querystring: apiUsageQuerySchema,
        response: { 200: z.object({ data: apiUsageSchema }) },
      }),
    },
    async (request) => {
      const caller = requireApiCaller(request);
      return { data: await keys.usageOf({ id: caller.partnerId }, caller.workspace.plan, request.query.days) };
    },
  );
}
