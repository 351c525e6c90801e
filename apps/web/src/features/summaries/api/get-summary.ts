import { type Summary, summarySchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';
import { isInProgress, PENDING_REFETCH_MS } from '../summary-status';

export function getSummary(id: string, signal?: AbortSignal): Promise<Summary> {
  return apiRequest(`/api/v1/summaries/${encodeURIComponent(id)}`, { schema: summarySchema, signal });
}

export const summaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: summaryKeys.detail(id),
    queryFn: ({ signal }) => getSummary(id, signal),
    refetchInterval: (query) =>
      query.state.data && isInProgress(query.state.data) ? PENDING_REFETCH_MS : false,
  });

export function useSummary(id: string) {
  return useQuery(summaryQueryOptions(id));
}
