import type { FastifyInstance } from 'fastify';

/** Plenty for a form of a few fields (a password, an e-mail address). */
const FORM_BODY_LIMIT = 16_384;

/**
 * HTML forms posted without JavaScript (`application/x-www-form-urlencoded`), read as a plain object of strings for
 * the route's zod schema. Registered per plugin scope by the routes that take forms (the public status pages), so
 * every other route keeps refusing that type with 415.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
