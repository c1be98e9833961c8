import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { formatChange, periodChange, type ChangeRule } from '../../../../shared/helpers/period-change';
import { cn } from '../../../lib/cn';

export interface ChangeIndicatorProps {
  current: number | null;
  /** Undefined when the plan keeps no earlier period; null when it had nothing measured. */
  previous: number | null | undefined;
  rule: ChangeRule;
  unit: 'pp' | 'ms' | 'days' | 'points' | 'count';
  /** 'the previous 7 days' */
  against: string;
}

/** This period against the previous one: an arrow, the change, and whether it is for the better. */
export function ChangeIndicator({ current, previous, rule, unit, against }: ChangeIndicatorProps) {
  if (previous === undefined) return <p className="text-xs text-fg-subtle">No earlier period on this plan</p>;
  const change = periodChange(current, previous, rule);
  if (!change) return <p className="text-xs text-fg-subtle">Nothing to compare with {against}</p>;
  const Icon = change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : Minus;
  const tone =
    change.verdict === 'better' ? 'text-healthy' : change.verdict === 'worse' ? 'text-critical' : 'text-fg-muted';
  const verdict = change.verdict === 'same' ? 'unchanged' : change.verdict;
  return (
    <p className="flex flex-wrap items-center gap-x-1 text-xs">
      <span className={cn('inline-flex items-center gap-0.5 font-medium tabular-nums', tone)}>
        <Icon aria-hidden="true" className="size-3.5" />
        {formatChange(change, unit)}
        <span className="sr-only"> ({verdict})</span>
      </span>
      <span className="text-fg-subtle">vs {against}</span>
    </p>
  );
}
