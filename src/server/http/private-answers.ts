import type { FastifyInstance } from 'fastify';

/**
 * No browser or shared cache keeps an API answer unless its route says it may, and none keeps an answer made for
 * a signed-in caller at all, whatever the route said (decision 031): those carry the account's data.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && (request.user || !reply.hasHeader('cache-control'))) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
