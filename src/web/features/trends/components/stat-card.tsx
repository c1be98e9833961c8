import type { ReactNode } from 'react';
import type { StatusTone } from '../../../../shared/helpers/health-score';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';

const valueTones: Record<StatusTone, string> = {
  healthy: 'text-healthy',
  warning: 'text-warning',
  critical: 'text-critical',
  unknown: 'text-fg',
  info: 'text-fg',
};

/** A figure of the period, in its status colour, with what it is compared with underneath. */
export function StatCard({
  title,
  value,
  tone = 'unknown',
  empty = 'No data',
  children,
}: {
  title: string;
  value: string | null;
  tone?: StatusTone;
  /** What a missing figure says ('No data'; 'Not yet' where the period has data but too little for the figure). */
  empty?: string;
  children?: ReactNode;
}) {
  return (
    <Card className="grid content-start gap-1.5 px-4 py-4">
      <h3 className="text-sm font-medium text-fg-muted">{title}</h3>
      <p
        className={cn(
          'text-xl font-semibold tracking-tight tabular-nums sm:text-2xl',
          value === null ? 'text-fg-subtle' : valueTones[tone],
        )}
      >
        {value ?? empty}
      </p>
      {children}
    </Card>
  );
}

export function StatCardSkeleton() {
  return (
    <Card className="grid gap-2 px-4 py-4">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-7 w-28" />
      <Skeleton className="h-3 w-32" />
    </Card>
  );
}
