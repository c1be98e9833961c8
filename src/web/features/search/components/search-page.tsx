import { useMemo, useState, type FormEvent } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { SearchIndex, SearchSection } from '../../../../shared/contracts/site-search';
import { PageIntro } from '../../../components/marketing/page-intro';
import { PageMeta } from '../../../components/seo/page-meta';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { SITE_NAME } from '../../../lib/document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { searchIndexQueryOptions } from '../api/search-index';
import { searchPages, type SearchHit } from '../lib/search-pages';

const SECTION_LABELS: Record<SearchSection, string> = { page: 'Page', blog: 'Blog', resource: 'Resource' };

/** Pages worth offering before anything is typed. */
const STARTING_POINTS = [
  { to: '/features', label: 'Features' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/blog', label: 'Blog' },
  { to: '/resources', label: 'Resources' },
  { to: '/api-docs', label: 'API reference' },
  { to: '/contact', label: 'Contact' },
];

/** /search (SPEC §2.1): the site's pages, blog posts and resources, searched in the browser from the build's index. */
export function SearchPage() {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  // The prerendered page has no query; the address's query applies once the page has hydrated.
  const query = hydrated ? (params.get('q') ?? '') : '';
  const [draft, setDraft] = useState<string | null>(null);
  const index = useQuery(searchIndexQueryOptions);
  const hits = useMemo(() => (index.data ? searchPages(index.data.entries, query) : []), [index.data, query]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = (draft ?? query).trim();
    setParams(next ? { q: next } : {}, { replace: true });
    setDraft(null);
  };

  return (
    <>
      <PageMeta
        title="Search"
        description="Search Sitewarden's pages, blog posts and resources: features, plans, guides and the API reference."
      />
      <PageIntro eyebrow="Search" title="Search the site">
        Features, plans, articles, guides and the API reference, all in one place.
      </PageIntro>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <form role="search" action="/search" method="get" onSubmit={onSubmit} className="flex gap-2">
          <label htmlFor="site-search" className="sr-only">
            Search the site
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-subtle"
            />
            <Input
              id="site-search"
              name="q"
              type="search"
              value={draft ?? query}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="SSL, DNS, pricing…"
              className="h-11 pl-9"
              autoComplete="off"
            />
          </div>
          <Button type="submit" size="lg">
            Search
          </Button>
        </form>
        <div className="mt-8" aria-live="polite">
          <SearchResults query={query} index={index} hits={hits} />
        </div>
      </div>
    </>
  );
}

function SearchResults({
  query,
  index,
  hits,
}: {
  query: string;
  index: UseQueryResult<SearchIndex>;
  hits: SearchHit[];
}) {
  if (!query) {
    return (
      <div>
        <h2 className="text-sm font-semibold text-fg">Or start from</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {STARTING_POINTS.map((point) => (
            <li key={point.to}>
              <Link
                to={point.to}
                className="inline-flex rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-fg-muted hover:text-fg"
              >
                {point.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (index.isError) {
    return (
      <LoadError
        title="Couldn't load the search"
        error={index.error}
        onRetry={() => void index.refetch()}
        retrying={index.isFetching}
      />
    );
  }
  if (index.isPending) {
    return (
      <div className="grid gap-4" aria-label="Searching">
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid gap-2 rounded-xl border border-line p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (hits.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-line-strong p-8 text-center">
        <h2 className="font-semibold text-fg">No pages match “{query}”</h2>
        <p className="mt-2 text-sm text-fg-muted">Try fewer or shorter words, or browse the blog and resources.</p>
      </div>
    );
  }
  return (
    <>
      <h2 className="text-sm text-fg-muted">
        {hits.length} {hits.length === 1 ? 'result' : 'results'} for “{query}”
      </h2>
      <ol className="mt-4 grid gap-3">
        {hits.map(({ entry }) => (
          <li key={entry.path}>
            <Link
              to={entry.path}
              className="group block rounded-xl border border-line bg-surface p-5 transition-colors hover:border-accent/50"
            >
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-fg group-hover:text-accent-text">
                  {entry.title.replace(` · ${SITE_NAME}`, '')}
                </span>
                <Badge tone="neutral">{SECTION_LABELS[entry.section]}</Badge>
              </div>
              <p className="mt-1.5 text-sm text-fg-muted">{entry.description}</p>
              <p className="mt-2 text-xs text-fg-subtle">{entry.path}</p>
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
