import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginSchema, type LoginInput } from '../../../../shared/contracts/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { serverMessageOr, showServerFieldErrors } from '../../../lib/action-errors';
import { toast } from '../../../lib/toast';
import { useLogin, type LoginCredentials } from '../api/login';
import { completeSignIn } from './complete-sign-in';

export const LOGIN_FAILED_TITLE = 'Login failed';
export const LOGIN_FAILED_DEFAULT = 'Invalid email or password';

/** SPEC §2.5 sign in: email and password, validated by loginSchema (SPEC §5). */
export function SignInForm({ next }: { next: string | null }) {
  const queryClient = useQueryClient();
  const login = useLogin();
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<LoginInput, unknown, LoginCredentials>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((credentials) => {
    login.mutate(credentials, {
      onSuccess: (user) => {
        setRedirecting(true);
        completeSignIn(queryClient, user, next);
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, ['email', 'password']);
        toast({
          title: LOGIN_FAILED_TITLE,
          description: serverMessageOr(error, LOGIN_FAILED_DEFAULT),
          variant: 'destructive',
        });
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5" aria-label="Sign in">
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
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className="rounded-sm text-sm font-medium text-accent-text hover:underline">
            Forgot password?
          </Link>
        }
      >
        {(control) => <PasswordInput {...control} {...form.register('password')} autoComplete="current-password" />}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" loading={login.isPending || redirecting}>
        {redirecting ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
