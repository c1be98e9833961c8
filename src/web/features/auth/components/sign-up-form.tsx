import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { registerSchema, type RegisterInput } from '../../../../shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { serverMessageOr, showServerFieldErrors } from '../../../lib/action-errors';
import { isApiError } from '../../../lib/api-client';
import { toast, toastAfterReload } from '../../../lib/toast';
import { useRegister, type Registration } from '../api/register';
import { completeSignIn } from './complete-sign-in';

export const REGISTRATION_FAILED_TITLE = 'Registration failed';
export const REGISTRATION_FAILED_DEFAULT = 'An error occurred during registration';
export const ACCOUNT_CREATED_TOAST = { title: 'Account created', description: 'Welcome to Sitewarden' } as const;

/** SPEC §2.5 sign up: names, email, password and the terms, validated by registerSchema (SPEC §5). */
export function SignUpForm({ next }: { next: string | null }) {
  const queryClient = useQueryClient();
  const registration = useRegister();
  const [redirecting, setRedirecting] = useState(false);
  const termsId = useId();
  const form = useForm<RegisterInput, unknown, Registration>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    registration.mutate(values, {
      onSuccess: (user) => {
        setRedirecting(true);
        toast(ACCOUNT_CREATED_TOAST);
        toastAfterReload(ACCOUNT_CREATED_TOAST);
        completeSignIn(queryClient, user, next);
      },
      onError: (error) => {
        const shown = showServerFieldErrors(error, form.setError, ['firstName', 'lastName', 'email', 'password']);
        if (!shown && isApiError(error) && error.code === 'EMAIL_TAKEN') {
          form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        }
        toast({
          title: REGISTRATION_FAILED_TITLE,
          description: serverMessageOr(error, REGISTRATION_FAILED_DEFAULT),
          variant: 'destructive',
        });
      },
    });
  });

  const termsError = errors.termsAccepted?.message;
  const termsErrorId = termsError ? `${termsId}-error` : undefined;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5" aria-label="Sign up">
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <FormField label="First name" error={errors.firstName?.message}>
          {(control) => <Input {...control} {...form.register('firstName')} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(control) => <Input {...control} {...form.register('lastName')} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
          />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint="At least 6 characters.">
        {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="new-password" />}
      </FormField>
      <Controller
        name="termsAccepted"
        control={form.control}
        render={({ field }) => (
          <div className="grid gap-1.5">
            <div className="flex items-start gap-3">
              <Checkbox
                id={termsId}
                ref={field.ref}
                name={field.name}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsErrorId}
                className="mt-px"
              />
              <label htmlFor={termsId} className="text-sm leading-5 text-fg-muted">
                I accept the{' '}
                <a
                  href="/legal"
                  target="_blank"
                  rel="noreferrer"
                  className="rounded-sm font-medium text-accent-text underline-offset-4 hover:underline"
                >
                  terms of service and privacy policy
                </a>
              </label>
            </div>
            <FieldError id={termsErrorId} message={termsError} />
          </div>
        )}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" loading={registration.isPending || redirecting}>
        {redirecting ? 'Setting up your account…' : 'Create account'}
      </Button>
    </form>
  );
}
