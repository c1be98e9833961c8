import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { statusPageMessages, subscribeSchema } from '../../../shared/contracts/status-pages';
import { toErrorResponse } from '../../http/error-handler';
import { acceptFormBodies } from '../../http/form-body';
import { ipKey } from '../../http/rate-limit-key';
import {
  confirmAskScreen,
  confirmExpiredScreen,
  confirmUnknownScreen,
  subscribeAcceptedScreen,
  subscribeRefusedScreen,
  unsubscribeAskScreen,
  unsubscribedScreen,
  unsubscribeUnknownScreen,
  verifySuccessScreen,
} from './subscription-screens';
import type { SubscribersService } from './status-subscribers.service';
import { UNSUBSCRIBE_PATH, VERIFY_SUCCESS_PATH } from './subscriber-mail';

const FORM = 'application/x-www-form-urlencoded';
/** A subscribe form or a one-click POST is a few dozen bytes. */
const SMALL_BODY = 4 * 1024;

const slugParams = z.object({ slug: z.string().max(100) });
const tokenQuery = z.object({ token: z.string().max(200).optional() });
const acceptedSchema = z.object({ message: z.string() });

const isForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM);
const wantsJson = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().includes('json');

/** The screens of a confirmation or unsubscribe link that leads nowhere, as the document shows them. */
const UNKNOWN_LINK = { 404: z.string().describe('A page saying the link is not known (or its status page is gone)') };
const EXPIRED_LINK = {
  410: z.string().describe('A page saying the link has expired, with the way to subscribe again'),
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The public side of status page subscriptions (decision 053), no session and no origin check (not under /api):
 * POST /public/status/:slug/subscribe (JSON from the page's script, or the no-JS form), the confirmation link (GET
 * shows a Confirm button; its POST confirms),
 * /public/status/verify-success, and the unsubscribe link (GET shows a button; POST unsubscribes, RFC 8058 one-click).
 * Browsers get HTML screens, errors included; a JSON caller gets JSON in the SPEC §8 shape.
 */
export function registerPublicSubscriptionRoutes(
  app: FastifyInstance,
  { subscribers }: { subscribers: SubscribersService },
) {
  return app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      const retryAfter = (body.details as { retryAfter?: number } | undefined)?.retryAfter;
      if (status === 429 && retryAfter) void reply.header('retry-after', String(retryAfter));
      if (wantsJson(request)) return reply.status(status).send(body);
      const slug = (request.params as { slug?: string } | undefined)?.slug;
      return html(reply, status, subscribeRefusedScreen(body.message, slug));
    });

    const r = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['status-page subscribers'];

    // The subscribe endpoint: JSON, or the page's form without JavaScript.
    void r.register(async (forms) => {
      acceptFormBodies(forms);
      forms.withTypeProvider<ZodTypeProvider>().post(
        '/public/status/:slug/subscribe',
        {
          schema: {
            tags,
            summary:
              'Subscribe an e-mail address to a public status page (double opt-in: a confirmation link is mailed)',
            params: slugParams,
            body: subscribeSchema,
            response: { 202: acceptedSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
          },
        },
        async (request, reply) => {
          await subscribers.subscribe(request.params.slug, request.body.email, ipKey(request));
          if (isForm(request)) return html(reply, 202, subscribeAcceptedScreen(request.params.slug));
          return reply
            .status(202)
            .header('cache-control', 'no-store')
            .send({ message: statusPageMessages.subscribeAccepted });
        },
      );
    });

    // A GET never confirms (mail scanners open links): it shows the button, which POSTs to the same address.
    r.get(
      '/public/status/:slug/confirm',
      {
        schema: {
          tags,
          summary: 'The link of the confirmation e-mail: a screen with the Confirm button (a GET never confirms)',
          params: slugParams,
          querystring: tokenQuery,
          produces: ['text/html'],
          response: { 200: z.string().describe('A page with the Confirm button'), ...UNKNOWN_LINK, ...EXPIRED_LINK },
        },
      },
      async (request, reply) => {
        const token = request.query.token ?? '';
        const target = await subscribers.confirmTarget(request.params.slug, token);
        if (target.kind === 'pending') return html(reply, 200, confirmAskScreen(target, token));
        if (target.kind === 'expired') return html(reply, 410, confirmExpiredScreen(target.slug));
        return html(reply, 404, confirmUnknownScreen(request.params.slug));
      },
    );

    r.get(
      VERIFY_SUCCESS_PATH,
      {
        schema: {
          tags,
          summary: 'The "subscription confirmed" screen',
          querystring: z.object({ page: z.string().max(100).optional() }),
          produces: ['text/html'],
          response: { 200: z.string().describe('A page saying the subscription is confirmed') },
        },
      },
      async (request, reply) => {
        const slug = request.query.page;
        const name = slug ? await subscribers.publicPageName(slug) : undefined;
        return html(reply, 200, verifySuccessScreen(name, slug));
      },
    );

    r.get(
      UNSUBSCRIBE_PATH,
      {
        schema: {
          tags,
          summary: "An e-mail's unsubscribe link: a screen with the button (a GET never unsubscribes)",
          querystring: tokenQuery,
          produces: ['text/html'],
          response: { 200: z.string().describe('A page with the Unsubscribe button'), ...UNKNOWN_LINK },
        },
      },
      async (request, reply) => {
        const token = request.query.token ?? '';
        const target = await subscribers.unsubscribeTarget(token);
        return target
          ? html(reply, 200, unsubscribeAskScreen(target, token))
          : html(reply, 404, unsubscribeUnknownScreen());
      },
    );

    // The buttons' POSTs and RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` (form or
    // multipart), the buttons a form, some clients nothing. The token in the address is the key: any small body is
    // taken and ignored.
    void r.register(async (oneClick) => {
      oneClick.removeAllContentTypeParsers();
      oneClick.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SMALL_BODY }, (_request, _body, done) =>
        done(null, undefined),
      );
      oneClick.withTypeProvider<ZodTypeProvider>().post(
        '/public/status/:slug/confirm',
        {
          schema: {
            tags,
            summary: "The confirmation screen's button: confirms the subscription",
            params: slugParams,
            querystring: tokenQuery,
            produces: ['text/html'],
            response: {
              303: z.null().describe('Confirmed: a redirect to /public/status/verify-success'),
              ...UNKNOWN_LINK,
              ...EXPIRED_LINK,
            },
          },
        },
        async (request, reply) => {
          const outcome = await subscribers.confirm(request.params.slug, request.query.token ?? '');
          if (outcome.kind === 'confirmed') {
            return reply
              .header('cache-control', 'no-store')
              .redirect(`${VERIFY_SUCCESS_PATH}?page=${encodeURIComponent(outcome.slug)}`, 303);
          }
          if (outcome.kind === 'expired') return html(reply, 410, confirmExpiredScreen(outcome.slug));
          return html(reply, 404, confirmUnknownScreen(request.params.slug));
        },
      );
      oneClick.withTypeProvider<ZodTypeProvider>().post(
        UNSUBSCRIBE_PATH,
        {
          schema: {
            tags,
            summary: 'Unsubscribe (RFC 8058 one-click; no cookie; the same answer when repeated)',
            querystring: tokenQuery,
            produces: ['text/html'],
            response: { 200: z.string().describe('A page saying the address is unsubscribed'), ...UNKNOWN_LINK },
          },
        },
        async (request, reply) => {
          const target = await subscribers.unsubscribe(request.query.token ?? '');
          return target ? html(reply, 200, unsubscribedScreen(target)) : html(reply, 404, unsubscribeUnknownScreen());
        },
      );
    });
  });
}
