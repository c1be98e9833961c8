import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { HttpMethod } from '../lib/api-client';
import { DemoGuard } from './demo-guard';
import { Button } from './ui/button';

/** The actions of one row of a list (a monitor, an incident, a maintenance window), named after the row. */
export function RowActions({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={`Actions for ${name}`} className="flex flex-wrap gap-1">
      {children}
    </div>
  );
}

export interface IconActionProps {
  /** The accessible name, e.g. "Edit Checkout". */
  label: string;
  /** The short word shown on hover, e.g. "Edit". */
  title: string;
  icon: LucideIcon;
  disabled?: boolean;
  onClick: () => void;
}

/** A row's small ghost icon button: its name for screen readers, a word on hover. */
export function IconAction({ label, title, icon: Icon, disabled, onClick }: IconActionProps) {
  return (
    <Button variant="ghost" size="icon-sm" disabled={disabled} aria-label={label} title={title} onClick={onClick}>
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** An icon action behind the read-only demo's guard for the API call it makes (edit, delete, remove). */
export function GuardedIconAction({
  method,
  path,
  ...action
}: Omit<IconActionProps, 'disabled'> & { method: HttpMethod; path: string }) {
  return (
    <DemoGuard method={method} path={path}>
      {(disabled) => <IconAction {...action} disabled={disabled} />}
    </DemoGuard>
  );
}
