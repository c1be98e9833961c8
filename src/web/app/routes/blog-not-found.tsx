import { formatDocumentTitle } from '../../lib/document-title';
import { NOT_FOUND_TITLE, NotFoundPage } from '../errors/not-found-page';

/**
 * What a blog address shows when the API has no such post, category, tag or page (a link followed inside the app;
 * typed addresses get the server's 404 page). Inside the public layout, not for search engines.
 */
export function BlogNotFound() {
  return (
    <>
      <title>{formatDocumentTitle(NOT_FOUND_TITLE)}</title>
      <meta name="robots" content="noindex" />
      <NotFoundPage />
    </>
  );
}
