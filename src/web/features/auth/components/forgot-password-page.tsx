import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordSchema } from '../../../../shared/contracts/auth';
import { getErrorMessage } from '../../../../shared/helpers/error-classification';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useDocumentTitle } from '../../../lib/document-title';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthCard } from './auth-card';

const backToSignIn = (
  <Link to="/auth" className="inline-flex items-center gap-1.5 rounded-sm font-medium text-accent-text hover:underline">
    <ArrowLeft aria-hidden="true" className="size-4" />
    Back to sign in
  </Link>
);

/** Asks for a password reset link. The answer never says whether the account exists. */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const request = useRequestPasswordReset();
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(({ email }) => request.mutate(email));

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your email" footer={backToSignIn}>
        <div className="flex flex-col items-center text-center">
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-full bg-accent-soft text-accent-text">
            <MailCheck aria-hidden="true" className="size-5" />
          </span>
          <p role="status" className="text-fg">
            {request.data}
          </p>
          <p className="mt-3 text-sm text-fg-muted">
            Nothing there? Check your spam folder, or request another link in a few minutes.
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the email you signed up with and we'll send you a link to choose a new password."
      footer={backToSignIn}
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-5"
        aria-label="Request a reset link"
      >
        {request.isError ? (
          <Alert tone="critical" role="alert">
            {getErrorMessage(request.error)}
          </Alert>
        ) : null}
        <FormField label="Email" error={form.formState.errors.email?.message}>
          {(control) => (
            <Input {...control} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
