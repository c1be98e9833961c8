import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  BLOG_CATEGORY_INFO,
  BLOG_SLUG_PATTERN,
  type BlogPostDetail,
  type BlogPostSummary,
} from '../../../../shared/contracts/blog';
import { blogListingPath, blogPostPath, BLOG_INDEX_PATH } from '../../../../shared/blog-paths';
import { ProseHtml } from '../../../components/content/prose-html';
import { PageMeta } from '../../../components/seo/page-meta';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { blogPostQueryOptions } from '../api/blog-queries';
import { blogPostMeta } from '../blog-page-meta';
import { formatPostDate, postDay } from '../format-post-date';
import { BlogFeedHeadLinks } from './blog-feed-links';
import { TagLink } from './blog-topics';
import { PostCardGrid } from './post-card';

/** /blog/{slug} (SPEC §2.1): the article, its dates, reading time, category and tags, related posts and neighbours. */
export function BlogPostPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  if (!BLOG_SLUG_PATTERN.test(slug)) return notFound;
  return <Post slug={slug} notFound={notFound} />;
}

function Post({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const detail = useQuery(blogPostQueryOptions(slug));
  if (detail.isPending) return <PostSkeleton />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) return notFound;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <LoadError
          title="Couldn't load this article"
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
          extra={
            <Link
              to={BLOG_INDEX_PATH}
              className="inline-flex h-9 items-center px-3 text-sm font-medium text-accent-text hover:underline"
            >
              All articles
            </Link>
          }
        />
      </div>
    );
  }
  return <Article detail={detail.data} />;
}

function Article({ detail }: { detail: BlogPostDetail }) {
  const { post, related, newer, older } = detail;
  const meta = blogPostMeta(post);
  const category = BLOG_CATEGORY_INFO[post.category];
  const updated = postDay(post.updatedAt) > postDay(post.publishedAt);
  return (
    <>
      <PageMeta title={meta.title} description={meta.description} type="article" />
      <meta property="article:published_time" content={post.publishedAt} />
      <meta property="article:modified_time" content={post.updatedAt} />
      <meta property="article:section" content={category.label} />
      <BlogFeedHeadLinks />
      <article>
        <header className="border-b border-line bg-[radial-gradient(60%_80%_at_50%_0%,var(--color-accent-soft),transparent)]">
          <div className="mx-auto max-w-3xl px-4 pt-10 pb-10 sm:px-6 sm:pt-14">
            <nav aria-label="Breadcrumb">
              <ol className="flex flex-wrap items-center gap-1.5 text-sm text-fg-muted">
                <li>
                  <Link to={BLOG_INDEX_PATH} className="rounded-sm hover:text-fg hover:underline">
                    Blog
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>
                  <Link
                    to={blogListingPath({ kind: 'category', category: post.category })}
                    className="rounded-sm font-medium text-accent-text hover:underline"
                  >
                    {category.label}
                  </Link>
                </li>
              </ol>
            </nav>
            <h1 className="mt-4 text-3xl leading-tight font-semibold tracking-tight text-balance text-fg sm:text-4xl">
              {post.title}
            </h1>
            <p className="mt-4 text-lg text-pretty text-fg-muted">{post.excerpt}</p>
            <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-fg-muted">
              <span>
                Published <time dateTime={postDay(post.publishedAt)}>{formatPostDate(post.publishedAt)}</time>
              </span>
              {updated ? (
                <span>
                  Updated <time dateTime={postDay(post.updatedAt)}>{formatPostDate(post.updatedAt)}</time>
                </span>
              ) : null}
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-3.5" />
                {post.readingMinutes} min read
              </span>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
          <ProseHtml html={post.html} />
          <footer className="mt-12 border-t border-line pt-6">
            <h2 className="sr-only">Tags</h2>
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <TagLink tag={tag} />
                </li>
              ))}
            </ul>
          </footer>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="border-t border-line pt-12">
          <div className="mx-auto max-w-5xl px-4 sm:px-6">
            <h2 id="related-articles" className="text-xl font-semibold tracking-tight text-fg">
              Related articles
            </h2>
            <div className="mt-6">
              <PostCardGrid posts={related} headingLevel={3} />
            </div>
          </div>
        </section>
      ) : null}
      <PostNeighbours newer={newer} older={older} />
    </>
  );
}

/** The posts before and after this one, and the way back to all articles. */
function PostNeighbours({ newer, older }: { newer: BlogPostSummary | null; older: BlogPostSummary | null }) {
  const card =
    'group flex flex-col gap-1 rounded-xl border border-line bg-surface p-4 shadow-xs transition-colors hover:border-line-strong';
  return (
    <nav aria-label="More articles" className="py-12">
      <div className="mx-auto grid max-w-5xl gap-4 px-4 sm:grid-cols-2 sm:px-6">
        {older ? (
          <Link to={blogPostPath(older.slug)} rel="prev" className={card}>
            <span className="inline-flex items-center gap-1 text-xs font-medium text-fg-subtle">
              <ArrowLeft aria-hidden="true" className="size-3.5" /> Older article
            </span>
            <span className="font-medium text-fg group-hover:text-accent-text">{older.title}</span>
          </Link>
        ) : (
          <span aria-hidden="true" className="hidden sm:block" />
        )}
        {newer ? (
          <Link to={blogPostPath(newer.slug)} rel="next" className={`${card} sm:items-end sm:text-right`}>
            <span className="inline-flex items-center gap-1 text-xs font-medium text-fg-subtle">
              Newer article <ArrowRight aria-hidden="true" className="size-3.5" />
            </span>
            <span className="font-medium text-fg group-hover:text-accent-text">{newer.title}</span>
          </Link>
        ) : null}
        <p className="sm:col-span-2">
          <Link
            to={BLOG_INDEX_PATH}
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-accent-text hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All articles
          </Link>
        </p>
      </div>
    </nav>
  );
}

function PostSkeleton() {
  return (
    <div aria-label="Loading the article" className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-5 h-10 w-4/5" />
      <Skeleton className="mt-4 h-5 w-full" />
      <Skeleton className="mt-2 h-5 w-2/3" />
      <Skeleton className="mt-6 h-4 w-56" />
      <div className="mt-12 grid gap-3">
        {[0, 1, 2, 3, 4, 5, 6].map((line) => (
          <Skeleton key={line} className={line % 3 === 2 ? 'h-4 w-3/4' : 'h-4 w-full'} />
        ))}
      </div>
    </div>
  );
}
