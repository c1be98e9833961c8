import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PUSH_EXIT_CODE_SEGMENT,
  pushAcceptedSchema,
  pushQuerySchema,
  type PushKind,
  type PushQuery,
} from '../../../shared/contracts/push';
import { apiErrorSchema } from '../../../shared/contracts/errors';
import { AppError } from '../../http/errors';
import { ipKey } from '../../http/rate-limit-key';
import { readPingBody, firstKilobyte } from './ping-message';
import { BUSY_RETRY_AFTER_SECONDS, type PushService } from './push.service';

/** Bodies up to this size are taken (a log's tail, say); only their first kilobyte is kept. */
const PUSH_BODY_LIMIT = 100 * 1024;
/** Serialized once: every accepted ping answers the same bytes. */
const ACCEPTED = '{"ok":true}';

const tokenParams = z.object({ token: z.string() });
const exitCodeParams = z.object({ token: z.string(), exitCode: z.string() });
const responses = { 200: pushAcceptedSchema, 404: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

/**
 * The push URLs of heartbeat monitors (decision 049): `GET|POST /api/push/:token`, `/start`, `/fail` and
 * `/:exitCode`. No session, no cookie, no origin check (http/session.ts and http/origin-check.ts leave /api/push/
 * alone): the secret token in the path is the only key, and the answer says nothing about the monitor.
 * Logged only from warnings up: the request line holds the token.
 */
export function registerPushRoutes(app: FastifyInstance, { push }: { push: PushService }) {
  return app.register(async (scope) => {
    // Any body, of any type, as bytes: cron scripts post logs as text, forms or JSON, and a ping must not fail on it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PUSH_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    async function accept(
      request: FastifyRequest,
      reply: FastifyReply,
      kind: PushKind,
      query: PushQuery,
      pathExitCode?: number,
    ) {
      // HEAD (Fastify answers it with the GET handler) is a link preview or a checker looking at the URL, not the job
      if (request.method === 'HEAD')
        return reply.header('content-type', 'application/json; charset=utf-8').send(ACCEPTED);
      const body =
        request.method === 'POST'
          ? readPingBody(request.body as Buffer | undefined, request.headers['content-type'])
          : { message: null };
      const exitCode = pathExitCode ?? body.exitCode ?? query.exitCode ?? null;
      const message = body.message ?? (query.msg === undefined ? null : firstKilobyte(query.msg));
      try {
        await push.receive({
          token: (request.params as { token: string }).token,
          kind,
          exitCode,
          message,
          address: ipKey(request),
        });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 503)
          void reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        throw error;
      }
      return reply.header('content-type', 'application/json; charset=utf-8').send(ACCEPTED);
    }

    const tags = ['heartbeats'];
    const common = { logLevel: 'warn' as const };
    for (const [suffix, kind] of [
      ['', 'ping'],
      ['/start', 'start'],
      ['/fail', 'fail'],
    ] as const) {
      r.route({
        method: ['GET', 'POST'],
        url: `/api/push/:token${suffix}`,
        ...common,
        schema: {
          tags,
          summary:
            kind === 'ping'
              ? "A heartbeat monitor's ping: the job ran (a non-zero exitCode: it failed)"
              : kind === 'start'
                ? 'A heartbeat monitor: the job started (it must report its end within the grace time)'
                : 'A heartbeat monitor: the job failed',
          params: tokenParams,
          querystring: pushQuerySchema,
          response: responses,
        },
        handler: (request, reply) => accept(request, reply, kind, request.query),
      });
    }
    r.route({
      method: ['GET', 'POST'],
      url: '/api/push/:token/:exitCode',
      ...common,
      schema: {
        tags,
        summary: "A heartbeat monitor's ping with the job's exit code in the path (0: success; anything else: failure)",
        params: exitCodeParams,
        querystring: pushQuerySchema,
        response: responses,
      },
      handler: (request, reply) => {
        const segment = request.params.exitCode;
        const code = PUSH_EXIT_CODE_SEGMENT.test(segment) ? Number(segment) : NaN;
        if (!(code <= 255)) throw new AppError(404, 'NOT_FOUND', 'The requested resource was not found.');
        return accept(request, reply, 'ping', request.query, code);
      },
    });
  });
}
