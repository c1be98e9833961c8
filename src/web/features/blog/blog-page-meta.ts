import {
  BLOG_CATEGORY_INFO,
  BLOG_DESCRIPTION,
  isBlogCategory,
  type BlogPostSummary,
} from '../../../shared/contracts/blog';
import type { BlogListing } from '../../../shared/blog-paths';
import {
  fitToLimit,
  isPaginatedPageIndexable,
  PAGE_DESCRIPTION_LIMIT,
  PAGE_TITLE_LIMIT,
} from '../../../shared/helpers/page-meta';
import { formatDocumentTitle } from '../../lib/document-title';

export interface BlogPageMeta {
  /** The page's own title; PageMeta adds the site name. */
  title: string;
  description: string;
  noindex: boolean;
}

/** Room for a page's own title once PageMeta has added " · Sitewarden" (SPEC §9.4: 60 characters in all). */
export const OWN_TITLE_LIMIT = PAGE_TITLE_LIMIT - (formatDocumentTitle('x').length - 1);

const pageSuffix = (page: number) => (page > 1 ? `, page ${page}` : '');
const pagePrefix = (page: number) => (page > 1 ? `Page ${page}: ` : '');

/**
 * Title, description and indexing of a listing page, from its address alone (so they are right while the posts load).
 * Every page gets its own title and description; pages beyond 3 are noindexed (SPEC §9.4).
 */
export function blogListingMeta(listing: BlogListing, page: number): BlogPageMeta {
  const noindex = !isPaginatedPageIndexable(page);
  const fit = (title: string, description: string): BlogPageMeta => ({
    title: fitToLimit(title, OWN_TITLE_LIMIT),
    description: fitToLimit(description, PAGE_DESCRIPTION_LIMIT),
    noindex,
  });
  if (listing.kind === 'category' && isBlogCategory(listing.category)) {
    const { label, description } = BLOG_CATEGORY_INFO[listing.category];
    return fit(`${label} articles${pageSuffix(page)}`, `${pagePrefix(page)}${description}`);
  }
  if (listing.kind === 'tag') {
    return fit(
      `Articles tagged ${listing.tag}${pageSuffix(page)}`,
      `${pagePrefix(page)}Sitewarden blog articles tagged “${listing.tag}”, newest first.`,
    );
  }
  return fit(
    page > 1 ? `Blog${pageSuffix(page)}` : 'Blog: website and domain monitoring',
    `${pagePrefix(page)}${BLOG_DESCRIPTION}`,
  );
}

/**
 * A post's page meta. A title too long for <title> keeps the part before its colon when that part stands alone
 * ("SSL certificate types explained: DV, OV, EV..." -> "SSL certificate types explained"), else it is cut at a word.
 */
export function blogPostMeta(post: Pick<BlogPostSummary, 'title' | 'excerpt'>): BlogPageMeta {
  const head = post.title.split(': ')[0] ?? '';
  const shortTitle =
    post.title.length > OWN_TITLE_LIMIT && head.length >= 12 && head.length <= OWN_TITLE_LIMIT ? head : post.title;
  return {
    title: fitToLimit(shortTitle, OWN_TITLE_LIMIT),
    description: fitToLimit(post.excerpt, PAGE_DESCRIPTION_LIMIT),
    noindex: false,
  };
}
