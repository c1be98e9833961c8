import { dismissToast, TOAST_DEFAULT_DURATION, useToasts } from '../../lib/toast';
import { Toast, ToastProvider, ToastViewport } from './toast';

/** SPEC §9.4 toasts: one at a time, 5 s by default, swipe right 50 px to dismiss, F8 focuses the region. */
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

export function Toaster() {
  const toasts = useToasts();

  return (
    <ToastProvider
      duration={TOAST_DEFAULT_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          title={title}
          description={description}
          variant={variant}
          open={open}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          {...(duration !== undefined ? { duration } : {})}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        />
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}
