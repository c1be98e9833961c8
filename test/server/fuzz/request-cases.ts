import { propertiesOf, sampleOf, type JsonSchema, type KnownValues } from './json-schema-sample';
import type { Random } from './seeded-random';

/** One generated request; `label` says what was changed, so a failure names its cause. */
export interface RequestCase {
  label: string;
  method: string;
  url: string;
  /** An object is sent as JSON; a string is sent as it is, with `contentType`. */
  payload?: unknown;
  contentType?: string;
}

/** A registered route with its request schemas as JSON Schema. */
export interface FuzzRoute {
  method: string;
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** The top-level fields the route's own schema finds fault with in a query or body (empty when it accepts it). */
  faultsIn?: { querystring?: (value: unknown) => string[]; body?: (value: unknown) => string[] };
}

const HUGE = 'x'.repeat(100 * 1024);
const OVER_BODY_LIMIT = 'y'.repeat(1024 * 1024 + 16);

/** A value nested `levels` deep: {"a":{"a":...}} or [[...]]. */
function nested(levels: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = kind === 'object' ? { a: value } : [value];
  return value;
}
const DEEP_OBJECT = nested(1000, 'object');
const DEEP_ARRAY = nested(1000, 'array');
/** Deeper than any recursive walk survives, and still within the 1 MB body limit. */
const DEEPEST_JSON = `{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;

/**
 * Values a field gets as JSON text, nested deeper than JSON.stringify survives (an attack run's partner metadata
 * broke it at ~4,150 levels): sent as text, since the fuzz's own JSON.stringify could not write them either.
 */
const DEEP_FIELD_TEXTS: [string, string][] = [
  ['deep object (10,000 levels)', `${'{"a":'.repeat(10_000)}{}${'}'.repeat(10_000)}`],
  ['deep array (50,000 levels)', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
];
const FIELD_MARKER = '\u0000fuzz-deep-field\u0000';

/** The body as JSON text with `field` set to the raw JSON `text`. */
function withRawField(body: Record<string, unknown>, field: string, text: string): string {
  return JSON.stringify({ ...body, [field]: FIELD_MARKER }).replace(JSON.stringify(FIELD_MARKER), () => text);
}

/** Strings that have broken servers: NUL, halves of surrogate pairs, direction overrides, huge ones. */
const ODD_STRINGS: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['only NUL', '\u0000'],
  ['lone high surrogate', 'a\uD800b'],
  ['lone low surrogate', '\uDC00'],
  ['RTL override', '\u202Egnp.exe'],
  ['emoji', '🛡️👩🏽‍💻🇳🇱'],
  ['combining marks', 'Z̷̢̛a̵̛̖l̶g̷o̶'],
  ['control characters', '\u0001\u0007\u001B[31m\u007F'],
  ['line breaks', 'a\r\nb\u2028c'],
  ['blank', '   '],
  ['empty', ''],
  ['100 KB', HUGE],
  ['percent-encoded NUL', '%00'],
  ['markup', '<script>alert(1)</script>'],
  ['SQL', "' OR 1=1; --"],
  ['path', '../../../../etc/passwd'],
  ['number-like', '1e309'],
];

/** Values of the wrong type for any field. */
const WRONG_TYPES: [string, unknown][] = [
  ['null', null],
  ['zero', 0],
  ['negative', -1],
  ['huge number', 1e308],
  ['fraction', 0.5],
  ['beyond 64 bits', 18446744073709551616],
  ['boolean', false],
  ['array', ['a', 1, null]],
  ['object', { nested: 'value' }],
  ['deep object (1,000 levels)', DEEP_OBJECT],
  ['deep array (1,000 levels)', DEEP_ARRAY],
];

/** Path parameter values: not ids, ids of nothing, numbers out of range, encodings that decode to trouble. */
const BAD_IDS: [string, string][] = [
  ['not a uuid', 'not-a-uuid'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['negative', '-1'],
  ['zero', '0'],
  ['beyond 64 bits', '99999999999999999999999'],
  ['huge float', '1e309'],
  ['NUL', '%00'],
  ['NUL inside', 'abc%00def'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['broken encoding', '%E0%A4%A'],
  ['lone percent', '%'],
  ['encoded slash', '..%2F..%2Fetc%2Fpasswd'],
  ['emoji', '%F0%9F%9B%A1'],
  ['RTL override', '%E2%80%AE'],
  ['long', 'a'.repeat(4096)],
];

/** What every input gets; the rest of each list is sampled (seeded), a few per input. */
const CORE_IDS = new Set([
  'not a uuid',
  'NUL',
  'encoded lone surrogate',
  'broken encoding',
  'beyond 64 bits',
  'negative',
]);
const CORE_STRINGS = new Set(['NUL', 'lone high surrogate', '100 KB']);
const CORE_TYPES = new Set(['null', 'deep object (1,000 levels)', 'beyond 64 bits']);

/** `count` entries of `items`, chosen by the seeded generator. */
function someOf<T>(items: readonly T[], count: number, random: Random): T[] {
  return Array.from({ length: count }, () => random.pick(items));
}

/** A random string of odd code points (seeded): control, surrogate, private-use, combining and astral. */
function randomOddString(random: Random): string {
  const ranges: [number, number][] = [
    [0x00, 0x1f],
    [0x7f, 0x9f],
    [0x300, 0x36f],
    [0x202a, 0x202e],
    [0xd800, 0xdfff],
    [0xe000, 0xf8ff],
    [0xfff0, 0xffff],
  ];
  let out = '';
  const length = 1 + random.int(24);
  for (let i = 0; i < length; i++) {
    if (random.next() < 0.15) {
      out += String.fromCodePoint(0x1f300 + random.int(0x300));
      continue;
    }
    const [low, high] = random.pick(ranges);
    out += String.fromCharCode(low + random.int(high - low + 1));
  }
  return out;
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which has no UTF-8 form) is sent as the three
 * bytes a careless encoder would produce (WTF-8), for the server to make sense of.
 */
function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    out +=
      char.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((b) => `%${b.toString(16).toUpperCase()}`)
            .join('')
        : encodeURIComponent(char);
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Values tried, in order, for a field the schema finds fault with: formats and ranges that common fields take. */
const REPAIR_CANDIDATES: unknown[] = [
  'example.com',
  'https://example.com/',
  'fuzz@example.com',
  '/pricing',
  '2099-01-15',
  '2099-01-15T10:00:00.000Z',
  '10:00',
  'Europe/London',
  '+15555550123',
  'fuzz-sample',
  1,
  10,
  100,
  1000,
  0,
  false,
  [],
  null,
];

/** Query values are text on the wire. */
const QUERY_CANDIDATES = REPAIR_CANDIDATES.flatMap((v) =>
  v === null || Array.isArray(v) ? [] : [typeof v === 'string' ? v : JSON.stringify(v)],
);

/**
 * The sample made acceptable to the route's own schema where it can be: a field it finds fault with gets the first
 * candidate value it accepts, or is left out when optional. Changing one field at a time then tests that field,
 * not the sample's own faults (a pattern the sampler did not meet, a rule across fields).
 */
function accepted(
  sample: unknown,
  schema: JsonSchema | undefined,
  faultsIn: ((value: unknown) => string[]) | undefined,
  candidates = REPAIR_CANDIDATES,
): unknown {
  if (!faultsIn || !isRecord(sample)) return sample;
  const required = new Set(schema?.required ?? []);
  const current = { ...sample };
  for (let round = 0; round < 3; round++) {
    const faults = [...new Set(faultsIn(current))].filter((field) => field !== '');
    if (!faults.length) break;
    for (const field of faults) {
      const fix = candidates.find((candidate) => !faultsIn({ ...current, [field]: candidate }).includes(field));
      if (fix !== undefined) current[field] = fix;
      else if (!required.has(field)) delete current[field];
    }
  }
  return current;
}

function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => params[name ?? '*'] ?? whole);
}

function withQuery(path: string, query: Record<string, unknown>): string {
  const parts = Object.entries(query).flatMap(([key, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map(
          (v) => `${percentEncode(key)}=${percentEncode(typeof v === 'string' ? v : JSON.stringify(v))}`,
        ),
  );
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** Query values are strings on the wire: a sample's number or boolean is sent as its text. */
function queryText(value: unknown): unknown {
  return typeof value === 'string' || value === undefined
    ? value
    : Array.isArray(value)
      ? value.map(queryText)
      : JSON.stringify(value);
}

/**
 * Every request the fuzz sends to one route: first the route's own sample, then one change at a time (a path
 * parameter, a query value, a body field, or the whole body) so each answer says which input it was about.
 * Each input gets the core variants (NUL, lone surrogate, 100 KB, deep nesting, wrong type, missing) and a seeded
 * few of the rest. `light` (the visitor, mostly refused before the body matters) skips the per-field changes.
 * `bytes` keeps what reaches the database driver: the core ids of each path parameter, and each query value and
 * body field as NUL, a lone surrogate and 100 KB (or missing); type and parser changes, which the schemas refuse
 * before any SQL, are left to the `full` run on the first database.
 */
export type FuzzDepth = 'full' | 'light' | 'bytes';

export function requestCases(route: FuzzRoute, known: KnownValues, random: Random, depth: FuzzDepth): RequestCase[] {
  const context = (root: JsonSchema) => ({ root, known });
  const paramNames = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const params: Record<string, string> = {};
  for (const name of paramNames) {
    const fromSchema = route.params?.properties?.[name];
    const sample = known[name] ?? (fromSchema ? sampleOf(fromSchema, context(route.params!), name) : 'sample');
    params[name] = percentEncode(String(sample));
  }
  const querySample = Object.fromEntries(
    Object.entries((route.querystring ? sampleOf(route.querystring, context(route.querystring)) : {}) as object).map(
      ([k, v]) => [k, queryText(v)],
    ),
  );
  const query = accepted(querySample, route.querystring, route.faultsIn?.querystring, QUERY_CANDIDATES) as Record<
    string,
    unknown
  >;
  const sendsBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const body = route.body
    ? accepted(sampleOf(route.body, context(route.body)), route.body, route.faultsIn?.body)
    : sendsBody
      ? {}
      : undefined;
  const base = { method: route.method };
  const at = (p: Record<string, string>, q: Record<string, unknown>) => withQuery(fillPath(route.url, p), q);
  const url = at(params, query);
  const cases: RequestCase[] = [{ ...base, label: 'sample', url, payload: body }];

  for (const name of paramNames) {
    const variants = [
      ...BAD_IDS.filter(([label]) => CORE_IDS.has(label)),
      ...someOf(BAD_IDS, 3, random),
      ['random odd text', percentEncode(randomOddString(random))] as const,
    ];
    for (const [label, value] of depth === 'full' ? variants : variants.slice(0, CORE_IDS.size)) {
      cases.push({
        ...base,
        label: `path ${name}: ${label}`,
        url: at({ ...params, [name]: value }, query),
        payload: body,
      });
    }
  }

  const queryFields = [...new Set([...propertiesOf(route.querystring), 'q'])];
  for (const field of depth === 'light' ? [] : queryFields) {
    const variants: [string, unknown][] =
      depth === 'bytes'
        ? ODD_STRINGS.filter(([label]) => CORE_STRINGS.has(label))
        : [
            ['missing', undefined],
            ['repeated', ['1', '2']],
            ['negative', '-1'],
            ['beyond 64 bits', '99999999999999999999999'],
            ...ODD_STRINGS.filter(([label]) => CORE_STRINGS.has(label)),
            ...someOf(ODD_STRINGS, 3, random),
            ['random odd text', randomOddString(random)],
          ];
    for (const [label, value] of variants) {
      cases.push({
        ...base,
        label: `query ${field}: ${label}`,
        url: at(params, { ...query, [field]: value }),
        payload: body,
      });
    }
  }
  cases.push({
    ...base,
    label: 'query: bracket keys',
    url: `${url}${url.includes('?') ? '&' : '?'}a[b][c]=1&__proto__[x]=1`,
  });
  cases.push({ ...base, label: 'query: raw NUL key', url: `${url}${url.includes('?') ? '&' : '?'}%00=%00` });

  if (!sendsBody) return cases;
  if (depth === 'bytes') return [...cases, ...bodyBytesCases(route, body, url)];

  const wholeBodies: [string, unknown][] = [
    ['no body', undefined],
    ['null', null],
    ['array', []],
    ['string', 'text'],
    ['number', 42],
    ['empty object', {}],
    ['deep object (1,000 levels)', DEEP_OBJECT],
    ['deep array (1,000 levels)', DEEP_ARRAY],
    ['extra fields', { ...(body as object), extraField: 'x', ['\u0000key']: 1 }],
    ['prototype keys', JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}')],
    ['100 KB field', { ...(body as object), padding: HUGE }],
  ];
  for (const [label, payload] of wholeBodies) cases.push({ ...base, label: `body: ${label}`, url, payload });
  const raw: [string, string, string][] = [
    ['bad JSON', '{"a": ', 'application/json'],
    ['JSON with NUL escape', '{"a":"\\u0000"}', 'application/json'],
    ['JSON with lone surrogate escape', '{"a":"\\ud800"}', 'application/json'],
    ['over the body limit', JSON.stringify({ a: OVER_BODY_LIMIT }), 'application/json'],
    ['deep array (100,000 levels)', DEEPEST_JSON, 'application/json'],
    ['text/plain', JSON.stringify(body ?? {}), 'text/plain'],
    ['form-encoded', 'a=1&b=%00', 'application/x-www-form-urlencoded'],
    [
      'multipart',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      'multipart/form-data; boundary=x',
    ],
    ['XML', '<a>1</a>', 'application/xml'],
    ['odd charset', JSON.stringify(body ?? {}), 'application/json; charset=utf-16'],
  ];
  for (const [label, payload, contentType] of raw)
    cases.push({ ...base, label: `body: ${label}`, url, payload, contentType });

  if (depth === 'light' || !isRecord(body)) return cases;
  for (const field of [...new Set([...Object.keys(body), ...propertiesOf(route.body)])]) {
    const variants: [string, unknown][] = [
      ['missing', undefined],
      ...WRONG_TYPES.filter(([label]) => CORE_TYPES.has(label)),
      ...ODD_STRINGS.filter(([label]) => CORE_STRINGS.has(label)),
      ...someOf([...WRONG_TYPES, ...ODD_STRINGS], 4, random),
      ['random odd text', randomOddString(random)],
    ];
    for (const [label, value] of variants) {
      const payload: Record<string, unknown> = { ...body };
      if (value === undefined) delete payload[field];
      else payload[field] = value;
      cases.push({ ...base, label: `body ${field}: ${label}`, url, payload });
    }
    for (const [label, text] of DEEP_FIELD_TEXTS) {
      cases.push({
        ...base,
        label: `body ${field}: ${label}`,
        url,
        payload: withRawField(body, field, text),
        contentType: 'application/json',
      });
    }
  }
  // Fields inside objects and arrays: a few changes each, on top of the whole-value changes above.
  for (const path of nestedLeaves(body)) {
    for (const [label, value] of [
      ['100 KB', HUGE],
      ['wrong type', { nested: 'value' }],
      ...someOf([...WRONG_TYPES, ...ODD_STRINGS], 1, random),
    ] as const) {
      cases.push({ ...base, label: `body ${path.join('.')}: ${label}`, url, payload: withValueAt(body, path, value) });
    }
  }
  return cases;
}

/** `bytes` depth: each body field, at the top and below it, missing or as the strings that test a driver. */
function bodyBytesCases(route: FuzzRoute, body: unknown, url: string): RequestCase[] {
  if (!isRecord(body)) return [];
  const base = { method: route.method, url };
  const strings = ODD_STRINGS.filter(([label]) => CORE_STRINGS.has(label));
  const cases: RequestCase[] = [];
  for (const field of [...new Set([...Object.keys(body), ...propertiesOf(route.body)])]) {
    const { [field]: _dropped, ...without } = body;
    cases.push({ ...base, label: `body ${field}: missing`, payload: without });
    for (const [label, value] of strings)
      cases.push({ ...base, label: `body ${field}: ${label}`, payload: { ...body, [field]: value } });
  }
  for (const path of nestedLeaves(body))
    for (const [label, value] of strings)
      cases.push({ ...base, label: `body ${path.join('.')}: ${label}`, payload: withValueAt(body, path, value) });
  return cases;
}

/** Paths of the values below the top level (inside objects and arrays) of a sample. */
function nestedLeaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return path.length > 1 ? [path] : [];
  return Object.entries(value).flatMap(([key, child]) => nestedLeaves(child, [...path, key]));
}

/** A copy of `value` with `replacement` at `path`. */
function withValueAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as object) };
  (copy as Record<string, unknown>)[head] = withValueAt((value as Record<string, unknown>)[head], rest, replacement);
  return copy;
}
