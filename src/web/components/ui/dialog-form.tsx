import type { FormEvent, ReactNode } from 'react';

/**
 * The form of a dialog: named for assistive technology, its fields in one column, checked by the app's own rules
 * (noValidate: the browser's bubbles would repeat them) and sent through react-hook-form's handleSubmit.
 */
export function DialogForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form noValidate aria-label={label} className="grid min-w-0 gap-5" onSubmit={(event) => void onSubmit(event)}>
      {children}
    </form>
  );
}
