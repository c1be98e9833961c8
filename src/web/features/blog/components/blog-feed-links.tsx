import { Rss } from 'lucide-react';
import { BLOG_TITLE } from '../../../../shared/contracts/blog';
import { BLOG_ATOM_PATH, BLOG_RSS_PATH } from '../../../../shared/blog-paths';

/** Feed discovery for browsers and feed readers: React hoists these into <head> of every blog page. */
export function BlogFeedHeadLinks() {
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={`${BLOG_TITLE} (RSS)`} href={BLOG_RSS_PATH} />
      <link rel="alternate" type="application/atom+xml" title={`${BLOG_TITLE} (Atom)`} href={BLOG_ATOM_PATH} />
    </>
  );
}

/** Visible subscribe links. Plain anchors: the feeds are files the server sends, not pages of the app. */
export function BlogFeedLinks() {
  const link = 'rounded-sm font-medium text-accent-text hover:underline';
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-fg-muted">
      <Rss aria-hidden="true" className="size-4 text-accent-text" />
      Subscribe:
      <a href={BLOG_RSS_PATH} className={link}>
        RSS
      </a>
      <span aria-hidden="true">·</span>
      <a href={BLOG_ATOM_PATH} className={link}>
        Atom
      </a>
    </p>
  );
}
