import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface FieldErrorProps {
  id?: string;
  message?: string | undefined;
  className?: string;
}

/** The message under a field that failed validation. Renders nothing without a message. */
export function FieldError({ id, message, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className={cn('flex items-start gap-1.5 text-sm text-critical', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>{message}</span>
    </p>
  );
}
