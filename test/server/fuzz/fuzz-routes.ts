import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { JsonSchema } from './json-schema-sample';
import type { FuzzRoute } from './request-cases';

/** The top-level fields a zod schema finds fault with; undefined for a schema that is not zod. */
function faultsOf(schema: unknown): ((value: unknown) => string[]) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return (value) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0] ?? ''));
  };
}

/** A request schema as JSON Schema: zod's own conversion (the input side), or a plain JSON Schema as it is. */
function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  if (schema instanceof z.ZodType) {
    const json: unknown = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    return json as JsonSchema;
  }
  return schema;
}

/** What the fuzz needs of a route as Fastify registers it (an onRoute hook): one entry per method. */
export function fuzzRoutesOf(route: RouteOptions): FuzzRoute[] {
  const schema = route.schema as Record<string, unknown> | undefined;
  return [route.method].flat().map((method) => ({
    method,
    url: route.url,
    params: toJsonSchema(schema?.params),
    querystring: toJsonSchema(schema?.querystring),
    body: toJsonSchema(schema?.body),
    faultsIn: { querystring: faultsOf(schema?.querystring), body: faultsOf(schema?.body) },
  }));
}
