import { formatDocumentTitle } from '../../lib/document-title';
import { NOT_FOUND_TITLE, NotFoundPage } from '../errors/not-found-page';
import { PublicLayout } from '../layouts/public/public-layout';

/**
 * The visitor's 404 page, also prerendered as the body of every 404 answer. Its head says "not for search engines" and
 * names no canonical address: the same HTML answers every unknown path.
 */
export function PublicNotFound() {
  return (
    <PublicLayout>
      <title>{formatDocumentTitle(NOT_FOUND_TITLE)}</title>
      <meta
        name="description"
        content="This page does not exist on Sitewarden. Check the address, or start again from the home page."
      />
      <meta name="robots" content="noindex" />
      <NotFoundPage />
    </PublicLayout>
  );
}
