import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** Shown instead of Create once the workspace has as many pages as its plan allows (or when the server says so). */
export function StatusPageLimitNotice({ limit, message }: { limit: number; message?: string | undefined }) {
  return (
    <Alert
      tone="warning"
      role="status"
      title="Status page limit reached"
      action={
        <Button asChild size="sm" variant="outline">
          <Link to="/billing">
            Upgrade plan
            <ArrowUpRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      {message ??
        `Your plan allows ${limit} status ${limit === 1 ? 'page' : 'pages'}. Upgrade for more, or delete a page you no longer need.`}
    </Alert>
  );
}
