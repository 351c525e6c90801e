import { type Summary, summaryListSchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { summaryKeys } from '@/lib/query-keys';
import { isInProgress, PENDING_REFETCH_MS } from '../summary-status';

export interface SummaryListParams {
  fromDate: string;
  toDate?: string;
  searchTerm?: string;
}

export function getSummaries(params: SummaryListParams, signal?: AbortSignal): Promise<Summary[]> {
  return apiRequest('/api/v1/summaries', {
    query: { fromDate: params.fromDate, toDate: params.toDate, searchTerm: params.searchTerm },
    schema: summaryListSchema,
    signal,
  });
}

export const summariesQueryOptions = (params: SummaryListParams) =>
  queryOptions({
    queryKey: summaryKeys.list(params),
    queryFn: ({ signal }) => getSummaries(params, signal),
    // Pending summaries settle by themselves: keep asking until none is left in progress.
    refetchInterval: (query) => (query.state.data?.some(isInProgress) ? PENDING_REFETCH_MS : false),
  });

export function useSummaries(params: SummaryListParams) {
  return useQuery(summariesQueryOptions(params));
}
