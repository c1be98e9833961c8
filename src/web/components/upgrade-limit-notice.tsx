import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

/**
 * Shown instead of a Create/Add action once the plan's limit of a thing is reached: what the limit is, and the way to
 * the billing page to raise it. Each feature words its own limit.
 */
export function UpgradeLimitNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      tone="warning"
      role="status"
      title={title}
      action={
        <Button asChild size="sm" variant="outline">
          <Link to="/billing">
            Upgrade plan
            <ArrowUpRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
