import { CircleCheck, CircleDashed, CircleMinus } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { Cell, CellState } from '../content/vendors';

const LOOKS: Record<CellState, { label: string; icon: typeof CircleCheck; className: string }> = {
  yes: { label: 'Yes', icon: CircleCheck, className: 'text-healthy' },
  partial: { label: 'Partly', icon: CircleDashed, className: 'text-warning' },
  no: { label: 'No', icon: CircleMinus, className: 'text-fg-subtle' },
};

/** A yes / partly / no answer with its note; the word is always written, not only shown as an icon. */
export function ComparisonCell({ cell }: { cell: Cell }) {
  const look = LOOKS[cell.state];
  const Icon = look.icon;
  return (
    <div className="flex gap-2">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', look.className)} />
      <div className="min-w-0">
        <span className="font-medium text-fg">{look.label}</span>
        {cell.note ? <p className="mt-0.5 text-xs leading-5 text-fg-muted">{cell.note}</p> : null}
      </div>
    </div>
  );
}
