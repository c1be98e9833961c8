import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';
import type { FieldControlProps } from './form-field';
import { SwitchField, type SwitchFieldProps } from './switch-field';
import { TimeZoneSelect } from './time-zone-select';

/**
 * Radix controls bound to a react-hook-form field: the field's value in, changes out, and its error under the
 * control. (Plain inputs take `register` directly and need none of this.)
 */
interface Bound<T extends FieldValues, TTransformed> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type does not matter here
  control: Control<T, any, TTransformed>;
  name: FieldPath<T>;
}

export function FormCheckboxGroup<T extends FieldValues, TTransformed, V extends string>({
  control,
  name,
  ...props
}: Bound<T, TTransformed> & Omit<CheckboxGroupProps<V>, 'value' | 'onChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          {...props}
          value={field.value as V[]}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

export function FormSwitchField<T extends FieldValues, TTransformed>({
  control,
  name,
  ...props
}: Bound<T, TTransformed> & Omit<SwitchFieldProps, 'checked' | 'onCheckedChange'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SwitchField {...props} checked={field.value} onCheckedChange={field.onChange} />}
    />
  );
}

/** The time zone picker bound to a form field, inside a FormField (`control`: the label's and hint's ids). */
export function FormTimeZoneSelect<T extends FieldValues, TTransformed>({
  control,
  name,
  field: fieldControl,
}: Bound<T, TTransformed> & { field: FieldControlProps }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TimeZoneSelect {...fieldControl} {...field} onChange={(event) => field.onChange(event.target.value)} />
      )}
    />
  );
}
