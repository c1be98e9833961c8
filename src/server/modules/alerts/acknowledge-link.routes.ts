import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertsLink } from '../../notifications/message';
import type { AcknowledgeLinks } from './acknowledge-link.service';
import { acknowledgeScreen } from './acknowledge-screens';
import { ACKNOWLEDGE_PATH } from '../../notifications/acknowledge-token';

const tokenQuery = z.object({ token: z.string().max(400).optional() });
/** The button's form post carries nothing: the token in the address is the key. */
const SMALL_BODY = 4 * 1024;
const STATUS = { invalid: 404, expired: 410, unavailable: 404, open: 200, acknowledged: 200, resolved: 200 } as const;
/** The screens of a link that no longer leads to an alert, as the document shows them. */
const LINK_GONE = {
  404: z.string().describe('A page saying the link is not valid, or its alert is no longer there'),
  410: z.string().describe('A page saying the link has expired, with the way to the alerts'),
};

/**
 * An alert e-mail's Acknowledge link (decision 073), outside /api: no session and no origin check. GET shows the
 * alert with a button and changes nothing (link scanners open every link); the button's POST acknowledges.
 */
export function registerAcknowledgeLinkRoutes(
  app: FastifyInstance,
  deps: { links: AcknowledgeLinks; publicUrl: string },
) {
  const alertsUrl = alertsLink(deps.publicUrl);
  const tags = ['alerts'];
  const send = (reply: FastifyReply, state: Awaited<ReturnType<AcknowledgeLinks['look']>>, token: string) =>
    reply
      .status(STATUS[state.kind])
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(acknowledgeScreen(state, token, alertsUrl));

  return app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SMALL_BODY }, (_request, _body, done) =>
      done(null, undefined),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get(
      ACKNOWLEDGE_PATH,
      {
        schema: {
          tags,
          summary: "An alert e-mail's Acknowledge link: the alert and a button (a GET never acknowledges)",
          querystring: tokenQuery,
          produces: ['text/html'],
          response: {
            200: z.string().describe('A page with the alert and its Acknowledge button, or its state'),
            ...LINK_GONE,
          },
        },
      },
      async (request, reply) => {
        const token = request.query.token ?? '';
        return send(reply, await deps.links.look(token), token);
      },
    );
    r.post(
      ACKNOWLEDGE_PATH,
      {
        schema: {
          tags,
          summary: "Acknowledge the alert of an e-mail's link, as its recipient",
          querystring: tokenQuery,
          produces: ['text/html'],
          response: {
            200: z.string().describe('A page saying the alert is acknowledged (or was, or is resolved)'),
            ...LINK_GONE,
          },
        },
      },
      async (request, reply) => {
        const token = request.query.token ?? '';
        return send(reply, await deps.links.acknowledge(token), token);
      },
    );
  });
}
