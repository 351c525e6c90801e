import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { useAuthConfig, useSignIn } from '../api/auth-actions';
import { AuthCard } from '../components/auth-card';
import { safeRedirectTarget } from '../redirect-target';

export function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const redirect = safeRedirectTarget(params.get('redirect'));
  // Shown until the server says otherwise: most servers take sign-ups, and the sign-up page explains a refusal.
  const signupsClosed = useAuthConfig().data?.signupsEnabled === false;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const next = {
      email: email ? undefined : 'Please enter your e-mail address.',
      password: password ? undefined : 'Please enter your password.',
    };
    setErrors(next);
    if (next.email || next.password) return;
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => navigate(redirect, { replace: true }),
        onError: (error) =>
          setErrors({
            form:
              error instanceof ApiRequestError && error.status === 429
                ? 'Too many attempts. Please wait a minute and try again.'
                : error instanceof ApiRequestError && error.status < 500
                  ? 'Invalid e-mail or password.'
                  : 'Could not sign in right now. Please try again.',
          }),
      },
    );
  };

  return (
    <AuthCard
      title="Sign in to Precis"
      subtitle="Welcome back. Your highlights are waiting."
      footer={
        !signupsClosed && (
          <>
            No account yet?{' '}
            <Link
              className="font-medium text-primary hover:underline"
              to={`/sign-up${params.size ? `?${params}` : ''}`}
            >
              Sign up
            </Link>
          </>
        )
      }
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          error={errors.email}
          autoFocus
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
        />
        <FieldError>{errors.form}</FieldError>
        <p className="text-right text-sm">
          <Link className="text-primary hover:underline" to="/reset-password">
            Forgot your password?
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
