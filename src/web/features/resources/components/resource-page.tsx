import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { ResourceWithRelated } from '../../../../shared/contracts/resources';
import { formatResourceDate } from '../../../../shared/helpers/resource-display';
import { ProseHtml } from '../../../components/content/prose-html';
import { PageMeta } from '../../../components/seo/page-meta';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { NotFoundPage } from '../../../app/errors/not-found-page';
import { reportResourceView, resourceQueryOptions } from '../api/resources';
import { ResourceActions } from './resource-actions';
import { ResourceBadges } from './resource-badges';
import { ResourceCard } from './resource-card';

/** /resources/{slug} (SPEC §2.1): one resource, prerendered with its own title and description. */
export function ResourcePage() {
  const slug = useParams().slug ?? '';
  const query = useQuery(resourceQueryOptions(slug));

  if (query.isPending) return <ResourceSkeleton />;
  if (query.isError && !query.data) {
    if (isApiError(query.error) && query.error.status === 404) {
      return (
        <>
          <meta name="robots" content="noindex" />
          <NotFoundPage />
        </>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <LoadError
          title="Couldn't load this resource"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  return <ResourceArticle data={query.data} />;
}

function ResourceArticle({ data: { resource, related } }: { data: ResourceWithRelated }) {
  useReportView(resource.slug);
  // Shown when it is another day than the publication.
  const updated =
    resource.publishedAt && formatResourceDate(resource.updatedAt) !== formatResourceDate(resource.publishedAt)
      ? resource.updatedAt
      : null;
  return (
    <>
      <PageMeta
        title={resource.metaTitle ?? resource.title}
        description={resource.metaDescription ?? resource.description}
        path={`/resources/${resource.slug}`}
        type="article"
      />
      <article>
        <header className="border-b border-line bg-[radial-gradient(60%_80%_at_50%_0%,var(--color-accent-soft),transparent)]">
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-10 sm:px-6 sm:pt-14">
            <nav aria-label="Breadcrumb">
              <ol className="flex flex-wrap items-center gap-1 text-sm text-fg-muted">
                <li>
                  <Link to="/resources" className="hover:text-fg hover:underline">
                    Resources
                  </Link>
                </li>
                {resource.category ? (
                  <li className="flex items-center gap-1">
                    <ChevronRight aria-hidden="true" className="size-3.5 text-fg-subtle" />
                    <Link
                      to={`/resources?category=${resource.category.slug}`}
                      className="hover:text-fg hover:underline"
                    >
                      {resource.category.name}
                    </Link>
                  </li>
                ) : null}
              </ol>
            </nav>
            <h1 className="mt-4 text-3xl leading-tight font-semibold tracking-tight text-balance text-fg sm:text-4xl">
              {resource.title}
            </h1>
            <p className="mt-4 text-lg text-pretty text-fg-muted">{resource.description}</p>
            <ResourceBadges resource={resource} className="mt-5" />
            <Byline author={resource.author} published={resource.publishedAt} updated={updated} />
          </div>
        </header>
        {/* A grid: whatever a resource lacks (a file, sections) leaves no gap. */}
        <div className="mx-auto grid max-w-3xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 sm:py-12">
          <ResourceActions resource={resource} />
          <Outline sections={resource.outline} />
          {resource.contentHtml ? <ProseHtml html={resource.contentHtml} /> : null}
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-resources" className="border-t border-line bg-canvas py-12 sm:py-14">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="related-resources" className="text-xl font-semibold tracking-tight text-fg">
              Related resources
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.id}>
                  <ResourceCard resource={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** Shown for long texts (four sections or more), where a reader wants to jump. */
const OUTLINE_MIN_SECTIONS = 4;

function Outline({ sections }: { sections: ResourceWithRelated['resource']['outline'] }) {
  if (sections.length < OUTLINE_MIN_SECTIONS) return null;
  return (
    <nav aria-label="On this page" className="border-l-2 border-line pl-4">
      <p className="text-sm font-semibold text-fg">On this page</p>
      <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2 sm:gap-x-6">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="text-fg-muted hover:text-accent-text hover:underline">
              {section.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Byline({
  author,
  published,
  updated,
}: {
  author: string | null;
  published: string | null;
  updated: string | null;
}) {
  if (!author && !published) return null;
  return (
    <p className="mt-4 text-sm text-fg-muted">
      {author ? <span>By {author}</span> : null}
      {author && published ? <span aria-hidden="true"> · </span> : null}
      {published ? (
        <span>
          Published <time dateTime={published}>{formatResourceDate(published)}</time>
        </span>
      ) : null}
      {updated ? (
        <span>
          {' '}
          · Updated <time dateTime={updated}>{formatResourceDate(updated)}</time>
        </span>
      ) : null}
    </p>
  );
}

/** Once per resource shown: the page is prerendered, so the browser reports the view after it has taken over. */
function useReportView(slug: string): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === slug) return;
    reported.current = slug;
    reportResourceView(slug);
  }, [slug]);
}

function ResourceSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-14 pb-16 sm:px-6" aria-label="Loading the resource">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-5 h-10 w-4/5" />
      <Skeleton className="mt-4 h-5 w-full" />
      <Skeleton className="mt-2 h-5 w-2/3" />
      <Skeleton className="mt-10 h-20 w-full rounded-xl" />
      <div className="mt-10 grid gap-3">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}
