import { type Summary, summarySchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isInProgress } from '../summary-status';
import { PENDING_REFETCH_MS, summaryKeys } from './summary-keys';

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
