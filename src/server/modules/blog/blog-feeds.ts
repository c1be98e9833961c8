import { BLOG_CATEGORY_INFO, BLOG_DESCRIPTION, BLOG_TITLE, type BlogPost } from '../../../shared/contracts/blog';
import { BLOG_ATOM_PATH, BLOG_INDEX_PATH, BLOG_RSS_PATH, blogPostPath } from '../../../shared/blog-paths';
import { escapeXml } from '../../../shared/helpers/escape-html';

/** Posts in each feed: the newest ones (feed readers keep what they have already seen). */
export const FEED_POST_LIMIT = 20;

const text = escapeXml;

/** Site paths in a post's links and images made absolute: a feed reader shows the article away from the site. */
function absoluteHtml(html: string, publicUrl: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${publicUrl}/`);
}

const newestUpdate = (posts: BlogPost[]) =>
  posts.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    posts[0]?.updatedAt ?? new Date(0).toISOString(),
  );

/** RSS 2.0 (https://www.rssboard.org/rss-specification) with the full article in content:encoded. */
export function rssFeed(posts: BlogPost[], publicUrl: string): string {
  const items = posts.map((post) => {
    const url = `${publicUrl}${blogPostPath(post.slug)}`;
    return [
      '    <item>',
      `      <title>${text(post.title)}</title>`,
      `      <link>${text(url)}</link>`,
      `      <guid isPermaLink="true">${text(url)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `      <category>${text(BLOG_CATEGORY_INFO[post.category].label)}</category>`,
      `      <description>${text(post.excerpt)}</description>`,
      `      <content:encoded>${text(absoluteHtml(post.html, publicUrl))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${text(BLOG_TITLE)}</title>`,
    `    <link>${text(`${publicUrl}${BLOG_INDEX_PATH}`)}</link>`,
    `    <description>${text(BLOG_DESCRIPTION)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${new Date(newestUpdate(posts)).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${text(`${publicUrl}${BLOG_RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom (RFC 4287) with the full article as escaped HTML. Entry ids are the posts' addresses. */
export function atomFeed(posts: BlogPost[], publicUrl: string): string {
  const entries = posts.map((post) => {
    const url = `${publicUrl}${blogPostPath(post.slug)}`;
    return [
      '  <entry>',
      `    <id>${text(url)}</id>`,
      `    <title type="text">${text(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${text(url)}"/>`,
      `    <published>${post.publishedAt}</published>`,
      `    <updated>${post.updatedAt}</updated>`,
      `    <category term="${text(post.category)}" label="${text(BLOG_CATEGORY_INFO[post.category].label)}"/>`,
      `    <summary type="text">${text(post.excerpt)}</summary>`,
      `    <content type="html">${text(absoluteHtml(post.html, publicUrl))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${text(`${publicUrl}${BLOG_INDEX_PATH}`)}</id>`,
    `  <title type="text">${text(BLOG_TITLE)}</title>`,
    `  <subtitle type="text">${text(BLOG_DESCRIPTION)}</subtitle>`,
    `  <updated>${newestUpdate(posts)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${text(`${publicUrl}${BLOG_ATOM_PATH}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${text(`${publicUrl}${BLOG_INDEX_PATH}`)}"/>`,
    '  <author><name>Sitewarden</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
