import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Checkbox } from './checkbox';
import { FieldError } from './field-error';
import { Label } from './label';

export interface CheckboxOption<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps<T extends string> {
  legend: ReactNode;
  options: readonly CheckboxOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** Classes of the options' container (a grid of columns, say). */
  optionsClassName?: string;
}

/** Several choices of one kind (alert types, channels) under one legend; the value keeps the options' order. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  className,
  optionsClassName,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const toggle = (option: T, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))));
  return (
    <fieldset
      className={cn('grid gap-2', className)}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm leading-5 font-medium text-fg">{legend}</legend>
      <div className={cn('flex flex-wrap gap-x-5 gap-y-2.5', optionsClassName)}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex min-w-0 items-center gap-2">
              <Checkbox
                id={optionId}
                checked={value.includes(option.value)}
                disabled={option.disabled}
                aria-invalid={error ? true : undefined}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
              />
              <Label htmlFor={optionId} className="min-w-0 font-normal break-words">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-fg-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
