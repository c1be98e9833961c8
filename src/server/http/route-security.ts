import type { FastifyInstance, FastifySchema } from 'fastify';
import { unauthorized } from './errors';
import { isSessionless } from './session';

/** The OpenAPI name of the session cookie's security scheme (the document's components.securitySchemes). */
export const SESSION_SECURITY_SCHEME = 'sessionCookie';

type SecurityRequirements = Array<Record<string, string[]>>;

/** A route's `schema.security` for calls a visitor may make: no session is needed (one may still be read). */
export const NO_SESSION: SecurityRequirements = [];
/** A route's `schema.security` for calls that answer visitors and members differently (OpenAPI: `{}` = anonymous). */
export const OPTIONAL_SESSION: SecurityRequirements = [{}, { [SESSION_SECURITY_SCHEME]: [] }];
/** Every other route of the session API: a signed-in session (the default; routes do not write it). */
export const SESSION_REQUIRED: SecurityRequirements = [{ [SESSION_SECURITY_SCHEME]: [] }];

/**
 * What a route asks of its caller, the one fact the OpenAPI document states and the hook below enforces. Calls
 * outside /api and /auth read no session (status pages, links in e-mails), nor do the sessionless /api prefixes
 * (heartbeat pushes, the partner API, Stripe's webhook); hidden routes are not the session API's (the docs
 * themselves, health checks); a route that serves visitors says so with NO_SESSION or OPTIONAL_SESSION.
 */
export function routeSecurity(url: string, schema: FastifySchema | undefined): SecurityRequirements {
  if ((!url.startsWith('/api/') && !url.startsWith('/auth/')) || isSessionless(url)) return NO_SESSION;
  const declared = schema as (FastifySchema & { hide?: boolean; security?: SecurityRequirements }) | undefined;
  if (declared?.hide) return NO_SESSION;
  return declared?.security ?? SESSION_REQUIRED;
}

export const requiresSession = (security: SecurityRequirements): boolean =>
  security.length > 0 && security.every((requirement) => SESSION_SECURITY_SCHEME in requirement);

/**
 * Refuses a visitor on every route that needs a session before any of the request is read: a 401 rather than a
 * 400 that would name the body's fields, and the same answer the document promises. Registered after the session
 * hook; the routes still call requireUser / the workspace resolver for the user they act as.
 */
export function registerSessionRequirement(app: FastifyInstance): void {
  // worked out once per route, not per request: `request.routeOptions` builds a new object at every read
  const needed = new Map<string, boolean>();
  app.addHook('onRequest', async (request) => {
    if (request.user) return;
    const { url, method, schema } = request.routeOptions;
    if (url === undefined) return;
    const key = `${String(method)} ${url}`;
    let needs = needed.get(key);
    if (needs === undefined) needed.set(key, (needs = requiresSession(routeSecurity(url, schema))));
    if (needs) throw unauthorized();
  });
}
