import { blogPageCount, type BlogPostPage, type BlogTaxonomy } from '../../../shared/contracts/blog';
import { blogListingPagePath, blogPostPath, type BlogListing } from '../../../shared/blog-paths';
import { BLOG_PAGE_PATTERNS } from '../../../shared/blog-routes';
import type { PrerenderPath } from '../../../shared/prerender/types';
import type { DynamicPathSource } from '../../prerender/dynamic-paths';

/** Page 2 onwards of a listing of `count` posts (page 1 is the listing's own address). */
function laterPages(listing: BlogListing, count: number): PrerenderPath[] {
  return Array.from({ length: blogPageCount(count) - 1 }, (_, i) => ({ path: blogListingPagePath(listing, i + 2) }));
}

/**
 * Every blog page for the prerender: the index's later pages, each category and tag with its pages, and each post
 * (dated, for sitemap.xml). /blog itself is a fixed public route. All blog pages come from the repository's files, so
 * the patterns are complete: any other blog address answers 404.
 */
export const blogPathSource: DynamicPathSource = {
  name: 'blog',
  patterns: [...BLOG_PAGE_PATTERNS],
  async list(api) {
    const taxonomy = await api<BlogTaxonomy>('/api/blog/taxonomy');
    const paths: PrerenderPath[] = laterPages({ kind: 'all' }, taxonomy.totalPosts);
    for (const { slug, count } of taxonomy.categories) {
      const listing: BlogListing = { kind: 'category', category: slug };
      paths.push({ path: blogListingPagePath(listing, 1) }, ...laterPages(listing, count));
    }
    for (const { slug, count } of taxonomy.tags) {
      const listing: BlogListing = { kind: 'tag', tag: slug };
      paths.push({ path: blogListingPagePath(listing, 1) }, ...laterPages(listing, count));
    }
    for (let page = 1; page <= blogPageCount(taxonomy.totalPosts); page += 1) {
      const { posts } = await api<BlogPostPage>(`/api/blog/posts?page=${page}`);
      paths.push(...posts.map((post) => ({ path: blogPostPath(post.slug), lastModified: post.updatedAt })));
    }
    return paths;
  },
};
