import { type Import, importSchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { importKeys } from '@/lib/query-keys';
import { isSettled, POLL_INTERVAL_MS } from './is-settled';

export function getImport(id: string, signal?: AbortSignal): Promise<Import> {
  return apiRequest(`/api/v1/imports/${encodeURIComponent(id)}`, { schema: importSchema, signal });
}

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) =>
      query.state.data && isSettled(query.state.data.status) ? false : POLL_INTERVAL_MS,
  });

export function useImport(id: string | undefined) {
  return useQuery({ ...importQueryOptions(id ?? ''), enabled: id !== undefined });
}
