import type { ApiArea, ApiField, ApiOperation, ApiReference } from '../../../shared/contracts/api-reference';

/** The parts of an OpenAPI 3 document the reference reads. */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
}
interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}
export interface OpenApiDocument {
  openapi?: string;
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const AREA_TITLES: Record<string, string> = {
  domains: 'Domains, checks and uptime',
  monitors: 'Monitors',
  alerts: 'Alerts',
  'alert-thresholds': 'Alert thresholds',
  'status-pages': 'Status pages and incidents',
  maintenance: 'Maintenance windows',
  members: 'Members',
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '400': 'Invalid input',
  '401': 'No valid API key',
  '403': 'Not allowed',
  '404': 'Not found',
  '409': 'Conflict',
  '422': 'Idempotency-Key reused',
  '429': 'Rate limited',
};

/** Builds the readable reference of /api-docs from an OpenAPI document whose paths are relative to `basePath`. */
export function buildApiReference(doc: OpenApiDocument, basePath: string): ApiReference {
  const areas = new Map<string, ApiOperation[]>();
  for (const [relative, item] of Object.entries(doc.paths ?? {})) {
    const path = `${basePath}${relative}`;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const area = (operation.tags?.[0] ?? 'other').replace(/\s+/g, '-');
      const list = areas.get(area) ?? [];
      list.push(toOperation(method, path, operation));
      areas.set(area, list);
    }
  }
  const result: ApiArea[] = [...areas.entries()].map(([id, operations]) => ({
    id,
    title: AREA_TITLES[id] ?? titleCase(id),
    operations: operations.sort(
      (a, b) =>
        a.path.localeCompare(b.path) ||
        METHODS.indexOf(a.method.toLowerCase()) - METHODS.indexOf(b.method.toLowerCase()),
    ),
  }));
  // In the order the routes were registered: domains first, what integrators come for.
  return {
    title: doc.info?.title ?? 'API',
    version: doc.info?.version ?? '',
    openApiVersion: doc.openapi ?? '',
    areas: result,
  };
}

function toOperation(method: string, path: string, operation: OpenApiOperation): ApiOperation {
  const parameters = operation.parameters ?? [];
  const fieldOf = (p: (typeof parameters)[number]): ApiField =>
    field(p.name, p.schema ?? {}, p.required ?? false, p.description);
  const readablePath = path.replace(/\{(\w+)\}/g, ':$1');
  const bodySchema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
  return {
    id: `${method}-${readablePath}`
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase(),
    method: method.toUpperCase(),
    path: readablePath,
    summary: operation.summary ?? operation.description,
    pathParameters: parameters.filter((p) => p.in === 'path').map(fieldOf),
    queryParameters: parameters.filter((p) => p.in === 'query').map(fieldOf),
    body: bodySchema ? bodyFields(bodySchema) : null,
    responseBody: successFields(operation),
    responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
      status,
      description:
        response.description && response.description !== 'Default Response'
          ? response.description
          : (STATUS_TEXT[status] ?? 'Answer'),
    })),
  };
}

function successFields(operation: OpenApiOperation): ApiField[] | null {
  const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
  const schema = Object.values(success?.content ?? {})[0]?.schema;
  if (!schema?.properties) return null;
  const fields = objectFields(schema);
  const list = schema.properties.data;
  if (list?.type === 'array' && list.items?.properties) {
    fields.push(...objectFields(list.items).map((item) => ({ ...item, name: `data[].${item.name}` })));
  }
  return fields;
}

/**
 * A request body's fields, an object's own (`settings.url`) one level down. A body that is one of several shapes told
 * apart by a constant field (a monitor's `type`) lists that field's values and each other field once, saying for which
 * values it applies where not for all.
 */
function bodyFields(schema: JsonSchema): ApiField[] {
  const variants = schema.oneOf ?? schema.anyOf;
  if (!variants?.every((v) => v.properties)) return withNested(schema);
  const discriminator = Object.keys(variants[0]!.properties!).find((name) =>
    variants.every((v) => v.properties![name]?.const !== undefined),
  );
  if (!discriminator) return withNested(schema);
  const values = variants.map((v) => String(v.properties![discriminator]!.const));
  const merged = new Map<string, { field: ApiField; in: string[]; requiredIn: string[] }>();
  variants.forEach((variant, i) => {
    for (const f of withNested(variant)) {
      const entry = merged.get(f.name) ?? { field: f, in: [], requiredIn: [] };
      entry.in.push(values[i]!);
      if (f.required) entry.requiredIn.push(values[i]!);
      merged.set(f.name, entry);
    }
  });
  return [...merged.values()].map(({ field: f, in: presentIn, requiredIn }) => {
    if (f.name === discriminator) return { ...f, type: `one of: ${values.join(', ')}`, required: true };
    const everywhere = presentIn.length === values.length;
    const required = requiredIn.length === presentIn.length;
    const applies = everywhere
      ? []
      : [`only when ${discriminator} is ${presentIn.join(', ')}${required ? ', and required then' : ''}`];
    const requiredSome =
      !required && requiredIn.length > 0 ? [`required when ${discriminator} is ${requiredIn.join(', ')}`] : [];
    const notes = [...applies, ...requiredSome, ...(f.notes ? [f.notes] : [])].join('; ');
    return { ...f, required: required && everywhere, ...(notes ? { notes } : {}) };
  });
}

/** An object's fields, and those of its object-valued fields as `parent.child` after them. */
function withNested(schema: JsonSchema): ApiField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    field(name, property, required.has(name)),
    ...(property.properties ? objectFields(property).map((f) => ({ ...f, name: `${name}.${f.name}` })) : []),
  ]);
}

function objectFields(schema: JsonSchema): ApiField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => field(name, property, required.has(name)));
}

function field(name: string, schema: JsonSchema, required: boolean, description?: string): ApiField {
  const notes = notesOf(schema);
  const text = description ?? schema.description;
  return { name, type: typeOf(schema), required, ...(notes ? { notes } : {}), ...(text ? { description: text } : {}) };
}

function typeOf(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeOf))].join(' or ');
  let type: string;
  if (schema.const !== undefined) type = JSON.stringify(schema.const);
  else if (schema.enum) type = `one of: ${schema.enum.map(String).join(', ')}`;
  else if (schema.type === 'array') type = `array of ${schema.items ? typeOf(schema.items) : 'values'}`;
  else if (Array.isArray(schema.type)) type = schema.type.join(' or ');
  else type = schema.type ?? 'any';
  if (schema.format && !schema.enum) type += ` (${schema.format})`;
  return schema.nullable ? `${type} or null` : type;
}

/** zod's `.int()` writes JavaScript's safe-integer range as bounds: no limit a reader needs to be told of. */
function bound(value: number | undefined): number | undefined {
  return value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;
}

function notesOf(schema: JsonSchema): string | undefined {
  const notes: string[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    notes.push(`${schema.minLength ?? 0}-${schema.maxLength ?? '…'} characters`);
  }
  const [min, max] = [bound(schema.minimum), bound(schema.maximum)];
  if (min !== undefined && max !== undefined) notes.push(`${min} to ${max}`);
  else if (min !== undefined) notes.push(`at least ${min}`);
  else if (max !== undefined) notes.push(`at most ${max}`);
  if (schema.maxItems !== undefined) notes.push(`${schema.minItems ?? 0}-${schema.maxItems} items`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes.length > 0 ? notes.join(', ') : undefined;
}

function titleCase(id: string): string {
  const words = id.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
