import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';

/**
 * A dialog that holds one form, shown while it is mounted: it stays open, without its close button, while the form's
 * request is on its way (so a save is never cut off half way), and otherwise closes through `onClose`.
 */
export function FormDialog({
  title,
  description,
  pending,
  wide = false,
  onClose,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  pending: boolean;
  /** Room for a two-column form. */
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent hideClose={pending} className={cn(wide && 'max-w-xl')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="break-words">{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
