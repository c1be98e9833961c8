import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PROFILE_NAME_MAX, profileNamesSchema, type Profile } from '../../../../shared/contracts/profile';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SaveChangesFooter } from '../../../components/ui/save-changes-footer';
import { showFormError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';

type FormValues = z.input<typeof profileNamesSchema>;
type FormOutput = z.output<typeof profileNamesSchema>;

/** First and last name (SPEC §5: each optional, 2 to 100 characters) and the sign-in e-mail. */
export function ProfileDetailsCard({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(profileNamesSchema),
    values: { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((input) => {
    update.mutate(
      { firstName: input.firstName ?? null, lastName: input.lastName ?? null },
      {
        onSuccess: () => toast({ title: 'Profile updated', description: 'Your name was saved.' }),
        onError: (error) => {
          showFormError(
            error,
            form.setError,
            ['firstName', 'lastName'],
            "Couldn't save your profile",
            'An error occurred while saving your profile.',
          );
        },
      },
    );
  });

  return (
    <Card>
      <form noValidate aria-label="Profile details" onSubmit={(event) => void onSubmit(event)}>
        <CardHeader>
          <CardTitle>Profile details</CardTitle>
          <CardDescription>How your name appears in the app, in team member lists and in e-mails.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField label="First name" optional error={errors.firstName?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('firstName')}
                autoComplete="given-name"
                maxLength={PROFILE_NAME_MAX + 20}
              />
            )}
          </FormField>
          <FormField label="Last name" optional error={errors.lastName?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('lastName')}
                autoComplete="family-name"
                maxLength={PROFILE_NAME_MAX + 20}
              />
            )}
          </FormField>
          <FormField
            className="sm:col-span-2"
            label="Email"
            hint="You sign in with this address; alert e-mails go to it once confirmed. Change it below."
          >
            {(control) => <Input {...control} value={profile.email} readOnly className="bg-muted text-fg-muted" />}
          </FormField>
        </CardContent>
        <SaveChangesFooter dirty={isDirty} pending={update.isPending} onDiscard={() => form.reset()} />
      </form>
    </Card>
  );
}
