import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';

export interface DomainFormValues {
  name: string;
  description?: string | null | undefined;
}

/** Domain Name and Description (optional): the fields of the Add Domain and settings dialogs (SPEC §2.9, §2.10). */
export function DomainFormFields({
  register,
  errors,
}: {
  register: UseFormRegister<DomainFormValues>;
  errors: FieldErrors<DomainFormValues>;
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
    </>
  );
}
