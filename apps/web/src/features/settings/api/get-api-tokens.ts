import { type ApiToken, apiTokenSchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiTokenKeys } from '@/lib/query-keys';

const apiTokenListSchema = apiTokenSchema.array();

export function getApiTokens(signal?: AbortSignal): Promise<ApiToken[]> {
  return apiRequest('/api/v1/api-tokens', { schema: apiTokenListSchema, signal });
}

export const apiTokensQueryOptions = queryOptions({
  queryKey: apiTokenKeys.all,
  queryFn: ({ signal }) => getApiTokens(signal),
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}
