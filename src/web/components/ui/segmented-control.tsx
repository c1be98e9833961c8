import { ToggleGroup } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
  /** Why an option is disabled, read by screen readers and shown on hover. */
  description?: string;
}

export interface SegmentedControlProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly SegmentedOption<T>[];
  /** What the choice is about ('Time range'). */
  label: string;
  className?: string;
}

/**
 * One choice among a few, all visible (time ranges). Arrow keys move between options; the chosen one cannot be
 * unchosen, so there is always a value.
 */
export function SegmentedControl<T extends string>({
  value,
  onValueChange,
  options,
  label,
  className,
}: SegmentedControlProps<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => {
        if (next) onValueChange(next as T);
      }}
      aria-label={label}
      className={cn('inline-flex h-9 items-center gap-1 rounded-lg bg-muted p-1 text-fg-muted', className)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          disabled={option.disabled}
          title={option.description}
          aria-label={option.description ? `${option.label} (${option.description})` : undefined}
          className={cn(
            'inline-flex h-7 flex-1 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap tabular-nums transition-colors',
            'hover:text-fg data-[state=on]:bg-surface data-[state=on]:text-fg data-[state=on]:shadow-xs',
            'disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:text-fg-muted',
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
