import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormSwitchField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';

export interface DomainFormValues {
  name: string;
  description?: string | null | undefined;
  /** Served over plain HTTP only (decision 071). */
  httpOnly?: boolean | undefined;
}

/**
 * Domain Name, Description (optional) and HTTP only: the fields of the Add Domain and settings dialogs (SPEC §2.9,
 * §2.10; HTTP only, decision 071).
 */
export function DomainFormFields<TTransformed>({
  register,
  errors,
  control,
}: {
  register: UseFormRegister<DomainFormValues>;
  errors: FieldErrors<DomainFormValues>;
  control: Control<DomainFormValues, unknown, TTransformed>;
}) {
  return (
    <>
      <FormField label="Domain Name" error={errors.name?.message} hint="Enter without http:// or https://">
        {(control) => (
          <Input
            {...control}
            {...register('name')}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            inputMode="url"
            placeholder="example.com"
          />
        )}
      </FormField>
      <FormField label="Description" optional error={errors.description?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('description')}
            rows={3}
            maxLength={500}
            placeholder="What this site is, who looks after it"
          />
        )}
      </FormField>
      <FormSwitchField
        control={control}
        name="httpOnly"
        label="HTTP only"
        description="The site is served over plain HTTP, without HTTPS: checked over http://, with no certificate check."
      />
    </>
  );
}
