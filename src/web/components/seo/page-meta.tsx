import { useLocation } from 'react-router';
import { formatDocumentTitle } from '../../lib/document-title';
import { siteOrigin } from '../../lib/site-origin';

export interface PageMetaProps {
  /** The page's own title (at most 60 characters with the site name, SPEC §9.4). */
  title: string;
  /** At most 160 characters. */
  description: string;
  /** Path of the canonical URL, e.g. '/pricing'. Defaults to the current path. */
  path?: string;
  /** Paginated pages beyond 3 are not indexed (SPEC §9.4). */
  noindex?: boolean;
  /** Open Graph type: 'website' for pages, 'article' for posts. */
  type?: 'website' | 'article';
}

/**
 * Title, description, canonical and Open Graph tags of a public page. React 19 hoists these elements into
 * <head>, both in the browser and when public pages are rendered to HTML at build time, so every public page
 * renders exactly one PageMeta.
 */
export function PageMeta({ title, description, path, noindex = false, type = 'website' }: PageMetaProps) {
  const { pathname } = useLocation();
  const fullTitle = formatDocumentTitle(title);
  const canonical = new URL(path ?? pathname, siteOrigin()).toString();
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content="Sitewarden" />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
