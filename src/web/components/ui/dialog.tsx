import type { ComponentProps, HTMLAttributes } from 'react';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { cn } from '../../lib/cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const overlayClasses =
  'fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

const sideClasses = {
  center: cn(
    'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto',
    'rounded-xl border border-line bg-surface p-6 shadow-xl data-[state=open]:animate-pop-in data-[state=closed]:animate-fade-out',
  ),
  /** The mobile navigation drawer (SPEC §9.4: 280 px). */
  left: cn(
    'fixed inset-y-0 left-0 z-50 flex h-dvh w-[280px] max-w-[85vw] flex-col overflow-y-auto border-r border-line bg-surface shadow-xl',
    'data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left',
  ),
} as const;

export interface DialogContentProps extends ComponentProps<typeof RadixDialog.Content> {
  side?: keyof typeof sideClasses;
  /** Hide the corner close button (when the content has its own). */
  hideClose?: boolean;
}

export function DialogContent({
  side = 'center',
  hideClose = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content className={cn(sideClasses[side], className)} {...props}>
        {children}
        {hideClose ? null : (
          <RadixDialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-fg-muted transition-colors hover:bg-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('grid gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('text-lg font-semibold tracking-tight text-fg', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('text-sm text-fg-muted', className)} {...props} />;
}
