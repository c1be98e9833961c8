import type { ReactNode } from 'react';

/** Facts as a grid of term and value (the details dialog, the panels of a domain's page). */
export function FactList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl aria-label={label} className="grid gap-px overflow-hidden rounded-lg border border-line bg-line sm:grid-cols-2">
      {children}
    </dl>
  );
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1 bg-surface px-4 py-3 sm:last:odd:col-span-2">
      <dt className="text-xs font-medium text-fg-muted">{term}</dt>
      <dd className="text-sm break-words text-fg">{children}</dd>
    </div>
  );
}
