import { type ImportList, importListSchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { importKeys } from '@/lib/query-keys';
import { isSettled, POLL_INTERVAL_MS } from './is-settled';

export function getImports(signal?: AbortSignal): Promise<ImportList> {
  return apiRequest('/api/v1/imports', { schema: importListSchema, signal });
}

export const importsQueryOptions = queryOptions({
  queryKey: importKeys.list,
  queryFn: ({ signal }) => getImports(signal),
  refetchInterval: (query) =>
    query.state.data?.items.some((item) => !isSettled(item.status)) ? POLL_INTERVAL_MS : false,
});

export function useImports() {
  return useQuery(importsQueryOptions);
}
