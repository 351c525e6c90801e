import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError, notifySuccess } from '@/lib/notify';
import { apiTokenKeys } from '@/lib/query-keys';

export function revokeApiToken(id: string): Promise<void> {
  return apiRequest(`/api/v1/api-tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => notifySuccess('API token revoked', 'Anything using it is refused from now on.'),
    onError: (error) => handleError(error, 'Failed to revoke the API token. Please try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}
