import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ExternalLink, FileCode } from 'lucide-react';
import type { ApiReference } from '../../../../shared/contracts/api-reference';
import { PageIntro } from '../../../components/marketing/page-intro';
import { PageMeta } from '../../../components/seo/page-meta';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { siteOrigin } from '../../../lib/site-origin';
import { apiReferenceQueryOptions } from '../api/api-reference';
import { OperationCard } from './operation-card';

const CONVENTIONS = [
  {
    title: 'JSON in, JSON out',
    text: 'Send bodies as JSON with Content-Type: application/json; answers are JSON too.',
  },
  {
    title: 'Errors have one shape',
    text: 'Every failure answers { message, code, details }; invalid input lists its problems per field in details.fieldErrors.',
  },
  {
    title: 'Signed-in calls',
    text: 'Calls about your workspace need the session of a signed-in account and act in its current workspace (personal or team).',
  },
  {
    title: 'Rate limits',
    text: 'Sign-in, sign-up, the free scan and other open endpoints are rate-limited: a 429 answer says in details.retryAfter how many seconds to wait.',
  },
];

/** /api-docs (SPEC §2.1): the API reference, generated from the server's OpenAPI document. */
export function ApiDocsPage() {
  const reference = useQuery(apiReferenceQueryOptions);
  return (
    <>
      <PageMeta
        title="API reference"
        description="Sitewarden's HTTP API: every endpoint with its parameters, JSON fields and answers, generated from the OpenAPI document."
      />
      <PageIntro eyebrow="Developers" title="API reference">
        Every endpoint of the Sitewarden API, its inputs and its answers, generated from the server's own OpenAPI document.
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <section aria-labelledby="api-conventions" className="grid gap-6 lg:grid-cols-[1fr_2fr]">
          <div>
            <h2 id="api-conventions" className="text-2xl font-semibold tracking-tight text-fg">Conventions</h2>
            <p className="mt-3 text-fg-muted">
              Base address: <code className="font-mono text-sm text-fg">{siteOrigin()}/api</code>
            </p>
            <a
              href="/api/docs"
              className="mt-3 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-accent-text hover:underline"
            >
              Try the endpoints in the interactive explorer
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
        <div className="mt-12">
          <Reference reference={reference} />
        </div>
      </div>
    </>
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
              <a href={`#area-${area.id}`} className="block rounded-md px-2 py-1 text-sm text-fg-muted hover:bg-muted hover:text-fg">
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
          <section key={area.id} id={`area-${area.id}`} aria-labelledby={`area-${area.id}-title`} className="scroll-mt-24">
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
