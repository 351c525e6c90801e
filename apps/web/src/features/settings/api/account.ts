import { type ChangePasswordInput, changedPasswordSchema } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionQueryOptions } from '@/features/auth';
import { ApiRequestError, apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { sessionListKeys } from '@/lib/query-keys';

export function changePassword(input: ChangePasswordInput): Promise<{ signedOut: number }> {
  return apiRequest('/api/v1/account/password', {
    method: 'POST',
    body: input,
    schema: changedPasswordSchema,
  });
}

export function deleteAccount(password: string): Promise<void> {
  return apiRequest('/api/v1/account', { method: 'DELETE', body: { password } });
}

/** The server's message for one field of a refused form, when it named that field. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  return error.body?.errors?.find((item) => item.field === field)?.message;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ signedOut }) =>
      notifySuccess(
        'Password changed',
        signedOut === 0
          ? 'Use the new password from now on.'
          : `Use the new password from now on. ${signedOut === 1 ? 'One other session was' : `${signedOut} other sessions were`} signed out.`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionListKeys.all }),
  });
}

/** Once the account is gone nothing cached belongs to anyone: forget it all and go to sign-in. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      notifySuccess('Account deleted', 'Your account and everything in it are gone.');
      navigate('/sign-in', { replace: true });
    },
  });
}
