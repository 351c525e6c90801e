import { type HighlightTotals, highlightTotalsSchema } from '@precis/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { highlightKeys } from '@/lib/query-keys';

export function getHighlightTotals(signal?: AbortSignal): Promise<HighlightTotals> {
  return apiRequest('/api/v1/highlights/totals/per-category-group', {
    schema: highlightTotalsSchema,
    signal,
  });
}

export const highlightTotalsQueryOptions = (options: { refetchIntervalMs?: number | false } = {}) =>
  queryOptions({
    queryKey: highlightKeys.totals(),
    queryFn: ({ signal }) => getHighlightTotals(signal),
    refetchInterval: options.refetchIntervalMs ?? false,
  });

/** Counts per dashboard group; pass a refetch interval while new highlights await their categories. */
export function useHighlightTotals(options: { refetchIntervalMs?: number | false } = {}) {
  return useQuery(highlightTotalsQueryOptions(options));
}
