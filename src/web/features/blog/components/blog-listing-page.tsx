import { useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { BLOG_CATEGORY_INFO, BLOG_TITLE, isBlogCategory } from '../../../../shared/contracts/blog';
import { blogListingPath, parseBlogPageNumber, type BlogListing } from '../../../../shared/blog-paths';
import { PageIntro } from '../../../components/marketing/page-intro';
import { PageMeta } from '../../../components/seo/page-meta';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { blogListQueryOptions } from '../api/blog-queries';
import { blogListingMeta } from '../blog-page-meta';
import { BlogFeedHeadLinks, BlogFeedLinks } from './blog-feed-links';
import { BlogPagination } from './blog-pagination';
import { BlogCategoryNav, BlogTagList } from './blog-topics';
import { PostCardGrid } from './post-card';

export interface BlogListingPageProps {
  kind: BlogListing['kind'];
  /** What an unknown category, tag or page shows (the site's 404 page, given by the router). */
  notFound: ReactNode;
}

/** The listing from the address: /blog, /blog/category/dns/page/2, /blog/tag/ssl... */
function listingOf(kind: BlogListing['kind'], params: Record<string, string | undefined>): BlogListing | undefined {
  if (kind === 'category') return params.category ? { kind, category: params.category } : undefined;
  if (kind === 'tag') return params.tag ? { kind, tag: params.tag } : undefined;
  return { kind: 'all' };
}

/** /blog, its pages, and the pages of a category or a tag (SPEC §2.1). */
export function BlogListingPage({ kind, notFound }: BlogListingPageProps) {
  const params = useParams();
  const listing = listingOf(kind, params);
  const page = parseBlogPageNumber(params.page);
  if (!listing || page === undefined) return notFound;
  // Page 1 has one address: the listing's own.
  if (params.page === '1') return <Navigate replace to={blogListingPath(listing)} />;
  if (listing.kind === 'category' && !isBlogCategory(listing.category)) return notFound;
  return <Listing listing={listing} page={page} notFound={notFound} />;
}

function heading(listing: BlogListing): { eyebrow: string; title: string; lead: string } {
  if (listing.kind === 'category' && isBlogCategory(listing.category)) {
    const { label, description } = BLOG_CATEGORY_INFO[listing.category];
    return { eyebrow: 'Blog category', title: label, lead: description };
  }
  if (listing.kind === 'tag') {
    return {
      eyebrow: 'Blog tag',
      title: `Tagged “${listing.tag}”`,
      lead: 'Every article with this tag, newest first.',
    };
  }
  return {
    eyebrow: 'Blog',
    title: BLOG_TITLE,
    lead: 'Practical articles on uptime, certificates, DNS, performance, security and the operations around them.',
  };
}

function Listing({ listing, page, notFound }: { listing: BlogListing; page: number; notFound: ReactNode }) {
  const posts = useQuery(blogListQueryOptions(listing, page));
  if (posts.isError && isApiError(posts.error) && posts.error.status === 404) return notFound;
  const meta = blogListingMeta(listing, page);
  const { eyebrow, title, lead } = heading(listing);
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} noindex={meta.noindex} />
      <BlogFeedHeadLinks />
      <PageIntro eyebrow={eyebrow} title={page > 1 ? `${title}, page ${page}` : title}>
        {lead}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <BlogCategoryNav listing={listing} />
          <BlogFeedLinks />
        </div>
        <div className="mt-8">
          {posts.isPending ? (
            <ListingSkeleton />
          ) : posts.isError ? (
            <LoadError
              title="Couldn't load the articles"
              error={posts.error}
              onRetry={() => void posts.refetch()}
              retrying={posts.isFetching}
            />
          ) : posts.data.posts.length === 0 ? (
            <EmptyState icon={Newspaper} title="No articles yet">
              Articles will appear here once they are published. Meanwhile, the{' '}
              <Link to="/features" className="font-medium text-accent-text hover:underline">
                features page
              </Link>{' '}
              shows what Sitewarden checks.
            </EmptyState>
          ) : (
            <>
              <PostCardGrid posts={posts.data.posts} />
              <BlogPagination listing={listing} page={page} totalPages={posts.data.totalPages} />
            </>
          )}
        </div>
        {listing.kind === 'all' ? <BlogTagList /> : null}
      </div>
    </>
  );
}

function ListingSkeleton() {
  return (
    <div aria-label="Loading articles" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((card) => (
        <div key={card} className="rounded-xl border border-line bg-surface p-6">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="mt-4 h-6 w-4/5" />
          <Skeleton className="mt-3 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-3/4" />
          <Skeleton className="mt-6 h-3 w-1/3" />
        </div>
      ))}
    </div>
  );
}
