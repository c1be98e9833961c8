import type { SwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../shared/contracts/errors';
import { ADMIN_API_PREFIX } from './admin-guard';
import { operationIdOf } from './openapi-operation-id';
import { requiresSession, routeSecurity, SESSION_SECURITY_SCHEME } from './route-security';
import { isSessionless, KEY_AUTH_PREFIX, SESSION_COOKIE } from './session';

/** Set by the per-route transform, read and removed by the document's: the route has a request limit. */
const RATE_LIMITED = 'x-sitewarden-rate-limited';

const CHANGING_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/** The failures of SPEC §8, one shared answer each; operations point at the ones their route can give. */
const ERROR_RESPONSES = {
  BadRequest: 'The request is not valid: `details.fieldErrors` names the fields (code VALIDATION_ERROR).',
  Unauthorized: 'No session: the session cookie is missing, expired or signed out (code UNAUTHORIZED).',
  Forbidden:
    'Refused: a request from another site (CROSS_SITE_REQUEST), or the role, the plan or the demo does not allow it.',
  NotFound: 'No such resource in your workspace (an administrator route answers this to everyone else signed in too).',
  Conflict: 'The change conflicts with the current state: it exists already, or a concurrent change came first.',
  TooManyRequests: 'Too many requests: wait `details.retryAfter` seconds (also the Retry-After header).',
} as const;
type ErrorResponse = keyof typeof ERROR_RESPONSES;

type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  [RATE_LIMITED]?: boolean;
};
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

/** The 4xx answers an operation can give, from facts about it rather than from each route. */
function errorsOf(method: string, path: string, operation: Operation): Partial<Record<string, ErrorResponse>> {
  const session = requiresSession(operation.security ?? []);
  const changes = CHANGING_METHODS.has(method);
  // the origin check (http/origin-check.ts) guards every change on /api that reads a session
  const crossSiteChecked = changes && path.startsWith('/api/') && !isSessionless(path);
  const hasInput = Boolean(operation.requestBody || operation.parameters?.length);
  return {
    ...(hasInput ? { 400: 'BadRequest' } : {}),
    ...(session ? { 401: 'Unauthorized' } : {}),
    ...(crossSiteChecked ? { 403: 'Forbidden' } : {}),
    ...(operation.parameters?.some((p) => p.in === 'path') || path.startsWith(ADMIN_API_PREFIX)
      ? { 404: 'NotFound' }
      : {}),
    ...(session && changes ? { 409: 'Conflict' } : {}),
    ...(operation[RATE_LIMITED] ? { 429: 'TooManyRequests' } : {}),
  };
}

const rateLimited = (route: RouteOptions) => Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);

/**
 * The session API's OpenAPI document (GET /api/docs/json, the Swagger UI at /api/docs): the routes' zod schemas as
 * the v1 document takes them, with what every operation shares worked out in one place: its operationId from method
 * and path, its security (the session cookie unless the route serves visitors: route-security.ts, which the requests
 * are held to as well) and the SPEC §8 error answers its route can give. /api/v1 has its own document.
 */
export function sessionOpenApiOptions({ publicUrl }: { publicUrl: string }): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sitewarden API',
        version: '1.0.0',
        description:
          'Website and domain monitoring: the API the web app uses, signed in with the session cookie that ' +
          'POST /api/auth/login sets. Integrations use the partner API (/api/v1, API keys) instead.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          [SESSION_SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The HttpOnly session cookie set by POST /api/auth/login (and sign-up, provider sign-in).',
          },
        },
      },
    },
    transform: (input) => {
      if (input.url.startsWith(KEY_AUTH_PREFIX)) return { schema: { hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform(input) as { schema?: Record<string, unknown>; url: string };
      if (schema?.hide) return { schema, url };
      return {
        schema: {
          ...schema,
          security: routeSecurity(input.url, input.schema),
          ...(rateLimited(input.route) ? { [RATE_LIMITED]: true } : {}),
        },
        url,
      };
    },
    transformObject: (input) =>
      completeDocument(('openapiObject' in input ? input.openapiObject : input.swaggerObject) as Document),
  };
}

function completeDocument(document: Document): Document {
  const errorSchema = z.toJSONSchema(apiErrorSchema) as Record<string, unknown>;
  delete errorSchema.$schema;
  const components = (document.components ??= {});
  (components.schemas ??= {}).ApiError = errorSchema;
  components.responses = Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, description]) => [
      name,
      {
        description,
        ...(name === 'TooManyRequests'
          ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    ]),
  );
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, shared] of Object.entries(operations)) {
      // one route with several methods shares its operation object: each method gets its own
      const { [RATE_LIMITED]: _flag, ...operation } = shared;
      const errors = Object.entries(errorsOf(method, path, shared)).filter(([code]) => !operation.responses?.[code]);
      operations[method] = {
        ...operation,
        operationId: operation.operationId ?? operationIdOf(method, path, '/api'),
        responses: {
          ...operation.responses,
          ...Object.fromEntries(errors.map(([code, name]) => [code, { $ref: `#/components/responses/${name}` }])),
        },
      };
    }
  }
  return document;
}
