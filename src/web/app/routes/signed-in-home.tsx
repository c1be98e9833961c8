import { WelcomeOverview } from '../../features/dashboard/components/welcome-overview';
import { AppLayout } from '../layouts/app/app-layout';

export function SignedInHome() {
  return (
    <AppLayout title="Dashboard" description="Your monitoring at a glance">
      <WelcomeOverview />
    </AppLayout>
  );
}
