import { Link } from 'react-router';
import { BLOG_CATEGORY_INFO, type BlogPostSummary } from '../../../../shared/contracts/blog';
import { blogListingPath, blogPostPath } from '../../../../shared/blog-paths';
import { formatPostDate, postDay } from '../format-post-date';

/** A post in a listing or under "Related articles": category, title, excerpt, date and reading time. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex w-full flex-col rounded-xl border border-line bg-surface p-5 shadow-xs transition-colors hover:border-line-strong sm:p-6">
      <Link
        to={blogListingPath({ kind: 'category', category: post.category })}
        className="self-start rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent-text hover:underline"
      >
        {BLOG_CATEGORY_INFO[post.category].label}
      </Link>
      <Heading className="mt-3 text-lg leading-snug font-semibold tracking-tight text-balance text-fg">
        <Link to={blogPostPath(post.slug)} className="rounded-sm hover:text-accent-text hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 text-sm leading-6 text-fg-muted">{post.excerpt}</p>
      <p className="mt-auto pt-4 text-xs text-fg-subtle">
        <time dateTime={postDay(post.publishedAt)}>{formatPostDate(post.publishedAt)}</time>
        <span aria-hidden="true"> · </span>
        <span>{post.readingMinutes} min read</span>
      </p>
    </article>
  );
}

export function PostCardGrid({ posts, headingLevel }: { posts: readonly BlogPostSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug} className="flex">
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
