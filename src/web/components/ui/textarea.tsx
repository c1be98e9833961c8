import type { Ref, TextareaHTMLAttributes } from 'react';
import { inputClasses } from './input';
import { cn } from '../../lib/cn';

/** A multi-line field with the look of the Input primitive. */
export function Textarea({
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={cn(inputClasses, 'h-auto min-h-20 resize-y py-2', className)} {...props} />;
}
