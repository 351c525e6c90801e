import { DISPLAY_NAME_MAX, displayNameSchema, PASSWORD_MIN_LENGTH } from '@precis/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { ApiRequestError } from '@/lib/api-client';
import { AddressMayHaveAccountError, useAuthConfig, useSignUp } from '../api/auth-actions';
import { AuthCard } from '../components/auth-card';
import { safeRedirectTarget } from '../redirect-target';

interface SignUpErrors {
  name?: string;
  email?: string;
  password?: string;
  form?: string;
}

function validate(name: string, email: string, password: string): SignUpErrors {
  return {
    name: name ? displayNameSchema.safeParse(name).error?.issues[0]?.message : 'Please enter your name.',
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? undefined : 'Please enter a valid email address.',
    password:
      password.length >= PASSWORD_MIN_LENGTH ? undefined : `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  };
}

export function SignUpPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const authConfig = useAuthConfig();
  const [errors, setErrors] = useState<SignUpErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const next = validate(name, email, password);
    setErrors(next);
    if (next.name || next.email || next.password) return;
    signUp.mutate(
      { name, email, password },
      {
        onSuccess: () => navigate(safeRedirectTarget(params.get('redirect')), { replace: true }),
        onError: (error) =>
          setErrors({
            form:
              error instanceof AddressMayHaveAccountError
                ? error.message
                : error instanceof ApiRequestError && error.status < 500 && error.serverMessage
                  ? error.serverMessage
                  : 'Could not create your account right now. Please try again.',
          }),
      },
    );
  };

  const footer = (
    <>
      Already have an account?{' '}
      <Link
        className="font-medium text-primary hover:underline"
        to={`/sign-in${params.size ? `?${params}` : ''}`}
      >
        Sign in
      </Link>
    </>
  );

  if (authConfig.isPending) return <Spinner />;
  if (authConfig.data && !authConfig.data.signupsEnabled) {
    return (
      <AuthCard
        title="Sign-up is closed"
        subtitle="This Precis server is not accepting new accounts."
        footer={footer}
      >
        <p className="text-sm">Ask the person who runs it to create an account for you.</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your Precis account"
      subtitle="Save what you read. Get summaries that matter."
      footer={footer}
    >
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX}
          error={errors.name}
          autoFocus
        />
        <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <FieldError>{errors.form}</FieldError>
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
