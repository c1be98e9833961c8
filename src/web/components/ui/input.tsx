import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export const inputClasses = cn(
  'block h-10 w-full min-w-0 rounded-lg border border-line-strong bg-surface px-3 text-base text-fg shadow-xs sm:text-sm',
  'placeholder:text-fg-subtle transition-colors',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'aria-invalid:border-critical aria-invalid:focus-visible:outline-critical/30',
  'disabled:cursor-not-allowed disabled:opacity-60',
);

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
