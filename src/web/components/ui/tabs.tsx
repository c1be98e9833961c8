import type { ComponentProps } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cn } from '../../lib/cn';

export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('inline-flex h-9 items-center gap-1 rounded-lg bg-muted p-1 text-fg-muted', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'inline-flex h-7 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
        'hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-xs',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn('mt-4', className)} {...props} />;
}

/**
 * A page's row of tabs, [value, label] each: full width and scrolling sideways on a phone rather than widening the
 * page, as wide as its labels from the small breakpoint up.
 */
export function ScrollingTabsList({ label, tabs }: { label: string; tabs: readonly (readonly [string, string])[] }) {
  return (
    <div className="overflow-x-auto">
      <TabsList aria-label={label} className="w-full sm:w-auto">
        {tabs.map(([value, name]) => (
          <TabsTrigger key={value} value={value} className="flex-1 px-2 sm:flex-none sm:px-3">
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
    </div>
  );
}
