import { NotFoundPage } from '../errors/not-found-page';
import { AppLayout } from '../layouts/app/app-layout';

export function SignedInNotFound() {
  return (
    <AppLayout title="Page not found">
      <NotFoundPage homeLabel="Back to dashboard" headingLevel={2} />
    </AppLayout>
  );
}
