import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, FileCode } from 'lucide-react';
import type { ApiReference } from '../../../../shared/contracts/api-reference';
import { PageIntro } from '../../../components/marketing/page-intro';
import { PageMeta } from '../../../components/seo/page-meta';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { siteOrigin } from '../../../lib/site-origin';
import {
  API_KEY_DEFAULT_RATE_LIMIT,
  API_V1_PAGE_SIZE_DEFAULT,
  API_V1_PAGE_SIZE_MAX,
  IDEMPOTENCY_WINDOW_HOURS,
} from '../../../../shared/constants/partner-api';
import { API_V1_EXAMPLES, curlCommand } from '../../../../shared/helpers/api-v1-examples';
import { apiReferenceQueryOptions } from '../api/api-reference';
import { OperationCard } from './operation-card';

const CONVENTIONS = [
  {
    title: 'Authentication',
    text: 'Create a key on the Partner API screen (paid plans) and send it as Authorization: Bearer <key>. Keys in the address are refused. A key acts in its workspace as a viewer (read), a member (write) or an admin (admin): a read key gets 403 on every change.',
  },
  {
    title: 'One envelope',
    text: 'One object answers { data: {...} }, a list { data: [...], nextCursor }. Dates are ISO 8601 in UTC; ids are stable.',
  },
  {
    title: 'Paging',
    text: `Lists take limit (default ${API_V1_PAGE_SIZE_DEFAULT}, at most ${API_V1_PAGE_SIZE_MAX}) and cursor: pass nextCursor back until it is null. Cursors hold a position, so rows added between pages are neither repeated nor skipped.`,
  },
  {
    title: 'Errors have one shape',
    text: "Every failure answers { message, code, details }: 400 invalid input (details.fieldErrors), 401 no valid key, 403 the key's permission or the plan does not allow it, 404 not in your workspace, 409 conflict, 422 reused Idempotency-Key, 429 too many requests.",
  },
  {
    title: 'Rate limits and quota',
    text: `Each key has a rate limit (default ${API_KEY_DEFAULT_RATE_LIMIT} requests an hour) and your plan a monthly quota. Answers carry RateLimit-Policy, RateLimit and X-RateLimit-Limit / -Remaining / -Reset; a 429 says in Retry-After how many seconds to wait.`,
  },
  {
    title: 'Idempotency',
    text: `Send an Idempotency-Key header with a POST: the same key within ${IDEMPOTENCY_WINDOW_HOURS} hours answers the first result again (marked Idempotent-Replayed: true) instead of doing the work twice.`,
  },
];

/** /api-docs (SPEC §2.1): the API reference, generated from the server's OpenAPI document. */
export function ApiDocsPage() {
  const reference = useQuery(apiReferenceQueryOptions);
  return (
    <>
      <PageMeta
        title="API reference"
        description="Sitewarden's partner API v1: API keys, paging, errors, limits and every endpoint with its parameters and answers, generated from the OpenAPI 3.1 document."
      />
      <PageIntro eyebrow="Developers" title="API reference">
        The Sitewarden partner API v1: every endpoint, its inputs and its answers, generated from the server's own
        OpenAPI 3.1 document.
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <section aria-labelledby="api-conventions" className="grid gap-6 lg:grid-cols-[1fr_2fr]">
          <div>
            <h2 id="api-conventions" className="text-2xl font-semibold tracking-tight text-fg">
              Conventions
            </h2>
            <p className="mt-3 text-fg-muted">
              Base address: <code className="font-mono text-sm text-fg">{siteOrigin()}/api/v1</code>
            </p>
            <a
              href="/api/v1/openapi.json"
              className="mt-3 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-accent-text hover:underline"
            >
              The OpenAPI 3.1 document
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </div>
          <dl className="grid gap-4 sm:grid-cols-2">
            {CONVENTIONS.map((item) => (
              <div key={item.title} className="rounded-xl border border-line bg-surface p-5">
                <dt className="font-semibold text-fg">{item.title}</dt>
                <dd className="mt-1.5 text-sm text-fg-muted">{item.text}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Examples />
        <div className="mt-12">
          <Reference reference={reference} />
        </div>
      </div>
    </>
  );
}

function Examples() {
  return (
    <section aria-labelledby="api-examples" className="mt-12">
      <h2 id="api-examples" className="text-2xl font-semibold tracking-tight text-fg">
        Examples
      </h2>
      <p className="mt-2 text-fg-muted">
        Set <code className="font-mono text-sm text-fg">SITEWARDEN_API_KEY</code> to your key (and{' '}
        <code className="font-mono text-sm text-fg">DOMAIN_ID</code> or{' '}
        <code className="font-mono text-sm text-fg">NEXT_CURSOR</code> where used), then run:
      </p>
      <div className="mt-5 grid gap-4 lg:grid-cols-2">
        {API_V1_EXAMPLES.map((example) => (
          <figure key={example.id} className="min-w-0 rounded-xl border border-line bg-surface p-5">
            <figcaption>
              <span className="font-semibold text-fg">{example.title}</span>
              <span className="mt-1 block text-sm text-fg-muted">{example.text}</span>
            </figcaption>
            {/* focusable: a long command scrolls sideways, and a keyboard must be able to scroll it (axe) */}
            <pre
              tabIndex={0}
              aria-label={`${example.title}: curl command`}
              className="mt-3 overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs text-fg"
            >
              <code>{curlCommand(siteOrigin(), example)}</code>
            </pre>
          </figure>
        ))}
      </div>
    </section>
  );
}

function Reference({ reference }: { reference: UseQueryResult<ApiReference> }) {
  if (reference.isPending) {
    return (
      <div className="grid gap-4" aria-label="Loading the reference">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-32 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (reference.isError) {
    return (
      <LoadError
        title="Couldn't load the API reference"
        error={reference.error}
        onRetry={() => void reference.refetch()}
        retrying={reference.isFetching}
      />
    );
  }
  const areas = reference.data.areas;
  if (areas.length === 0) {
    return (
      <EmptyState icon={FileCode} title="No endpoints are documented yet">
        The OpenAPI document of this server lists none.
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label="API areas" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold text-fg">Areas</h2>
        <ul className="mt-3 flex flex-wrap gap-2 lg:grid lg:gap-1">
          {areas.map((area) => (
            <li key={area.id}>
              <a
                href={`#area-${area.id}`}
                className="block rounded-md px-2 py-1 text-sm text-fg-muted hover:bg-muted hover:text-fg"
              >
                {area.title} <span className="text-fg-subtle">({area.operations.length})</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-fg-subtle">
          {reference.data.title} {reference.data.version} · OpenAPI {reference.data.openApiVersion}
        </p>
      </nav>
      <div className="grid min-w-0 gap-12">
        {areas.map((area) => (
          <section
            key={area.id}
            id={`area-${area.id}`}
            aria-labelledby={`area-${area.id}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`area-${area.id}-title`} className="text-2xl font-semibold tracking-tight text-fg">
              {area.title}
            </h2>
            <div className="mt-5 grid gap-4">
              {area.operations.map((operation) => (
                <OperationCard key={operation.id} operation={operation} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
