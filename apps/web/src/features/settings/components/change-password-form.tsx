import { PASSWORD_MIN_LENGTH } from '@precis/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { handleError } from '@/lib/notify';
import { fieldErrorOf, useChangePassword } from '../api/account';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Current password, new password twice; the server applies the sign-up rules and says which field failed. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number] | 'repeated', string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!currentPassword) found.currentPassword = 'Enter your current password.';
    if (newPassword.length < PASSWORD_MIN_LENGTH)
      found.newPassword = `Use at least ${PASSWORD_MIN_LENGTH} characters for your new password.`;
    else if (repeated !== newPassword) found.repeated = 'The two new passwords are not the same.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setNewPassword('');
          setRepeated('');
        },
        onError: (error) => {
          const fromServer = Object.fromEntries(FIELDS.map((field) => [field, fieldErrorOf(error, field)]));
          setErrors(fromServer);
          if (!FIELDS.some((field) => fromServer[field])) {
            handleError(error, 'Failed to change your password. Please try again.', {
              preferServerMessage: true,
            });
          }
        },
      },
    );
  }

  return (
    <form className="space-y-4" onSubmit={submit} noValidate aria-label="Change password">
      <h3 className="text-base font-medium">Change password</h3>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
        error={errors.currentPassword}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        error={errors.newPassword}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => setRepeated(event.target.value)}
        error={errors.repeated}
      />
      <p className="text-sm text-muted-foreground">Your other devices will be signed out.</p>
      <Button type="submit" disabled={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
