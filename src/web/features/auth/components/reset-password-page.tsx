import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { resetPasswordSchema } from '../../../../shared/contracts/auth';
import { getErrorMessage } from '../../../../shared/helpers/error-classification';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { INVALID_RESET_LINK_MESSAGE, useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

const resetFormSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type ResetForm = z.infer<typeof resetFormSchema>;

const backToSignIn = (
  <Link to="/auth" className="inline-flex items-center gap-1.5 rounded-sm font-medium text-accent-text hover:underline">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to sign in
  </Link>
);

function InvalidLink() {
  return (
    <AuthCard title="Reset link not valid" footer={backToSignIn}>
      <Alert tone="critical" role="alert">
        {INVALID_RESET_LINK_MESSAGE}
      </Alert>
      <Button asChild size="lg" className="mt-6 w-full">
        <Link to="/forgot-password">Request a new link</Link>
      </Button>
    </AuthCard>
  );
}

/** Chooses a new password with the token from the e-mailed link (`/reset-password?token=...`). */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const tokenLooksValid = resetPasswordSchema.shape.token.safeParse(token).success;
  const reset = useResetPassword();
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));
  const { errors } = form.formState;

  if (!tokenLooksValid || (isApiError(reset.error) && reset.error.code === 'INVALID_TOKEN')) return <InvalidLink />;

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <div className="flex flex-col items-center text-center">
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-healthy-soft text-healthy">
            <CircleCheck aria-hidden="true" className="size-5" />
          </span>
          <p role="status" className="text-fg">
            {reset.data}
          </p>
        </div>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to="/auth">Sign in</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" intro="Pick a password you don't use anywhere else." footer={backToSignIn}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-5"
        aria-label="Choose a new password"
      >
        {reset.isError ? (
          <Alert tone="critical" role="alert">
            {getErrorMessage(reset.error)}
          </Alert>
        ) : null}
        <FormField label="New password" error={errors.password?.message} hint="At least 6 characters.">
          {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />}
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput {...control} {...form.register('confirmPassword')} autoComplete="new-password" />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          Set new password
        </Button>
      </form>
    </AuthCard>
  );
}
