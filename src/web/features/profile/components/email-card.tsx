import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changeEmailSchema } from '../../../../shared/contracts/auth';
import type { Profile } from '../../../../shared/contracts/profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { showFormError, toastActionError } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import {
  useCancelEmailChange,
  useChangeEmail,
  useEmailVerification,
  useResendVerification,
} from '../../auth/api/email-verification';

type FormValues = z.input<typeof changeEmailSchema>;
type FormOutput = z.output<typeof changeEmailSchema>;
const EMPTY: FormValues = { email: '', currentPassword: '' };

/**
 * The sign-in and alert address (decision 076): a new one is mailed a link and replaces the old one only once it is
 * confirmed; until then the change shows here with Resend and Cancel.
 */
export function EmailCard({ profile }: { profile: Profile }) {
  const status = useEmailVerification();
  const change = useChangeEmail();
  const cancel = useCancelEmailChange();
  const resend = useResendVerification();
  const form = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const pending = status.data?.pendingEmail ?? null;
  const verified = status.data?.emailVerified ?? profile.emailVerified;

  const onSubmit = form.handleSubmit(({ email, currentPassword }) => {
    change.mutate(
      { email, ...(profile.hasPassword ? { currentPassword } : {}) },
      {
        onSuccess: (answer) => {
          form.reset(EMPTY);
          toast(
            answer.pendingEmail
              ? {
                  title: 'Confirmation link sent',
                  description: `Open the link sent to ${answer.pendingEmail} to use it.`,
                }
              : { title: 'E-mail address changed', description: `You sign in with ${answer.email} now.` },
          );
        },
        onError: (error) =>
          showFormError(
            error,
            form.setError,
            ['email', 'currentPassword'],
            "Couldn't change the address",
            'An error occurred while changing the address.',
          ),
      },
    );
  });

  return (
    <Card id="email">
      <CardHeader>
        <CardTitle>E-mail address</CardTitle>
        <CardDescription>
          You sign in with <strong className="font-medium text-fg">{profile.email}</strong>
          {verified ? ', and alert e-mails go to it.' : '. It is not confirmed yet: alert e-mails wait until it is.'}
        </CardDescription>
      </CardHeader>
      {pending ? (
        <CardContent>
          <Alert
            tone="warning"
            role="status"
            title={`Waiting for ${pending}`}
            action={
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  loading={resend.isPending}
                  onClick={() =>
                    resend.mutate(undefined, {
                      onSuccess: () =>
                        toast({ title: 'Link sent', description: `A new link is on its way to ${pending}.` }),
                      onError: (error) =>
                        toastActionError(error, "Couldn't send the link", 'The link could not be sent.'),
                    })
                  }
                >
                  Resend
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  loading={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(undefined, {
                      onError: (error) =>
                        toastActionError(error, "Couldn't cancel the change", 'The change could not be cancelled.'),
                    })
                  }
                >
                  Cancel change
                </Button>
              </div>
            }
          >
            <span className="break-words">
              Open the link we sent there: it replaces {profile.email} once confirmed.
            </span>
          </Alert>
        </CardContent>
      ) : null}
      <form noValidate aria-label="Change e-mail address" onSubmit={(event) => void onSubmit(event)}>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField className="content-start" label="New e-mail address" error={errors.email?.message}>
            {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" />}
          </FormField>
          {profile.hasPassword ? (
            <FormField className="content-start" label="Current password" error={errors.currentPassword?.message}>
              {(control) => (
                <PasswordInput {...control} {...form.register('currentPassword')} autoComplete="current-password" />
              )}
            </FormField>
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" loading={change.isPending}>
            Change e-mail
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
