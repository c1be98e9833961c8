import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { cn } from '../../lib/cn';

export const DropdownMenu = RadixMenu.Root;
export const DropdownMenuTrigger = RadixMenu.Trigger;
export const DropdownMenuGroup = RadixMenu.Group;
export const DropdownMenuRadioGroup = RadixMenu.RadioGroup;

export function DropdownMenuContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 min-w-48 overflow-hidden rounded-lg border border-line bg-surface p-1 text-sm text-fg shadow-lg',
          'data-[state=open]:animate-pop-in data-[state=closed]:animate-fade-out',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

const itemClasses =
  'relative flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-fg-muted';

export function DropdownMenuItem({
  className,
  destructive = false,
  ...props
}: ComponentProps<typeof RadixMenu.Item> & { destructive?: boolean }) {
  return (
    <RadixMenu.Item
      className={cn(itemClasses, destructive && 'text-critical [&_svg]:text-critical', className)}
      {...props}
    />
  );
}

export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof RadixMenu.RadioItem>) {
  return (
    <RadixMenu.RadioItem className={cn(itemClasses, 'pr-8', className)} {...props}>
      {children}
      <RadixMenu.ItemIndicator className="absolute right-2 inline-flex">
        <Check aria-hidden="true" className="text-accent-text!" />
      </RadixMenu.ItemIndicator>
    </RadixMenu.RadioItem>
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn('px-2 py-1.5 text-xs font-medium text-fg-muted', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={cn('-mx-1 my-1 h-px bg-line', className)} {...props} />;
}
