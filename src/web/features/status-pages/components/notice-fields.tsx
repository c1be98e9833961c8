import type { Control, FieldPath, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { FormSwitchField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

/**
 * Fields every notice form of a status page has (an incident, its updates, a maintenance window): they look and are
 * named alike everywhere, so people (and screen readers) find them in the same place.
 */

/** The notice's title, as typed into a form's `title` field. */
export function NoticeTitleField({
  error,
  placeholder,
  ...registration
}: UseFormRegisterReturn & { error: string | undefined; placeholder: string }) {
  return (
    <FormField label="Title" error={error}>
      {(control) => (
        <Input {...control} {...registration} maxLength={200} autoComplete="off" placeholder={placeholder} />
      )}
    </FormField>
  );
}

/** The contracts' names of "tell the subscribers": an incident's is Statuspage's (deliverNotifications, decision 079). */
type NoticeFieldName = 'notifySubscribers' | 'deliverNotifications';

/** Whether the page's subscribers are e-mailed about it: the form's `notifySubscribers` (or `name`) field. */
export function NotifySubscribersSwitch<T extends FieldValues, TTransformed>({
  control,
  description,
  name = 'notifySubscribers',
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's context type does not matter here
  control: Control<T, any, TTransformed>;
  description: string;
  name?: NoticeFieldName & keyof T;
}) {
  return (
    <FormSwitchField
      control={control}
      name={name as FieldPath<T>}
      label="Notify subscribers"
      description={description}
    />
  );
}
