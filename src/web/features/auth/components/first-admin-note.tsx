import { Alert } from '../../../components/ui/alert';
import { useInstallation } from '../api/installation';

/** On the sign-up form of an installation with no account yet: whoever signs up now runs it (decision 045). */
export function FirstAdminNote() {
  const { data } = useInstallation();
  if (!data?.firstAccountBecomesAdmin) return null;
  return (
    <Alert tone="info" className="mb-6">
      The first account on a new installation becomes its administrator: it can read the mail outbox and the admin
      pages.
    </Alert>
  );
}
