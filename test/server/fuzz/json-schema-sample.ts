/** The part of JSON Schema (draft 2020-12, as zod 4's toJSONSchema writes it) that request schemas use. */
export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Values a field may need to get past the first checks: an owned domain's id, a team's slug (by field name). */
export type KnownValues = Record<string, string>;

const FORMAT_SAMPLES: Record<string, string> = {
  email: 'fuzz@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '7f1c5d3e-9b8a-4c2d-8e6f-1a2b3c4d5e6f',
  'date-time': '2026-01-15T10:00:00.000Z',
  date: '2026-01-15',
  time: '10:00',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
};

/** Field names that say what a plain string holds, for a sample that passes more than the type check. */
const NAME_HINTS: [RegExp, string][] = [
  [/e-?mail/i, 'fuzz@example.com'],
  [/url|href|link|endpoint/i, 'https://example.com/'],
  [/domain|host/i, 'example.com'],
  [/time-?zone/i, 'Europe/London'],
  [/date|At$|since|until|from|to$/i, '2026-01-15T10:00:00.000Z'],
  [/password/i, 'correct-horse-battery-staple'],
];

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 20; hops++) {
    const name = current.$ref.replace(/^#\/\$defs\//, '');
    current = root.$defs?.[name] ?? {};
  }
  return current;
}

function stringSample(schema: JsonSchema, name: string | undefined, known: KnownValues): string {
  let value =
    (name !== undefined ? known[name] : undefined) ??
    (schema.format ? FORMAT_SAMPLES[schema.format] : undefined) ??
    (name !== undefined ? NAME_HINTS.find(([pattern]) => pattern.test(name))?.[1] : undefined) ??
    'Fuzz sample';
  if (schema.minLength !== undefined && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
  if (schema.maxLength !== undefined && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
  return value;
}

function numberSample(schema: JsonSchema, integer: boolean): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
  const value = low ?? (high !== undefined ? Math.min(high, 1) : 1);
  return integer ? Math.ceil(value) : value;
}

/**
 * A value the schema would most likely accept: required and optional fields all present, the first enum value,
 * formats and field names honoured. Not always valid (patterns and cross-field rules are not solved); the fuzz
 * mutates one field of it at a time, so the others look right.
 */
export function sampleOf(
  schema: JsonSchema | boolean | undefined,
  context: { root: JsonSchema; known: KnownValues },
  name?: string,
  depth = 0,
): unknown {
  if (schema === undefined || typeof schema === 'boolean' || depth > 12) return 'Fuzz sample';
  const s = resolve(schema, context.root);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined && s.type === undefined && !s.anyOf && !s.oneOf) return s.default;
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) {
    const nonNull = options.filter((o) => resolve(o, context.root).type !== 'null');
    return sampleOf(nonNull[0] ?? options[0], context, name, depth + 1);
  }
  if (s.allOf?.length) return sampleOf(s.allOf[0], context, name, depth + 1);
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'string':
      return stringSample(s, name, context.known);
    case 'number':
      return numberSample(s, false);
    case 'integer':
      return numberSample(s, true);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      if (s.prefixItems) return s.prefixItems.map((item) => sampleOf(item, context, name, depth + 1));
      const count = Math.max(1, s.minItems ?? 0);
      return Array.from({ length: count }, () => sampleOf(s.items, context, name, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(s.properties ?? {})) {
        out[key] = sampleOf(property, context, key, depth + 1);
      }
      if (!s.properties && typeof s.additionalProperties === 'object') {
        out.key = sampleOf(s.additionalProperties, context, 'key', depth + 1);
      }
      return out;
    }
    default:
      return s.properties ? sampleOf({ ...s, type: 'object' }, context, name, depth) : 'Fuzz sample';
  }
}

/** The top-level properties of an object schema (after $ref), in order. */
export function propertiesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const s = schema.$ref ? resolve(schema, schema) : schema;
  return Object.keys(s.properties ?? {});
}
