import { useId, useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';
import { Input } from './input';
import { Label } from './label';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  /** The person types this text before the action is allowed (deleting a team: its name). */
  confirmText?: string;
  pending?: boolean;
  onConfirm: () => void;
}

/** 'Are you sure?' before an action that cannot be undone. Closing it forgets what was typed. */
export function ConfirmDialog({ open, onOpenChange, pending = false, ...props }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <DialogContent>
        <ConfirmBody {...props} pending={pending} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ConfirmBody({
  title,
  description,
  confirmLabel,
  variant = 'destructive',
  confirmText,
  pending,
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & { pending: boolean; onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const matches = confirmText === undefined || typed.trim() === confirmText.trim();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-2">{description}</div>
        </DialogDescription>
      </DialogHeader>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !pending) onConfirm();
        }}
      >
        {confirmText !== undefined ? (
          <div className="grid gap-1.5">
            <Label htmlFor={inputId}>
              Type <span className="font-semibold break-all">{confirmText}</span> to confirm
            </Label>
            <Input
              id={inputId}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant={variant} disabled={!matches} loading={pending}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

export interface ConfirmItemDialogProps<T> extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'> {
  /** The item of a list the action is about; the dialog is open while one is chosen. */
  item: T | null;
  /** Forgets the chosen item (Cancel, Escape, or after the action). */
  onClear: () => void;
  onConfirm: (item: T) => void;
}

/** ConfirmDialog for the one item of a list chosen for an action that cannot be undone (delete, remove). */
export function ConfirmItemDialog<T>({ item, onClear, onConfirm, ...props }: ConfirmItemDialogProps<T>) {
  return (
    <ConfirmDialog
      {...props}
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) onClear();
      }}
      onConfirm={() => {
        if (item !== null) onConfirm(item);
      }}
    />
  );
}
