/**
 * The curl examples of /api-docs (issue 18): the page shows them and a test runs each one, as shown, against a live
 * server with a real key (test/server/api-v1/docs-examples.test.ts). Shell variables: SITEWARDEN_API_KEY always;
 * DOMAIN_ID and NEXT_CURSOR where an example says so.
 */
export interface ApiV1Example {
  id: string;
  title: string;
  /** What it shows, in a sentence. */
  text: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under /api/v1, with its query string; may name $DOMAIN_ID or $NEXT_CURSOR. */
  path: string;
  body?: Record<string, unknown>;
  idempotencyKey?: string;
  /** The status a working call answers. */
  status: number;
}

export const API_V1_EXAMPLES: readonly ApiV1Example[] = [
  {
    id: 'list-domains',
    title: 'List your domains',
    text: 'The first page of two domains, newest first. The answer is { data, nextCursor }.',
    method: 'GET',
    path: '/domains?limit=2',
    status: 200,
  },
  {
    id: 'next-page',
    title: 'Read the next page',
    text: 'Pass the nextCursor of the previous answer back as cursor; it is null on the last page.',
    method: 'GET',
    path: '/domains?limit=2&cursor=$NEXT_CURSOR',
    status: 200,
  },
  {
    id: 'add-domain',
    title: 'Add a domain, safely retried',
    text: 'Sent again with the same Idempotency-Key within 24 hours, it answers the first result instead of adding twice.',
    method: 'POST',
    path: '/domains',
    body: { name: 'example.com', description: 'Main site' },
    idempotencyKey: 'add-example-com-2026-11',
    status: 201,
  },
  {
    id: 'filter-domains',
    title: 'Find domains by name and status',
    text: 'search matches part of the name; status is pending, online, warning, critical or offline.',
    method: 'GET',
    path: '/domains?search=example&status=pending',
    status: 200,
  },
  {
    id: 'domain-checks',
    title: "A domain's checks in a time range",
    text: 'from and to are ISO 8601 instants; checks come newest first, paged like every list.',
    method: 'GET',
    path: '/domains/$DOMAIN_ID/checks?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z&limit=100',
    status: 200,
  },
  {
    id: 'uptime-report',
    title: 'Uptime and SLA for a period',
    text: "Whole UTC days within your plan's history; slaPercentage leaves maintenance windows out.",
    method: 'GET',
    path: '/domains/$DOMAIN_ID/uptime?from=2026-11-01&to=2026-11-26',
    status: 200,
  },
  {
    id: 'open-alerts',
    title: 'Open alerts',
    text: 'Filters combine: unreadOnly, unresolvedOnly, type, severity, domainId, acknowledged.',
    method: 'GET',
    path: '/alerts?unresolvedOnly=true&limit=20',
    status: 200,
  },
];

/** The example as a curl command against `origin` (the site's address). */
export function curlCommand(origin: string, example: ApiV1Example): string {
  const lines = [
    `curl -sS${example.method === 'GET' ? '' : ` -X ${example.method}`} "${origin}/api/v1${example.path}"`,
    '-H "Authorization: Bearer $SITEWARDEN_API_KEY"',
  ];
  if (example.idempotencyKey) lines.push(`-H "Idempotency-Key: ${example.idempotencyKey}"`);
  if (example.body) lines.push('-H "Content-Type: application/json"', `-d '${JSON.stringify(example.body)}'`);
  return lines.join(' \\\n  ');
}
