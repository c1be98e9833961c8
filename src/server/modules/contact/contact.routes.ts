import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_RECEIVED_MESSAGE,
  contactFormTokenSchema,
  contactMessageSchema,
  contactReceiptSchema,
  contactSubmissionSchema,
} from '../../../shared/contracts/contact';
import { requireAdmin } from '../../http/session';
import { NO_SESSION } from '../../http/route-security';
import type { Mailer } from '../../notifications/mailer';
import { operatorRecipients } from '../../notifications/operator-recipients';
import type { Database } from '../../db/client';
import { requestMeta } from '../../http/request-meta';
import { createContactRepository } from './contact.repository';
import { createContactService } from './contact.service';
import { signFormToken } from './form-token';

/** Per address: a person writes a few messages an hour at most. */
export const CONTACT_LIMIT = { max: 5, timeWindow: 60 * 60_000 };

export interface ContactRouteOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  operatorEmails?: string[];
  publicUrl: string;
}

/** /contact (SPEC §2.1): the form's token, the message itself, and the operators' list of messages. */
export function registerContactRoutes(app: FastifyInstance, options: ContactRouteOptions): void {
  const contact = createContactService({
    repo: createContactRepository(options.db),
    mailer: options.mailer,
    secret: options.secret,
    operators: operatorRecipients(options.db, options.operatorEmails),
    adminUrl: `${options.publicUrl}/api/admin/contact-messages`,
    log: app.log,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/contact/form-token',
    {
      schema: {
        summary: 'A signed token for the contact form',
        tags: ['contact'],
        security: NO_SESSION,
        response: { 200: contactFormTokenSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ token: signFormToken(options.secret, Date.now()) }),
  );

  r.post(
    '/api/contact',
    {
      config: { rateLimit: CONTACT_LIMIT },
      schema: {
        summary: 'Send a message to the operator',
        tags: ['contact'],
        security: NO_SESSION,
        body: contactSubmissionSchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) => {
      await contact.submit(request.body, requestMeta(request));
      return reply.status(201).send({ message: CONTACT_RECEIVED_MESSAGE });
    },
  );

  r.get(
    '/api/admin/contact-messages',
    {
      schema: {
        summary: 'Messages sent through the contact form (administrators)',
        tags: ['admin'],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ data: z.array(contactMessageSchema) }) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const rows = await contact.list(request.query.limit);
      return {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          company: row.company,
          subject: row.subject,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
