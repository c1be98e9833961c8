import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { showFormError } from '../../../lib/action-errors';
import { toast, type ToastInput } from '../../../lib/toast';

/** The dialog around an integration's form. */
export function IntegrationDialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** Saving an integration: a toast and the dialog closes, or the server's field errors under their fields. */
export function saveCallbacks<T extends FieldValues>(options: {
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
  what: string;
  success: ToastInput;
  onDone: () => void;
}) {
  return {
    onSuccess: () => {
      toast(options.success);
      options.onDone();
    },
    onError: (error: unknown) => {
      showFormError(
        error,
        options.setError,
        options.fields,
        `Couldn't save the ${options.what}`,
        `An error occurred while saving the ${options.what}.`,
      );
    },
  };
}
