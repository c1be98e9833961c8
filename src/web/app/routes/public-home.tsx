import { LandingPage } from '../../features/landing/components/landing-page';
import { PublicLayout } from '../layouts/public/public-layout';

export function PublicHome() {
  return (
    <PublicLayout>
      <LandingPage />
    </PublicLayout>
  );
}
