import { AlertDialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { handleError } from '@/lib/notify';
import { fieldErrorOf, useDeleteAccount } from '../api/account';

/** Deleting the account cannot be undone: the dialog asks for the password before it goes ahead. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  function close(next: boolean) {
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Enter your password to confirm.');
      return;
    }
    remove.mutate(password, {
      onError: (failure) => {
        const message = fieldErrorOf(failure, 'password');
        setError(message);
        if (!message)
          handleError(failure, 'Failed to delete your account. Please try again.', {
            preferServerMessage: true,
          });
      },
    });
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={close}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-lg">
          <form onSubmit={submit} noValidate>
            <AlertDialog.Title className="text-lg font-semibold">Delete your account?</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
              Your highlights, summaries, sources, reviews, imports, API tokens and sessions are deleted at
              once. This cannot be undone. Export your data first if you want to keep it.
            </AlertDialog.Description>
            <div className="mt-4">
              <TextField
                label="Your password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={error}
              />
            </div>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" type="button">
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <button
                type="submit"
                className={buttonVariants({ variant: 'destructive' })}
                disabled={remove.isPending}
              >
                Delete my account
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
