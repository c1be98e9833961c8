import { Pencil, Trash2, type LucideIcon } from 'lucide-react';
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

/** Edit and Delete of one row, each behind the demo's guard for its call (PATCH, DELETE) on the row's API path. */
export function EditDeleteActions({
  name,
  path,
  onEdit,
  onDelete,
}: {
  name: string;
  path: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <GuardedIconAction
        method="PATCH"
        path={path}
        label={`Edit ${name}`}
        title="Edit"
        icon={Pencil}
        onClick={onEdit}
      />
      <GuardedIconAction
        method="DELETE"
        path={path}
        label={`Delete ${name}`}
        title="Delete"
        icon={Trash2}
        onClick={onDelete}
      />
    </>
  );
}
