import { type CreateApiTokenInput, type CreatedApiToken, createdApiTokenSchema } from '@precis/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { handleError } from '@/lib/notify';
import { apiTokenKeys } from '@/lib/query-keys';

export function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiToken> {
  return apiRequest('/api/v1/api-tokens', { method: 'POST', body: input, schema: createdApiTokenSchema });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
    // The server says why (the cap reached, a name too long) better than a generic line.
    onError: (error) =>
      handleError(error, 'Failed to create the API token. Please try again.', { preferServerMessage: true }),
  });
}
