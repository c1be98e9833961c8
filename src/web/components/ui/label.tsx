import type { ComponentProps } from 'react';
import { Label as RadixLabel } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Label({ className, ...props }: ComponentProps<typeof RadixLabel.Root>) {
  return <RadixLabel.Root className={cn('text-sm leading-5 font-medium text-fg select-none', className)} {...props} />;
}
