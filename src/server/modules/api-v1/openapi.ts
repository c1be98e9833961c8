import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_V1_PAGE_SIZE_MAX, IDEMPOTENCY_WINDOW_HOURS } from '../../../shared/constants/partner-api';
import { operationIdOf } from '../../http/openapi-operation-id';
import { V1_SECURITY_SCHEME } from './v1-schema';

type JsonSchema = {
  properties?: Record<string, JsonSchema & { description?: string }>;
  required?: string[];
  description?: string;
  type?: unknown;
};
type Transformed = {
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  response?: Record<string, JsonSchema>;
  summary?: string;
  tags?: string[];
  security?: unknown;
};

const RATE_HEADERS = {
  'RateLimit-Policy': { description: "The key's limit and window (IETF httpapi draft).", schema: { type: 'string' } },
  RateLimit: {
    description: 'Requests left and seconds until the window resets (IETF httpapi draft).',
    schema: { type: 'string' },
  },
  'X-RateLimit-Limit': { description: 'Requests allowed per window.', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in this window.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' } },
};

/** The transform's JSON schemas carry its own placeholder `$id` and `$schema`: not part of an OpenAPI schema object. */
function clean<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clean) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== '$id' && k !== '$schema')
      .map(([k, v]) => [k, clean(v)]),
  ) as T;
}

/**
 * The OpenAPI 3.1 document of /api/v1 alone (decision 057), built from the routes' own zod schemas (the same
 * transform /api/docs uses, asked for 3.1): the routes are collected as the v1 plugin registers them.
 */
export function createV1OpenApi({ publicUrl, prefix }: { publicUrl: string; prefix: string }) {
  const routes: RouteOptions[] = [];
  let built: unknown;

  function operation(route: RouteOptions, method: string) {
    const { schema } = clean(
      jsonSchemaTransform({
        schema: route.schema,
        url: route.url,
        route,
        openapiObject: { openapi: '3.1.0' },
      } as never) as { schema: Transformed },
    );
    const parameters: unknown[] = [];
    for (const [name, s] of Object.entries(schema.params?.properties ?? {}))
      parameters.push({ name, in: 'path', required: true, schema: s });
    for (const [name, s] of Object.entries(schema.querystring?.properties ?? {})) {
      parameters.push({
        name,
        in: 'query',
        required: schema.querystring?.required?.includes(name) ?? false,
        ...(s.description ? { description: s.description } : {}),
        schema: s,
      });
    }
    if (method === 'post') {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description: `Send the same key again within ${IDEMPOTENCY_WINDOW_HOURS} hours to get the first answer back without the work being done twice.`,
        schema: { type: 'string', maxLength: 255 },
      });
    }
    const responses = Object.fromEntries(
      Object.entries(schema.response ?? {}).map(([code, s]) => {
        const description = s.description ?? (code.startsWith('2') ? 'Success' : 'Error');
        if (code === '204') return [code, { description }];
        const headers =
          code === '429'
            ? { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } }, ...RATE_HEADERS }
            : code.startsWith('2')
              ? RATE_HEADERS
              : undefined;
        return [code, { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: s } } }];
      }),
    );
    return {
      operationId: operationIdOf(method, route.url, prefix),
      summary: schema.summary,
      tags: schema.tags,
      security: schema.security,
      parameters,
      ...(schema.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schema.body } } } }
        : {}),
      responses,
    };
  }

  return {
    /** Told about each route of the v1 plugin (its onRoute hook). */
    collect(route: RouteOptions): void {
      if (route.schema && !(route.schema as { hide?: boolean }).hide) routes.push(route);
    },

    /** The document, built once on first request (every route is registered by then). */
    document(): unknown {
      built ??= {
        openapi: '3.1.0',
        info: {
          title: 'Sitewarden API v1',
          version: '1.0.0',
          license: { name: 'MIT', identifier: 'MIT' },
          description: `The partner API: Bearer API keys from /partner-api; lists page with cursor and limit (at most ${API_V1_PAGE_SIZE_MAX}).`,
        },
        servers: [{ url: `${publicUrl.replace(/\/$/, '')}${prefix}` }],
        components: {
          securitySchemes: {
            [V1_SECURITY_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              description: 'An API key from /partner-api: Authorization: Bearer sw_live_...',
            },
          },
        },
        paths: routes.reduce<Record<string, Record<string, unknown>>>((paths, route) => {
          const path = route.url.slice(prefix.length).replace(/:(\w+)/g, '{$1}');
          for (const method of [route.method].flat()) {
            const m = method.toLowerCase();
            if (m === 'head') continue;
            (paths[path] ??= {})[m] = operation(route, m);
          }
          return paths;
        }, {}),
      };
      return built;
    },
  };
}
export type V1OpenApi = ReturnType<typeof createV1OpenApi>;
