import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertPreferencesSchema,
  createdWebhookIntegrationSchema,
  createSlackIntegrationSchema,
  createWebhookIntegrationSchema,
  deliveryListQuerySchema,
  deliveryListSchema,
  integrationTestResultSchema,
  slackIntegrationSchema,
  updateAlertPreferencesSchema,
  updateSlackIntegrationSchema,
  updateWebhookIntegrationSchema,
  webhookIntegrationSchema,
} from '../../../shared/contracts/notification-settings';
import type { WorkspaceResolver } from '../workspaces/workspace.service';
import type { NotificationSettingsService } from './notification-settings.service';

const idParams = z.object({ id: z.string().max(64) });

/** Alert preferences, Slack and webhook integrations, and the delivery log. Thin: the service decides. */
export function registerNotificationSettingsRoutes(
  app: FastifyInstance,
  { settings, workspace }: { settings: NotificationSettingsService; workspace: WorkspaceResolver },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  r.get(
    '/api/settings/alert-preferences',
    { schema: { summary: 'The alert preferences', tags, response: { 200: alertPreferencesSchema } } },
    async (request) => settings.getPreferences(await workspace(request)),
  );
  r.put(
    '/api/settings/alert-preferences',
    {
      schema: {
        summary: 'Save the alert preferences',
        tags,
        body: updateAlertPreferencesSchema,
        response: { 200: alertPreferencesSchema },
      },
    },
    async (request) => settings.updatePreferences(await workspace(request), request.body),
  );

  r.get(
    '/api/integrations/slack',
    { schema: { summary: 'List Slack integrations', tags, response: { 200: z.array(slackIntegrationSchema) } } },
    async (request) => settings.listSlack(await workspace(request)),
  );
  r.post(
    '/api/integrations/slack',
    {
      schema: {
        summary: 'Add a Slack integration',
        tags,
        body: createSlackIntegrationSchema,
        response: { 201: slackIntegrationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await settings.createSlack(await workspace(request), request.body)),
  );
  r.patch(
    '/api/integrations/slack/:id',
    {
      schema: {
        summary: 'Change a Slack integration',
        tags,
        params: idParams,
        body: updateSlackIntegrationSchema,
        response: { 200: slackIntegrationSchema },
      },
    },
    async (request) => settings.updateSlack(await workspace(request), request.params.id, request.body),
  );
  r.delete(
    '/api/integrations/slack/:id',
    {
      schema: {
        summary: 'Remove a Slack integration',
        tags,
        params: idParams,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await settings.deleteSlack(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/api/integrations/slack/:id/test',
    {
      schema: {
        summary: 'Send a test message to Slack',
        tags,
        params: idParams,
        response: { 200: integrationTestResultSchema },
      },
    },
    async (request) => settings.testSlack(await workspace(request), request.params.id),
  );

  r.get(
    '/api/integrations/webhooks',
    { schema: { summary: 'List webhooks', tags, response: { 200: z.array(webhookIntegrationSchema) } } },
    async (request) => settings.listWebhooks(await workspace(request)),
  );
  r.post(
    '/api/integrations/webhooks',
    {
      schema: {
        summary: 'Add a webhook',
        tags,
        body: createWebhookIntegrationSchema,
        response: { 201: createdWebhookIntegrationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await settings.createWebhook(await workspace(request), request.body)),
  );
  r.patch(
    '/api/integrations/webhooks/:id',
    {
      schema: {
        summary: 'Change a webhook',
        tags,
        params: idParams,
        body: updateWebhookIntegrationSchema,
        response: { 200: webhookIntegrationSchema },
      },
    },
    async (request) => settings.updateWebhook(await workspace(request), request.params.id, request.body),
  );
  r.delete(
    '/api/integrations/webhooks/:id',
    {
      schema: { summary: 'Remove a webhook', tags, params: idParams, response: { 204: z.null().describe('Removed') } },
    },
    async (request, reply) => {
      await settings.deleteWebhook(await workspace(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  r.post(
    '/api/integrations/webhooks/:id/test',
    {
      schema: {
        summary: 'Send a test delivery to a webhook',
        tags,
        params: idParams,
        response: { 200: integrationTestResultSchema },
      },
    },
    async (request) => settings.testWebhook(await workspace(request), request.params.id),
  );

  r.get(
    '/api/notifications/deliveries',
    {
      schema: {
        summary: "The workspace's notification delivery log",
        tags,
        querystring: deliveryListQuerySchema,
        response: { 200: deliveryListSchema },
      },
    },
    async (request) => settings.listDeliveries(await workspace(request), request.query),
  );
}
