import { PASSWORD_MIN_LENGTH } from '@precis/shared';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { AuthCard } from '../components/auth-card';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done' }
  | { kind: 'error'; message: string }
  | { kind: 'link-unusable' };

// better-auth's words (BASE_ERROR_CODES.INVALID_TOKEN) for a reset token that is used up, expired or unknown.
const INVALID_TOKEN = 'Invalid token';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.serverMessage && error.status < 500
    ? error.serverMessage
    : fallback;

/** Asks for a reset link: the answer is the same whether or not the address has an account. */
function RequestResetForm() {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) return setStatus({ kind: 'error', message: 'Please enter your e-mail address.' });
    setStatus({ kind: 'busy' });
    try {
      await apiRequest('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: `${window.location.origin}/reset-password` },
      });
      setStatus({ kind: 'done' });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: messageOf(error, 'The link could not be sent. Please try again.'),
      });
    }
  };
  if (status.kind === 'done') {
    return (
      <p role="status" className="text-sm">
        If an account uses this address, a link to choose a new password is on its way. It works for one hour.
      </p>
    );
  }
  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <TextField label="Email" name="email" type="email" autoComplete="email" autoFocus />
      <FieldError>{status.kind === 'error' ? status.message : undefined}</FieldError>
      <Button type="submit" className="w-full" disabled={status.kind === 'busy'}>
        {status.kind === 'busy' ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}

/** Sets the new password with the token from the e-mailed link. */
function NewPasswordForm({ token }: { token: string }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const newPassword = String(data.get('password') ?? '');
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      return setStatus({
        kind: 'error',
        message: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
      });
    }
    if (newPassword !== String(data.get('confirm') ?? '')) {
      return setStatus({ kind: 'error', message: 'The two passwords differ.' });
    }
    setStatus({ kind: 'busy' });
    try {
      await apiRequest('/api/auth/reset-password', { method: 'POST', body: { newPassword, token } });
      setStatus({ kind: 'done' });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.serverMessage === INVALID_TOKEN) {
        return setStatus({ kind: 'link-unusable' });
      }
      setStatus({
        kind: 'error',
        message: messageOf(error, 'This link has expired or was already used. Ask for a new one.'),
      });
    }
  };
  if (status.kind === 'link-unusable') {
    return (
      <p role="alert" className="text-sm">
        This link was already used or has expired.{' '}
        <Link className="font-medium text-primary hover:underline" to="/reset-password">
          Request a new one.
        </Link>
      </p>
    );
  }
  if (status.kind === 'done') {
    return (
      <div role="status" className="space-y-4 text-sm">
        <p>Your password is changed, and every device that was signed in has been signed out.</p>
        <Button asChild className="w-full">
          <Link to="/sign-in">Sign In</Link>
        </Button>
      </div>
    );
  }
  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate>
      <TextField label="New password" name="password" type="password" autoComplete="new-password" autoFocus />
      <TextField label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" />
      <FieldError>{status.kind === 'error' ? status.message : undefined}</FieldError>
      <Button type="submit" className="w-full" disabled={status.kind === 'busy'}>
        {status.kind === 'busy' ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}

/** /reset-password: ask for a link, or, with the link's token, choose the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard
      title={token ? 'Choose a new password' : 'Reset your password'}
      subtitle={token ? 'At least 8 characters, not a common password.' : 'We will e-mail you a link.'}
      footer={
        <Link className="font-medium text-primary hover:underline" to="/sign-in">
          Back to sign in
        </Link>
      }
    >
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
    </AuthCard>
  );
}
