import { NotFoundPage } from '../errors/not-found-page';
import { PublicLayout } from '../layouts/public/public-layout';

export function PublicNotFound() {
  return (
    <PublicLayout>
      <NotFoundPage />
    </PublicLayout>
  );
}
