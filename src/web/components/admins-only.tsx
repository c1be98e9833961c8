import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';

/**
 * What an /admin screen shows everyone but the installation's administrators (whose API answers them 404): what the
 * screen is for, and that it is not for them.
 */
export function AdminsOnly({ children }: { children: string }) {
  return (
    <EmptyState
      icon={ShieldAlert}
      title="Administrators only"
      action={
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to the dashboard
          </Link>
        </Button>
      }
    >
      {children} Only administrators of this installation can see it.
    </EmptyState>
  );
}
