import { signedOutSessionsSchema } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { sessionListKeys } from '@/lib/query-keys';

export function revokeSession(id: string): Promise<void> {
  return apiRequest(`/api/v1/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function signOutOtherSessions(): Promise<{ signedOut: number }> {
  return apiRequest('/api/v1/sessions/sign-out-others', { method: 'POST', schema: signedOutSessionsSchema });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => notifySuccess('Signed out', 'That device must sign in again.'),
    onError: (error) => handleError(error, 'Failed to sign that session out. Please try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionListKeys.all }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: ({ signedOut }) =>
      notifySuccess(
        'Signed out everywhere else',
        signedOut === 1
          ? 'One other session was signed out.'
          : `${signedOut} other sessions were signed out.`,
      ),
    onError: (error) => handleError(error, 'Failed to sign out the other sessions. Please try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionListKeys.all }),
  });
}
