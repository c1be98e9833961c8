/** Route modules of the sign-in screens (loaded on demand). */
export { AuthPage as AuthScreen } from '../../features/auth/components/auth-page';
export { ForgotPasswordPage as ForgotPasswordScreen } from '../../features/auth/components/forgot-password-page';
export { ResetPasswordPage as ResetPasswordScreen } from '../../features/auth/components/reset-password-page';
export { VerifyEmailPage as VerifyEmailScreen } from '../../features/auth/components/verify-email-page';
