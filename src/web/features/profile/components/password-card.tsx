import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { changePasswordFormSchema, profileMessages, type Profile } from '../../../../shared/contracts/profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { showFormError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

type FormValues = z.input<typeof changePasswordFormSchema>;
type FormOutput = z.output<typeof changePasswordFormSchema>;
const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password change: the current password, the new one twice. Other devices are signed out. */
export function PasswordCard({ profile }: { profile: Profile }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          {profile.hasPassword ? 'Changing it signs you out on every other device.' : 'This account has no password.'}
        </CardDescription>
      </CardHeader>
      {profile.hasPassword ? (
        <PasswordForm />
      ) : (
        <CardContent>
          <Alert
            tone="neutral"
            action={
              <Button asChild variant="outline" size="sm">
                <Link to="/forgot-password">Set a password</Link>
              </Button>
            }
          >
            {profileMessages.noPasswordYet}
          </Alert>
        </CardContent>
      )}
    </Card>
  );
}

function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({ title: 'Password changed', description: 'Other devices were signed out.' });
        },
        onError: (error) => {
          showFormError(
            error,
            form.setError,
            ['currentPassword', 'newPassword'],
            "Couldn't change the password",
            'An error occurred while changing the password.',
          );
        },
      },
    );
  });

  return (
    <form noValidate aria-label="Change password" onSubmit={(event) => void onSubmit(event)}>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <FormField className="content-start" label="Current password" error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('currentPassword')} autoComplete="current-password" />
          )}
        </FormField>
        <div aria-hidden="true" className="hidden sm:block" />
        <FormField
          className="content-start"
          label="New password"
          error={errors.newPassword?.message}
          hint="At least 6 characters."
        >
          {(control) => <PasswordInput {...control} {...form.register('newPassword')} autoComplete="new-password" />}
        </FormField>
        <FormField className="content-start" label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />
          )}
        </FormField>
      </CardContent>
      <CardFooter className="justify-end">
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </CardFooter>
    </form>
  );
}
