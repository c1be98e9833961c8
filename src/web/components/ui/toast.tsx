import type { ComponentProps } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { cn } from '../../lib/cn';
import type { ToastVariant } from '../../lib/toast';

export const ToastProvider = RadixToast.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof RadixToast.Viewport>) {
  return (
    <RadixToast.Viewport
      className={cn(
        'fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none sm:p-6',
        className,
      )}
      {...props}
    />
  );
}

export interface ToastProps extends ComponentProps<typeof RadixToast.Root> {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
}

export function Toast({ title, description, variant = 'default', className, ...props }: ToastProps) {
  const destructive = variant === 'destructive';
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <RadixToast.Root
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-fade-out',
        destructive ? 'border-critical/30 bg-critical-soft' : 'border-line bg-surface',
        // Soft status backgrounds are translucent in dark mode: keep the toast opaque.
        destructive && 'bg-[color-mix(in_oklab,var(--color-critical-soft),var(--color-surface))]',
        className,
      )}
      {...props}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', destructive ? 'text-critical' : 'text-healthy')}
      />
      <div className="grid min-w-0 gap-1">
        <RadixToast.Title className={cn('text-sm font-semibold', destructive ? 'text-critical' : 'text-fg')}>
          {title}
        </RadixToast.Title>
        {description ? (
          <RadixToast.Description className="text-sm text-fg-muted">{description}</RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close
        aria-label="Dismiss notification"
        className="absolute top-3 right-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-fg-muted transition-colors hover:bg-muted hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
